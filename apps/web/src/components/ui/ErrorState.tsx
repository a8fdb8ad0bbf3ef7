import { Alert, Button } from "@mui/material";
import { useErrorMessage } from "../../lib/use-error-message";

export interface ErrorStateProps {
  error: unknown;
  onRetry(): void;
  /** The retry button's label, in the caller's namespace. */
  retryLabel: string;
  /** The sentence around the translated error, e.g. (detail) => t("load_failed", { detail }); default the error alone. */
  message?: (detail: string) => string;
  /** Turns the error into words (a feature's own error wording); default useErrorMessage(). */
  describe?: (error: unknown) => string;
  testId?: string;
}

/** A failed read: the error in the reader's language and a button that tries again. */
export function ErrorState({ error, onRetry, retryLabel, message, describe, testId }: ErrorStateProps) {
  const errorMessage = useErrorMessage();
  const detail = (describe ?? errorMessage)(error);
  return (
    <Alert
      severity="error"
      data-testid={testId}
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {retryLabel}
        </Button>
      }
    >
      {message ? message(detail) : detail}
    </Alert>
  );
}
