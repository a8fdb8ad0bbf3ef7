import { useTranslation } from "react-i18next";
import { ApiError } from "./api-client";

/** Turns any error into a message in the user's language: known codes are translated, else the server detail. */
export function useErrorMessage(): (error: unknown) => string {
  const { t } = useTranslation("errors");
  return (error: unknown) => {
    if (error instanceof ApiError) {
      return t(error.code, { defaultValue: error.detail || t("unknown_error") });
    }
    return t("unknown_error");
  };
}
