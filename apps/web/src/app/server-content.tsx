import { type ReactNode, useEffect, useRef, useState } from "react";

/**
 * Issue 19: a public page arrives with its content written by the server (apps/server/src/modules/seo,
 * `<main class="ssr-page">` after the boot bar in #root). Until the opened screen has drawn itself with
 * its data, the app keeps showing that content instead of loaders and skeletons: the reader sees no
 * flash from the page to a spinner and back, and the page's largest text is painted once, from the HTML
 * (Lighthouse's largest contentful paint). Only for the screen the page was opened on: once it is
 * ready, or the reader has moved elsewhere, loaders are loaders again.
 */
let kept: { html: string; href: string } | null = null;

const here = () => window.location.pathname + window.location.search;

/** Called before React takes #root over: keeps the server's content (as a `div`, so the shell's `main` stays the only one). */
export function keepServerContent(root: HTMLElement): void {
  const page = root.querySelector<HTMLElement>(":scope > .ssr-page");
  if (!page) return;
  const styles = [...root.querySelectorAll(":scope > style")].map((style) => style.outerHTML).join("");
  kept = { html: `${styles}<div class="ssr-page">${page.innerHTML}</div>`, href: here() };
}

/** The server's content of this address, while the screen that replaces it loads; otherwise `fallback`. */
export function ServerContentOr({ fallback }: { fallback: ReactNode }) {
  if (!kept || kept.href !== here()) return fallback;
  // The HTML is the server's own rendering of this page (escaped there), shown as it was delivered.
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the page's own server-written markup
  return <div style={{ display: "contents" }} dangerouslySetInnerHTML={{ __html: kept.html }} />;
}

/** What a screen shows while its data is loading (MUI and light skeletons, spinners, busy regions). */
const LOADING = '.MuiSkeleton-root, .l-skeleton, .l-loader, [aria-busy="true"]';
/** The longest the server's content covers a screen that never settles (a failed request shows its error). */
const COVER_MAX_MS = 5000;
/** How long a screen must stay unchanged, with nothing loading, to count as drawn. */
const SETTLED_MS = 150;

/**
 * Wraps the opened screen: while it still shows loading placeholders, it is laid out but hidden under
 * the server's content of the same page, and shown in one step once nothing in it is loading any more.
 * Other screens are rendered as they are.
 */
export function ServerContentCover({ children }: { children: ReactNode }) {
  const [covering, setCovering] = useState(() => kept !== null && kept.href === here());
  // A screen mounted under the cover keeps its wrapper (laid-out-neutral once shown) so it is not remounted.
  const [wrapped] = useState(covering);
  const screen = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = screen.current;
    if (!covering || !element) return;
    const reveal = () => {
      kept = null;
      setCovering(false);
    };
    // Settled: something drawn, nothing loading, and no change for a moment (a screen often shows its
    // main data, then mounts a part that starts loading its own).
    let settle: ReturnType<typeof setTimeout> | undefined;
    const loading = () => element.childElementCount === 0 || element.querySelector(LOADING) !== null;
    const check = () => {
      clearTimeout(settle);
      if (!loading()) settle = setTimeout(() => loading() || reveal(), SETTLED_MS);
    };
    const observer = new MutationObserver(check);
    observer.observe(element, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ["class", "aria-busy"],
    });
    const timer = setTimeout(reveal, COVER_MAX_MS);
    check();
    return () => {
      observer.disconnect();
      clearTimeout(settle);
      clearTimeout(timer);
    };
  }, [covering]);
  if (!wrapped) return children;
  return (
    <>
      {covering && <ServerContentOr fallback={null} />}
      <div ref={screen} style={covering ? HIDDEN : SHOWN} aria-hidden={covering || undefined}>
        {children}
      </div>
    </>
  );
}

const HIDDEN = { height: 0, overflow: "hidden", visibility: "hidden" } as const;
const SHOWN = { display: "contents" } as const;
