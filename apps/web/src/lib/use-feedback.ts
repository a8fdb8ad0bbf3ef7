import { useTranslation } from "react-i18next";
import { useToast } from "./toast";
import { useErrorMessage } from "./use-error-message";

/**
 * What a form or an action needs to answer the user: `t` of its namespace, `toast`, an error's
 * message in the user's language (`errorMessage`), and `toastError(error, key?)`: a red toast with
 * that message, or with `key` translated and the message as its `{detail}`.
 */
export function useFeedback(ns?: string) {
  const { t, i18n } = useTranslation(ns);
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const toastError = (error: unknown, key?: string) =>
    toast(key ? t(key, { detail: errorMessage(error) }) : errorMessage(error), "error");
  return { t, i18n, toast, errorMessage, toastError };
}
