import type { Locale } from "@ask/contracts";
import { useTranslation } from "react-i18next";

/** The interface language as a `Locale` (i18n only ever switches to one of LOCALES). */
export function useLocale(): Locale {
  return useTranslation().i18n.language as Locale;
}
