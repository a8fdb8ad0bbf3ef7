import { EDITED_TITLE_MAX } from "@ask/contracts";
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  TextField,
  Typography,
  useMediaQuery,
} from "@mui/material";
import { useTheme } from "@mui/material/styles";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { RichTextEditor } from "../../ask";

export interface EditContentDialogProps {
  open: boolean;
  heading: string;
  /** The question's title; omitted for an answer (answers have none). */
  title?: string;
  content: string;
  maxChars: number;
  /** A note under the heading (e.g. that the bonus, rule and deadline do not change). */
  note?: string;
  busy: boolean;
  error: string | null;
  onSave(values: { title?: string; content: string }): void;
  onCancel(): void;
  testId: string;
}

/** Editing a question (title and content) or an answer (content) in the question editor. */
export default function EditContentDialogView({
  open,
  heading,
  title: initialTitle,
  content: initialContent,
  maxChars,
  note,
  busy,
  error,
  onSave,
  onCancel,
  testId,
}: EditContentDialogProps) {
  const { t } = useTranslation("question");
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down("sm"));
  const [title, setTitle] = useState(initialTitle ?? "");
  const [content, setContent] = useState(initialContent);
  const titleMissing = initialTitle !== undefined && !title.trim();
  const tooLong = content.length > maxChars;

  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onCancel}
      fullWidth
      maxWidth="md"
      fullScreen={phone}
      aria-labelledby={`${testId}-title`}
      data-testid={testId}
    >
      <DialogTitle id={`${testId}-title`} sx={{ fontWeight: 700 }}>
        {heading}
      </DialogTitle>
      <DialogContent dividers>
        {note && (
          <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
            {note}
          </Typography>
        )}
        {initialTitle !== undefined && (
          <TextField
            label={t("owner.title_label")}
            value={title}
            onChange={(e) => setTitle(e.target.value)}
            fullWidth
            required
            error={titleMissing}
            disabled={busy}
            sx={{ mb: 2 }}
            slotProps={{ htmlInput: { maxLength: EDITED_TITLE_MAX, "data-testid": `${testId}-title-input` } }}
          />
        )}
        <Typography id={`${testId}-content-label`} variant="caption" color="textSecondary" component="div">
          {t("owner.content_label")}
        </Typography>
        <RichTextEditor
          value={content}
          onChange={setContent}
          labelledBy={`${testId}-content-label`}
          disabled={busy}
          error={tooLong}
          minHeight={160}
          data-testid={`${testId}-content`}
        />
        {tooLong && (
          <Typography variant="caption" color="error">
            {`${content.length} / ${maxChars}`}
          </Typography>
        )}
        {error && (
          <Alert severity="error" sx={{ mt: 2 }} data-testid={`${testId}-error`}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel} disabled={busy} data-testid={`${testId}-cancel`}>
          {t("owner.cancel")}
        </Button>
        <Button
          variant="contained"
          disabled={busy || titleMissing || tooLong || !content}
          onClick={() => onSave(initialTitle !== undefined ? { title: title.trim(), content } : { content })}
          data-testid={`${testId}-save`}
        >
          {busy ? t("owner.saving") : t("owner.save")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
