import CloseIcon from "@mui/icons-material/Close";
import RestoreIcon from "@mui/icons-material/Restore";
import { Alert, Button, IconButton } from "@mui/material";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../lib/format";
import type { PublishDraftControl } from "../use-publish-draft";

/** "Your draft from … has been restored", with a way to throw it away and start from an empty form. */
export function DraftNote({ draft, onDiscard }: { draft: PublishDraftControl; onDiscard(): void }) {
  const { t, i18n } = useTranslation("publish");
  if (!draft.noteVisible || !draft.restored) return null;
  return (
    <Alert
      severity="info"
      icon={<RestoreIcon fontSize="inherit" />}
      action={
        <>
          <Button color="inherit" size="small" onClick={onDiscard} data-testid="draft-discard">
            {t("draft.discard")}
          </Button>
          <IconButton
            color="inherit"
            size="small"
            onClick={draft.hideNote}
            aria-label={t("draft.dismiss")}
            data-testid="draft-dismiss"
          >
            <CloseIcon fontSize="small" />
          </IconButton>
        </>
      }
      // On a phone the buttons wrap below the text instead of squeezing it.
      sx={{
        alignItems: "center",
        flexWrap: "wrap",
        "& .MuiAlert-message": { flex: "1 1 220px", minWidth: 0 },
        "& .MuiAlert-action": { pt: 0, alignItems: "center", whiteSpace: "nowrap" },
      }}
      data-testid="draft-restored"
    >
      {t("draft.restored", { time: formatDateTime(draft.restored.savedAt.toISOString(), i18n.language) })}
    </Alert>
  );
}
