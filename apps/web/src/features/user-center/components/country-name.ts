import { useMemo } from "react";
import { useTranslation } from "react-i18next";

export const intlLocale = (lang: string) => lang.replace("_", "-");

/** Country names come in English; they are shown in the reader's language (docs: Country names). */
export function useCountryName(): (code: string, fallback?: string) => string {
  const { i18n } = useTranslation();
  return useMemo(() => {
    let names: Intl.DisplayNames | undefined;
    try {
      names = new Intl.DisplayNames([intlLocale(i18n.language), "en"], { type: "region" });
    } catch {
      names = undefined;
    }
    return (code: string, fallback?: string) => {
      try {
        return names?.of(code) ?? fallback ?? code;
      } catch {
        return fallback ?? code;
      }
    };
  }, [i18n.language]);
}
