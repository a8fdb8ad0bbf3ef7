import { DEFAULT_LOCALE, FALLBACK_LOCALE, type Locale } from "@ask/contracts";

/**
 * Picks the name in the wanted language, falling back to English, then to any name there is. A blank
 * translation counts as missing.
 */
export function localize(names: Record<string, string>, lang: Locale | undefined): string {
  const present = (name: string | undefined) => (name?.trim() ? name : undefined);
  return (
    present(names[lang ?? DEFAULT_LOCALE]) ??
    present(names[FALLBACK_LOCALE]) ??
    Object.values(names).find((name) => present(name)) ??
    ""
  );
}
