import { DEFAULT_LOCALE, FALLBACK_LOCALE, type Locale } from "@ask/contracts";

/** Picks the name in the wanted language, falling back to English, then to any name there is. */
export function localize(names: Record<string, string>, lang: Locale | undefined): string {
  return names[lang ?? DEFAULT_LOCALE] ?? names[FALLBACK_LOCALE] ?? Object.values(names)[0] ?? "";
}
