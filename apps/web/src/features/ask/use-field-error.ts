import { MAX_YUAN, QUESTION_LIMITS } from "@ask/contracts";
import type { FieldError } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { formatYuan } from "../../lib/format";

/** The ask form's message for a field: errors carry keys under publish:validation; "required" is worded per field. */
export function useFieldError() {
  const { t, i18n } = useTranslation("publish");
  return (field: string, error: FieldError | undefined): string | undefined => {
    if (!error?.message) return undefined;
    if (error.message === "required") return t(`required.${field}`);
    return t(`validation.${error.message}`, {
      days: QUESTION_LIMITS.maxDeadlineDays,
      max: formatYuan(MAX_YUAN, i18n.language),
    });
  };
}
