import {
  Alert,
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  Skeleton,
  Typography,
  useMediaQuery,
} from "@mui/material";
import { useTheme } from "@mui/material/styles";
import { Fragment } from "react";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../lib/format";
import { type RevisionTarget, useRevisions } from "../api/revisions";
import { QuestionContent } from "./QuestionContent";
import { useQuestionErrorMessage } from "./useQuestionErrorMessage";

export interface RevisionsDialogProps {
  open: boolean;
  target: RevisionTarget;
  onClose(): void;
}

/** One side of a change: "Before" or "After" and the text as it was then. */
function Side({
  label,
  tone,
  children,
}: {
  label: string;
  tone: "before" | "after";
  children: React.ReactNode;
}) {
  return (
    <Box
      sx={{
        flex: 1,
        minWidth: 0,
        border: 1,
        borderColor: tone === "after" ? "success.light" : "divider",
        borderRadius: 1,
        p: 1.5,
        bgcolor: tone === "after" ? "rgba(46, 125, 50, 0.04)" : "action.hover",
      }}
      data-testid={`revision-${tone}`}
    >
      <Chip
        size="small"
        label={label}
        color={tone === "after" ? "success" : "default"}
        variant="outlined"
        sx={{ mb: 1, height: 22, fontWeight: 700 }}
      />
      {children}
    </Box>
  );
}

/**
 * The edit history of a question or an answer, newest first: who edited when, and the title and
 * content before and after each edit. Anyone who can see the question can read it.
 */
export default function RevisionsDialogView({ open, target, onClose }: RevisionsDialogProps) {
  const { t, i18n } = useTranslation("question");
  const errorMessage = useQuestionErrorMessage();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down("sm"));
  const revisions = useRevisions(target, open);
  const title = target.kind === "question" ? t("revisions.title_question") : t("revisions.title_answer");

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="md"
      fullScreen={phone}
      aria-labelledby="revisions-title"
      data-testid="revisions-dialog"
    >
      <DialogTitle id="revisions-title" sx={{ fontWeight: 700 }}>
        {title}
      </DialogTitle>
      <DialogContent dividers>
        {revisions.isPending && (
          <Box>
            <Skeleton width="40%" />
            <Skeleton variant="rectangular" height={80} sx={{ mt: 1 }} />
          </Box>
        )}
        {revisions.isError && (
          <Alert severity="error">
            {t("revisions.load_failed", { detail: errorMessage(revisions.error) })}
          </Alert>
        )}
        {revisions.isSuccess && revisions.data.items.length === 0 && (
          <Typography color="textSecondary">{t("revisions.empty")}</Typography>
        )}
        {revisions.data?.items.map((rev, index) => (
          <Fragment key={rev.id}>
            {index > 0 && <Divider sx={{ my: 2.5 }} />}
            <Box component="section" data-testid="revision" aria-label={rev.editor_name}>
              <Typography variant="subtitle2" sx={{ fontWeight: 700, mb: 1.25 }} data-testid="revision-meta">
                {t("revisions.by", {
                  name: rev.editor_name,
                  date: formatDateTime(rev.created_at, i18n.language),
                })}
              </Typography>
              {rev.title_before !== null && rev.title_after !== null && (
                <Box sx={{ mb: 1.5 }}>
                  <Typography variant="caption" color="textSecondary" component="div" sx={{ mb: 0.5 }}>
                    {t("revisions.title_label")}
                  </Typography>
                  <Box sx={{ display: "flex", gap: 1.5, flexDirection: { xs: "column", sm: "row" } }}>
                    <Side label={t("revisions.before")} tone="before">
                      <Typography variant="body2" dir="auto" sx={{ overflowWrap: "anywhere" }}>
                        {rev.title_before}
                      </Typography>
                    </Side>
                    <Side label={t("revisions.after")} tone="after">
                      <Typography variant="body2" dir="auto" sx={{ overflowWrap: "anywhere" }}>
                        {rev.title_after}
                      </Typography>
                    </Side>
                  </Box>
                </Box>
              )}
              {rev.content_before !== rev.content_after && (
                <Box>
                  <Typography variant="caption" color="textSecondary" component="div" sx={{ mb: 0.5 }}>
                    {t("revisions.content_label")}
                  </Typography>
                  <Box sx={{ display: "flex", gap: 1.5, flexDirection: { xs: "column", sm: "row" } }}>
                    <Side label={t("revisions.before")} tone="before">
                      <QuestionContent html={rev.content_before} testId="revision-content-before" dense />
                    </Side>
                    <Side label={t("revisions.after")} tone="after">
                      <QuestionContent html={rev.content_after} testId="revision-content-after" dense />
                    </Side>
                  </Box>
                </Box>
              )}
            </Box>
          </Fragment>
        ))}
      </DialogContent>
      <DialogActions sx={{ px: 3 }}>
        <Button onClick={onClose} data-testid="revisions-close">
          {t("revisions.close")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
