import { Alert, Button } from "@mui/material";
import { useTranslation } from "react-i18next";
import { useErrorMessage } from "../../../lib/use-error-message";

/** A failed read with a retry button. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation("store");
  const errorMessage = useErrorMessage();
  return (
    <Alert
      severity="error"
      data-testid="store-load-error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t("retry")}
        </Button>
      }
    >
      {t("load_failed", { detail: errorMessage(error) })}
    </Alert>
  );
}
