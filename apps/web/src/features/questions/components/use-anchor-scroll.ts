import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * Scrolls an element into view once when the page's address points at it (`#comment-34`, the link of
 * a message about that answer): the answers load after the page, so the browser's own jump to the
 * fragment finds nothing. Returns the ref to put on the element.
 */
export function useAnchorScroll<T extends HTMLElement>(anchor: string) {
  const ref = useRef<T>(null);
  const { hash } = useLocation();
  const done = useRef(false);
  useEffect(() => {
    if (done.current || hash !== `#${anchor}` || !ref.current) return;
    done.current = true;
    ref.current.scrollIntoView({ block: "start" });
  }, [hash, anchor]);
  return ref;
}
