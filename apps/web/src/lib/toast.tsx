import { createContext, lazy, type ReactNode, Suspense, useCallback, useContext, useState } from "react";
import { MuiScope } from "../app/MuiScope";

type Severity = "success" | "error" | "info" | "warning";
export interface Toast {
  id: number;
  message: string;
  severity: Severity;
}

const ToastContext = createContext<(message: string, severity?: Severity) => void>(() => {});
const ToastSnackbar = lazy(() => import("./ToastSnackbar"));

/** Short messages at the bottom of the screen (spec section 8 calls them toasts). */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<Toast | null>(null);
  // The snackbar code loads with the first toast and then stays mounted (so it can animate out).
  const [used, setUsed] = useState(false);
  const show = useCallback((message: string, severity: Severity = "info") => {
    setUsed(true);
    setToast({ id: Date.now(), message, severity });
  }, []);
  const close = useCallback(() => setToast(null), []);
  return (
    <ToastContext.Provider value={show}>
      {children}
      {used && (
        <Suspense fallback={null}>
          <MuiScope>
            <ToastSnackbar toast={toast} onClose={close} />
          </MuiScope>
        </Suspense>
      )}
    </ToastContext.Provider>
  );
}

export const useToast = () => useContext(ToastContext);
