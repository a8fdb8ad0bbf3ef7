/**
 * The publisher's time zone (issue 15 item 10): a date-only deadline ends at 23:59:59 of that day
 * there. The web sends the browser's IANA zone; clients that send none get the product's home zone.
 */
export const DEFAULT_TIME_ZONE = "Asia/Shanghai";

/** Whether Intl knows this IANA time zone name (e.g. "Europe/Berlin", "UTC"). */
export function isTimeZone(name: string): boolean {
  if (!name || name.length > 64) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}
