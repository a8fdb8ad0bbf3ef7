/** Whole yuan with the app's "¥" sign in every language (salaries are whole yuan). */
export function formatWholeYuan(yuan: number, lang: string): string {
  return `¥${new Intl.NumberFormat(lang.replace("_", "-"), { maximumFractionDigits: 0 }).format(yuan)}`;
}

/** "¥8,000 – ¥12,000", one amount when both ends match, null when no salary is given (0 – 0). */
export function formatSalaryRange(min: number, max: number, lang: string): string | null {
  if (max <= 0) return null;
  if (min === max) return formatWholeYuan(max, lang);
  return `${formatWholeYuan(min, lang)} – ${formatWholeYuan(max, lang)}`;
}

/** Distance as shown next to a listing: one decimal below 10 km, whole km above. */
export function formatKm(km: number, lang: string): string {
  return new Intl.NumberFormat(lang.replace("_", "-"), { maximumFractionDigits: km < 10 ? 1 : 0 }).format(km);
}

export { mapSearchUrl } from "../../shared/listing-format";
