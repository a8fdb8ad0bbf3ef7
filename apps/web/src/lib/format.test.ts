import { fenToYuan, formatFen, MAX_YUAN } from "@ask/contracts";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatSignedYuan, formatYuan } from "./format";

describe("yuan formatting", () => {
  it("shows ¥ with two decimals in every language", () => {
    for (const lang of ["zh", "zh_tw", "en", "ja", "ar", "pt"])
      expect(formatYuan(5, lang)).toMatch(/^¥5[.,]00$/);
    expect(formatYuan(1234.5, "en")).toBe("¥1,234.50");
    expect(formatYuan(1234.5, "de")).toBe("¥1.234,50");
  });

  it("signs log amounts", () => {
    expect(formatSignedYuan(100, "zh")).toBe("+¥100.00");
    expect(formatSignedYuan(-0.5, "zh")).toBe("-¥0.50");
  });
});

const LANGS = ["zh", "zh_tw", "en", "de", "fr", "es", "ja", "ar", "pt"] as const;
const MAX_FEN = MAX_YUAN * 100;

/** Reads an amount formatYuan wrote back into "123.45", with the language's own separators. */
function readYuan(text: string, lang: string): string {
  const parts = new Intl.NumberFormat(lang.replace("_", "-")).formatToParts(1_234_567.5); // es groups only from 5 digits
  const group = parts.find((p) => p.type === "group")?.value ?? "";
  const decimal = parts.find((p) => p.type === "decimal")?.value ?? ".";
  expect(text.startsWith("¥"), text).toBe(true);
  return text.slice(1).split(group).join("").replace(decimal, ".");
}

describe("yuan formatting (properties)", () => {
  const amount = fc.integer({ min: 0, max: MAX_FEN });
  const lang = fc.constantFrom(...LANGS);

  it("shows every amount of fen exactly, with 2 decimals, in every language", () => {
    fc.assert(
      fc.property(amount, lang, (fen, l) => {
        expect(readYuan(formatYuan(fenToYuan(fen), l), l)).toBe(formatFen(fen));
      }),
    );
  });

  it("signs log amounts: the sign of the amount, then the amount itself", () => {
    fc.assert(
      fc.property(fc.integer({ min: -MAX_FEN, max: MAX_FEN }), lang, (fen, l) => {
        const yuan = fenToYuan(fen);
        const text = formatSignedYuan(yuan, l);
        expect(text).toBe(`${fen < 0 ? "-" : "+"}${formatYuan(Math.abs(yuan), l)}`);
      }),
    );
  });

  it("shows a total added in fen exactly (what the ledger sums)", () => {
    fc.assert(
      fc.property(fc.array(amount, { maxLength: 20 }), (fens) => {
        const total = fens.reduce((sum, f) => sum + f, 0);
        expect(readYuan(formatYuan(fenToYuan(total), "en"), "en")).toBe(formatFen(total));
      }),
    );
  });
});
