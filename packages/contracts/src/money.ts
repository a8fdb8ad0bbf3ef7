import { z } from "zod";

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

const hasAtMostTwoDecimals = (n: number) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6;

/** A non-negative yuan amount with at most 2 decimals. */
export const YuanAmount = z.number().min(0).max(MAX_YUAN).refine(hasAtMostTwoDecimals, "at most 2 decimals");

/** Formats fen as yuan with 2 decimals, e.g. 12345 → "123.45". */
export function formatFen(fen: number): string {
  const sign = fen < 0 ? "-" : "";
  const abs = Math.abs(fen);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}
