import { useTranslation } from "react-i18next";
import { ErrorState } from "../../../components/ui/ErrorState";

/** A failed read with a retry button. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation("store");
  return (
    <ErrorState
      testId="store-load-error"
      error={error}
      onRetry={onRetry}
      retryLabel={t("retry")}
      message={(detail) => t("load_failed", { detail })}
    />
  );
}
