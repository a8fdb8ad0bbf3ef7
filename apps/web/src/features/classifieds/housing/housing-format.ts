const intlLocale = (lang: string) => lang.replace("_", "-");

/** Isolates a number left-to-right so "¥", digits and units keep their order inside Arabic text. */
export const ltr = (text: string) => `\u2066${text}\u2069`;

/**
 * A total price given in 万 yuan, as yuan in the reader's compact notation: "¥325.5万" in Chinese and
 * Japanese, "¥3.26M" in English, "¥3,26 Mio." in German.
 */
export function formatTotalPrice(priceWan: number, lang: string): string {
  const yuan = Math.round(priceWan * 10_000);
  return `¥${new Intl.NumberFormat(intlLocale(lang), { notation: "compact", maximumFractionDigits: 2 }).format(yuan)}`;
}

/** Whole yuan with grouping: "¥36,560". */
export function formatWholeYuan(yuan: number, lang: string): string {
  return `¥${new Intl.NumberFormat(intlLocale(lang), { maximumFractionDigits: 0 }).format(yuan)}`;
}

/** Yuan per m² as the spec defines it: price × 10000 / area, rounded to whole yuan. */
export function unitPrice(priceWan: number, area: number): number {
  return area > 0 ? Math.round((priceWan * 10_000) / area) : 0;
}

/** A plain number with up to 2 decimals in the reader's notation (areas). */
export function formatNumber(n: number, lang: string): string {
  return new Intl.NumberFormat(intlLocale(lang), { maximumFractionDigits: 2 }).format(n);
}

/** Distances: one decimal below 10 km, whole km above (lib/distance.ts). */
export function formatKm(km: number, lang: string): string {
  return new Intl.NumberFormat(intlLocale(lang), { maximumFractionDigits: km < 10 ? 1 : 0 }).format(km);
}

/** "City · District", leaving out empty parts. */
export const place = (city: string, district: string) => [city, district].filter(Boolean).join(" · ");
