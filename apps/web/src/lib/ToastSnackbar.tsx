import { Alert, Snackbar, useMediaQuery, useTheme } from "@mui/material";
import type { Toast } from "./toast";

/** The toast itself: its own chunk, loaded with the first toast (not part of every screen's initial JS). */
export default function ToastSnackbar({ toast, onClose }: { toast: Toast | null; onClose: () => void }) {
  // On phones the bottom of the screen holds full-width submit buttons: show toasts at the top there.
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down("sm"));
  return (
    <Snackbar
      key={toast?.id}
      open={toast !== null}
      autoHideDuration={4000}
      onClose={(_e, reason) => reason !== "clickaway" && onClose()}
      anchorOrigin={{ vertical: phone ? "top" : "bottom", horizontal: "center" }}
    >
      {toast ? (
        <Alert severity={toast.severity} variant="filled" onClose={onClose} role="alert">
          {toast.message}
        </Alert>
      ) : undefined}
    </Snackbar>
  );
}
