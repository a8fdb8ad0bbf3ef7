import type { ModerationAction, ReportGroup } from "@ask/contracts";
import { Alert, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { NoteDialog } from "./NoteDialog";

interface Props {
  open: boolean;
  group: ReportGroup | null;
  action: ModerationAction;
  busy: boolean;
  onConfirm(note: string): void;
  onCancel(): void;
}

/**
 * Confirms a moderation decision with a note (the author reads it for hide and reject; every decision
 * is audited). Banning warns that it bans the content's author, not only hides the content.
 */
export function ModerationDialog({ open, group, action, busy, onConfirm, onCancel }: Props) {
  const { t } = useTranslation("moderation");
  // Hiding, rejecting and banning tell the author why: the note is required for them.
  const needsNote = action === "hide" || action === "reject" || action === "ban_user";
  return (
    <NoteDialog
      open={open && group !== null}
      testId="moderation-dialog"
      title={t(`queue.confirm.${action}.title`)}
      cancelLabel={t("queue.confirm.cancel")}
      cancelTestId="moderation-cancel"
      confirmLabel={t(`queue.actions.${action}`)}
      confirmTestId="moderation-confirm"
      confirmColor={needsNote ? "error" : action === "approve" ? "success" : "primary"}
      noteRequired={needsNote}
      field={{
        minRows: 3,
        sx: { mt: 2 },
        required: needsNote,
        label: t("queue.confirm.note_label"),
        helperText: t(needsNote ? "queue.confirm.note_help_author" : "queue.confirm.note_help", { n: 500 }),
        dir: "auto",
        testId: "moderation-note",
      }}
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      {group && (
        <Typography variant="body2" dir="auto" sx={{ fontWeight: 600, mb: 1, overflowWrap: "anywhere" }}>
          {group.content.title || group.content.excerpt.slice(0, 80)}
        </Typography>
      )}
      <Typography variant="body2" color="textSecondary">
        {t(`queue.confirm.${action}.body`)}
      </Typography>
      {action === "ban_user" && group && (
        <Alert severity="error" sx={{ mt: 1.5 }} data-testid="moderation-ban-warning">
          {t("queue.confirm.ban_warning", { name: group.content.author_name ?? "—" })}
        </Alert>
      )}
    </NoteDialog>
  );
}
