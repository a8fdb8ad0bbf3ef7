import { formatFen } from "@ask/contracts";

const intlLocale = (lang: string) => lang.replace("_", "-");

/**
 * Yuan amounts as the API returns them (numbers with ≤ 2 decimals), shown as "¥12.50" in every
 * language: ICU would write "CN¥" (ar, zh_tw) or "元"/"￥" elsewhere, and the product speaks yuan.
 */
export function formatYuan(yuan: number, lang: string): string {
  const number = new Intl.NumberFormat(intlLocale(lang), {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return `¥${number.format(yuan)}`;
}

/** A signed amount for logs: "+¥12.50" / "-¥3.00". */
export function formatSignedYuan(yuan: number, lang: string): string {
  const abs = formatYuan(Math.abs(yuan), lang);
  return yuan < 0 ? `-${abs}` : `+${abs}`;
}

export { formatFen };

export function formatDate(iso: string, lang: string): string {
  return new Intl.DateTimeFormat(intlLocale(lang), { dateStyle: "medium" }).format(new Date(iso));
}

export function formatDateTime(iso: string, lang: string): string {
  return new Intl.DateTimeFormat(intlLocale(lang), { dateStyle: "medium", timeStyle: "short" }).format(
    new Date(iso),
  );
}

/** A list total as the API counts it: exact up to a cap, then "10,000+" (`total_capped`). */
export function formatTotal(list: { total: number; total_capped: boolean }, lang: string): string {
  const n = new Intl.NumberFormat(intlLocale(lang)).format(list.total);
  return list.total_capped ? `${n}+` : n;
}
