import type { Locale } from "@ask/contracts";

/** Each language named in itself, so anyone can find their own. */
export const LANGUAGE_NAMES: Record<Locale, string> = {
  zh: "简体中文",
  zh_tw: "繁體中文",
  en: "English",
  de: "Deutsch",
  fr: "Français",
  es: "Español",
  ja: "日本語",
  ar: "العربية",
  pt: "Português",
};

/** On a phone the top bar shows a short code, so it keeps room for the title. */
export const SHORT_NAMES: Record<Locale, string> = {
  zh: "简",
  zh_tw: "繁",
  en: "EN",
  de: "DE",
  fr: "FR",
  es: "ES",
  ja: "日",
  ar: "ع",
  pt: "PT",
};
