/**
 * Question titles (issue 15 item 9): the publisher may type one; otherwise it is derived from the
 * content's text, cut at a word boundary (CJK-aware: Intl.Segmenter knows Chinese and Japanese words)
 * and never inside a character (a grapheme: emoji, combining marks). Server and web share this code.
 */

/** At most this many characters (graphemes), the ellipsis included. */
export const QUESTION_TITLE_MAX = 60;
export const TITLE_ELLIPSIS = "…";

type Segmenter = { segment(text: string): Iterable<{ segment: string; isWordLike?: boolean }> };

const segmenters = new Map<string, Segmenter | null>();
function segmenter(granularity: "grapheme" | "word"): Segmenter | null {
  if (!segmenters.has(granularity)) {
    segmenters.set(
      granularity,
      typeof Intl !== "undefined" && "Segmenter" in Intl
        ? new Intl.Segmenter(undefined, { granularity })
        : null,
    );
  }
  return segmenters.get(granularity) ?? null;
}

/** The user-perceived characters of a text (code points where Intl.Segmenter is missing). */
export function graphemes(text: string): string[] {
  const s = segmenter("grapheme");
  return s ? Array.from(s.segment(text), (g) => g.segment) : [...text];
}

/** Words and the spaces/punctuation between them, in order (split at spaces where Intl.Segmenter is missing). */
function words(text: string): string[] {
  const s = segmenter("word");
  return s ? Array.from(s.segment(text), (w) => w.segment) : text.split(/(\s+)/).filter(Boolean);
}

/** White space folded to single spaces, control characters dropped, ends trimmed. */
export function normalizeTitle(text: string): string {
  return text
    .replace(/\p{Cc}/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
}

// Cut here and the title would end on a dangling separator: such characters are dropped before the ellipsis.
const TRAILING_SEPARATORS = /[\s,.;:!?\-–—/\\([{"'“‘«、，。；：！？·…（「『【《؛،؟]+$/u;

/**
 * The title derived from a text: the whole text when it has at most `max` characters; otherwise
 * the longest run of whole words that fits with an ellipsis. A first word too long to leave at
 * least half the room (a URL, a German compound) is cut between characters instead. Returns ""
 * for a text with nothing visible (the caller then uses the localized "Untitled question").
 */
export function deriveQuestionTitle(text: string, max: number = QUESTION_TITLE_MAX): string {
  const clean = normalizeTitle(text);
  const all = graphemes(clean);
  if (all.length <= max) return clean;
  const room = max - graphemes(TITLE_ELLIPSIS).length;

  let taken = "";
  let length = 0;
  for (const word of words(clean)) {
    const size = graphemes(word).length;
    if (length + size > room) break;
    taken += word;
    length += size;
  }
  let cut = taken.replace(TRAILING_SEPARATORS, "");
  if (graphemes(cut).length < room / 2) cut = all.slice(0, room).join("").replace(TRAILING_SEPARATORS, "");
  return `${cut}${TITLE_ELLIPSIS}`;
}

/**
 * The title to store for a question: the explicit one when the publisher typed one, else derived
 * from the content's text. Older clients (the spec's) send the first 30 characters of the content as
 * `title`: a sent title that is only a leading piece of the text is not a choice, so it is derived too.
 */
export function questionTitle(explicit: string | null | undefined, contentText: string): string {
  const title = normalizeTitle(explicit ?? "");
  const text = normalizeTitle(contentText);
  if (title && !(text.startsWith(title) && title.length < text.length)) return title;
  return deriveQuestionTitle(text);
}
