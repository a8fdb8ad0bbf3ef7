import { LIMITS } from "@ask/contracts";

/** Keeps the digits only, at most 16 (spec 9). */
export const cardDigits = (input: string) => input.replace(/\D/g, "").slice(0, LIMITS.cardNumberDigits);

/** "4111111111111111" → "4111 1111 1111 1111" for display while typing. */
export const groupCardNumber = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, "$1 ");

/** The Luhn checksum every real card number passes; the server checks it again. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Months "01"…"12" and years from this year on, as the add-card form offers them. */
export const CARD_MONTHS = Array.from({ length: 12 }, (_, i) => String(i + 1).padStart(2, "0"));
export const cardYears = (now = new Date(), span = 15) =>
  Array.from({ length: span }, (_, i) => String(now.getFullYear() + i));

/** Expiry as printed on a card: MM/YY. */
export const formatExpiry = (month: number, year: number) =>
  `${String(month).padStart(2, "0")}/${String(year % 100).padStart(2, "0")}`;
