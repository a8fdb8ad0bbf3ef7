import { Alert, Snackbar, useMediaQuery, useTheme } from "@mui/material";
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from "react";

type Severity = "success" | "error" | "info" | "warning";
interface Toast {
  id: number;
  message: string;
  severity: Severity;
}

const ToastContext = createContext<(message: string, severity?: Severity) => void>(() => {});

/** Short messages at the bottom of the screen (spec section 8 calls them toasts). */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<Toast | null>(null);
  // On phones the bottom of the screen holds full-width submit buttons: show toasts at the top there.
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down("sm"));
  const show = useCallback((message: string, severity: Severity = "info") => {
    setToast({ id: Date.now(), message, severity });
  }, []);
  const value = useMemo(() => show, [show]);
  return (
    <ToastContext.Provider value={value}>
      {children}
      <Snackbar
        key={toast?.id}
        open={toast !== null}
        autoHideDuration={4000}
        onClose={(_e, reason) => reason !== "clickaway" && setToast(null)}
        anchorOrigin={{ vertical: phone ? "top" : "bottom", horizontal: "center" }}
      >
        {toast ? (
          <Alert severity={toast.severity} variant="filled" onClose={() => setToast(null)} role="alert">
            {toast.message}
          </Alert>
        ) : undefined}
      </Snackbar>
    </ToastContext.Provider>
  );
}

export const useToast = () => useContext(ToastContext);
