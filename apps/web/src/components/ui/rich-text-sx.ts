/**
 * How rich text (sanitized HTML: paragraphs, lists, quotes, links) is laid out wherever it is shown or
 * edited; `gap` is the space around paragraphs and lists (theme units).
 */
export const richTextSx = (gap: number) => ({
  "& > :first-of-type": { mt: 0 },
  "& p": { my: gap },
  "& ul, & ol": { my: gap, paddingInlineStart: "1.5em" },
  "& blockquote": {
    my: 1,
    mx: 0,
    paddingInlineStart: "0.75em",
    borderInlineStart: "3px solid",
    borderColor: "divider",
    color: "text.secondary",
  },
  "& a": { color: "primary.main" },
});
