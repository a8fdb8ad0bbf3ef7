import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  TextField,
  Typography,
} from "@mui/material";
import { useTranslation } from "react-i18next";

/** Shown when the clipboard cannot be written (insecure page, denied permission): copy by hand. */
export default function ShareDialogView({ url, onClose }: { url: string | null; onClose(): void }) {
  const { t } = useTranslation("question");
  return (
    <Dialog open={url !== null} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{t("share.title")}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="textSecondary" sx={{ mb: 1.5 }}>
          {t("share.copy_manually")}
        </Typography>
        <TextField
          value={url ?? ""}
          fullWidth
          autoFocus
          onFocus={(e) => e.target.select()}
          slotProps={{ htmlInput: { readOnly: true, dir: "ltr", "data-testid": "share-url" } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t("share.close")}</Button>
      </DialogActions>
    </Dialog>
  );
}
