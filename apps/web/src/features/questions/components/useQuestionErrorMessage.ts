import { useTranslation } from "react-i18next";
import { ApiError } from "../../../lib/api-client";
import { useErrorMessage } from "../../../lib/use-error-message";

/**
 * Error codes of questions and comments (cannot_rate_own, question_not_found, …) are translated in
 * the "question" namespace; every other code goes through the shared error messages.
 */
export function useQuestionErrorMessage(): (error: unknown) => string {
  const { t, i18n } = useTranslation("question");
  const common = useErrorMessage();
  return (error: unknown) =>
    error instanceof ApiError && i18n.exists(`errors.${error.code}`, { ns: "question" })
      ? t(`errors.${error.code}`)
      : common(error);
}
