/** User-written text keeps its own direction but lines up with the page ("left" flips in RTL). */
export const userText = { textAlign: "left" as const, overflowWrap: "anywhere" as const };

/** At most `lines` lines of text, the rest cut with an ellipsis; a long word breaks rather than overflow. */
export const clampLines = (lines: number) => ({
  display: "-webkit-box",
  WebkitLineClamp: lines,
  WebkitBoxOrient: "vertical" as const,
  overflow: "hidden",
  overflowWrap: "anywhere" as const,
});
