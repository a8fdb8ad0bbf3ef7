import { Box } from "@mui/material";

/**
 * Code blocks run left to right in every language. An attribute, not CSS: the RTL style plugin would
 * flip a CSS `direction`. The server's sanitizer leaves `<pre>` without attributes.
 */
const codeLeftToRight = (html: string) => html.replaceAll("<pre>", '<pre dir="ltr">');

/**
 * The rich text of a question, an answer or a revision. The server sanitizes it with a strict
 * allowlist on write (no scripts, event handlers, styles, SVG or javascript: links), so it is
 * rendered as HTML here.
 */
export function QuestionContent({
  html,
  testId = "question-content",
  dense,
}: {
  html: string;
  testId?: string;
  /** Answers and revisions: body2 text and tighter paragraphs. */
  dense?: boolean;
}) {
  return (
    <Box
      data-testid={testId}
      dir="auto"
      sx={{
        typography: dense ? "body2" : "body1",
        lineHeight: dense ? 1.7 : 1.8,
        overflowWrap: "anywhere",
        "& > :first-of-type": { mt: 0 },
        "& > :last-child": { mb: 0 },
        "& p": { my: dense ? 0.75 : 1.25 },
        "& h2, & h3, & h4": { mt: 2.5, mb: 1, lineHeight: 1.35 },
        "& h2": { fontSize: "1.3rem" },
        "& h3": { fontSize: "1.15rem" },
        "& h4": { fontSize: "1.05rem" },
        "& img": { maxWidth: "100%", height: "auto", borderRadius: 1, display: "block", my: 1 },
        "& a": { color: "primary.main", textUnderlineOffset: "3px" },
        // Logical sides: the text may run the other way than the page (dir="auto").
        "& ul, & ol": { paddingInlineStart: "1.75em", my: 1 },
        "& blockquote": {
          borderInlineStart: (theme) => `4px solid ${theme.palette.divider}`,
          m: 0,
          my: 1.5,
          paddingInlineStart: "16px",
          color: "text.secondary",
        },
        "& pre": {
          bgcolor: "action.hover",
          borderRadius: 1,
          p: 1.5,
          overflowX: "auto",
          fontSize: "0.875rem",
        },
        "& code": { fontFamily: "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace" },
        "& hr": { border: 0, borderTop: 1, borderColor: "divider", my: 2 },
      }}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized on the server with an allowlist
      dangerouslySetInnerHTML={{ __html: codeLeftToRight(html) }}
    />
  );
}
