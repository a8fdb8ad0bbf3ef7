const intlLocale = (lang: string) => lang.replace("_", "-");

/**
 * Intl formatters are costly to build (tens of microseconds each, more on a phone) and a list page
 * formats dozens of dates and amounts: one formatter per language and style, built once.
 */
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let formatter = formatters.get(key) as T | undefined;
  if (!formatter) {
    formatter = make();
    formatters.set(key, formatter);
  }
  return formatter;
}
const yuanFormat = (lang: string) =>
  cached(
    `yuan ${lang}`,
    () => new Intl.NumberFormat(intlLocale(lang), { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  );
const countFormat = (lang: string) => cached(`count ${lang}`, () => new Intl.NumberFormat(intlLocale(lang)));
const dateFormat = (lang: string) =>
  cached(`date ${lang}`, () => new Intl.DateTimeFormat(intlLocale(lang), { dateStyle: "medium" }));
const dateTimeFormat = (lang: string) =>
  cached(
    `datetime ${lang}`,
    () => new Intl.DateTimeFormat(intlLocale(lang), { dateStyle: "medium", timeStyle: "short" }),
  );

/**
 * Yuan amounts as the API returns them (numbers with ≤ 2 decimals), shown as "¥12.50" in every
 * language: ICU would write "CN¥" (ar, zh_tw) or "元"/"￥" elsewhere, and the product speaks yuan.
 */
export function formatYuan(yuan: number, lang: string): string {
  return `¥${yuanFormat(lang).format(yuan)}`;
}

/** A signed amount for logs: "+¥12.50" / "-¥3.00". */
export function formatSignedYuan(yuan: number, lang: string): string {
  const abs = formatYuan(Math.abs(yuan), lang);
  return yuan < 0 ? `-${abs}` : `+${abs}`;
}

export function formatDate(iso: string, lang: string): string {
  return dateFormat(lang).format(new Date(iso));
}

export function formatDateTime(iso: string, lang: string): string {
  return dateTimeFormat(lang).format(new Date(iso));
}

/** A list total as the API counts it: exact up to a cap, then "10,000+" (`total_capped`). */
export function formatTotal(list: { total: number; total_capped: boolean }, lang: string): string {
  const n = countFormat(lang).format(list.total);
  return list.total_capped ? `${n}+` : n;
}
