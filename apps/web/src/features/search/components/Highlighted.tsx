import { Fragment, useMemo } from "react";
import { highlight } from "../highlight";

/** A text with the search terms in <mark> elements (styled by the hit card). */
export function Highlighted({ text, terms }: { text: string; terms: readonly string[] }) {
  const segments = useMemo(() => highlight(text, terms), [text, terms]);
  return (
    <>
      {segments.map((segment, i) =>
        segment.mark ? <mark key={i}>{segment.text}</mark> : <Fragment key={i}>{segment.text}</Fragment>,
      )}
    </>
  );
}
