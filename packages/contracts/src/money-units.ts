/**
 * Money units without zod (the web's formatting imports only this, so a screen that shows an amount
 * does not pull the schema library; see docs/ARCHITECTURE.md, Web performance).
 */

/** The largest amount accepted anywhere in the API: 1,000,000 yuan. */
export const MAX_YUAN = 1_000_000;

/** Yuan as the API speaks it (a number with at most 2 decimals) → integer fen for storage. */
export function yuanToFen(yuan: number): number {
  return Math.round(yuan * 100);
}

/** Integer fen → yuan number for the API (exact: fen/100 has at most 2 decimals). */
export function fenToYuan(fen: number): number {
  return fen / 100;
}

/** Formats fen as yuan with 2 decimals, e.g. 12345 → "123.45". */
export function formatFen(fen: number): string {
  const sign = fen < 0 ? "-" : "";
  const abs = Math.abs(fen);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}
