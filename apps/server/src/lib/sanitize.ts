import sanitizeHtml from "sanitize-html";

/**
 * The allowlist for question content: text formatting, lists, links and images. Everything else,
 * including every event handler, style, script, iframe, SVG and non-http(s) URL, is removed.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "p",
    "br",
    "b",
    "strong",
    "i",
    "em",
    "u",
    "s",
    "strike",
    "blockquote",
    "code",
    "pre",
    "ul",
    "ol",
    "li",
    "h2",
    "h3",
    "h4",
    "a",
    "img",
    "hr",
  ],
  // rel and target are always overwritten by transformTags below.
  allowedAttributes: { a: ["href", "title", "rel", "target"], img: ["src", "alt", "title"] },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesByTag: { img: ["http", "https"] },
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  transformTags: {
    a: sanitizeHtml.simpleTransform("a", { rel: "noopener noreferrer nofollow ugc", target: "_blank" }),
  },
  // Images may also point at our own uploads.
  exclusiveFilter: (frame) =>
    frame.tag === "img" && !/^(https?:\/\/|\/uploads\/)/.test(frame.attribs.src ?? ""),
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

/** Plain text of (sanitized) HTML, with block ends as spaces, for previews and search. */
export function htmlToText(html: string): string {
  const spaced = html.replace(/<\/(p|li|h[2-4]|blockquote|pre)>|<br\s*\/?>/gi, " ");
  return sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();
}

/** The first image of the content, used as the question's picture in lists. */
export function firstImage(html: string): string | null {
  return /<img[^>]+src="([^"]+)"/i.exec(html)?.[1]?.replace(/&amp;/g, "&") ?? null;
}
