import { fenToYuan, formatFen, MAX_YUAN, YuanAmount, yuanToFen } from "@ask/contracts";
import fc from "fast-check";
import { describe, expect, it } from "vitest";

/**
 * Property tests for the money units every amount passes through (packages/contracts money-units.ts
 * and the YuanAmount schema in money.ts): the API speaks yuan with at most 2 decimals, storage and the
 * ledger speak integer fen. Amounts are built the way JSON.parse builds them from "123.45", so binary
 * floating point (0.29 * 100 = 28.999999999999996) is part of every case.
 */

const MAX_FEN = MAX_YUAN * 100;
const fen = fc.integer({ min: 0, max: MAX_FEN });
const signedFen = fc.integer({ min: -MAX_FEN, max: MAX_FEN });
/** A yuan amount as a client writes it: whole yuan and two decimal digits, parsed from text. */
const writtenYuan = fc
  .record({ whole: fc.integer({ min: 0, max: MAX_YUAN - 1 }), cents: fc.integer({ min: 0, max: 99 }) })
  .map(({ whole, cents }) => ({
    fen: whole * 100 + cents,
    yuan: JSON.parse(`${whole}.${String(cents).padStart(2, "0")}`) as number,
  }));

/** The decimal text of an integer fen amount, computed without floating point. */
const exactText = (f: number) => {
  const abs = Math.abs(f);
  return `${f < 0 ? "-" : ""}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
};

describe("yuanToFen / fenToYuan", () => {
  it("a written yuan amount becomes exactly its fen (no float drift)", () => {
    fc.assert(
      fc.property(writtenYuan, ({ yuan, fen: expected }) => {
        const result = yuanToFen(yuan);
        expect(Number.isInteger(result)).toBe(true);
        expect(result).toBe(expected);
      }),
    );
  });

  it("fen → yuan → fen is the identity over the whole accepted range", () => {
    fc.assert(fc.property(signedFen, (f) => yuanToFen(fenToYuan(f)) === f));
  });

  it("yuan → fen → yuan is the identity for every written amount", () => {
    fc.assert(fc.property(writtenYuan, ({ yuan }) => fenToYuan(yuanToFen(yuan)) === yuan));
  });

  it("fenToYuan gives the same number a client gets by parsing the decimal text", () => {
    fc.assert(fc.property(signedFen, (f) => fenToYuan(f) === Number(exactText(f))));
  });

  it("adding in fen is exact where adding in yuan drifts", () => {
    fc.assert(
      fc.property(fc.array(writtenYuan, { maxLength: 50 }), (amounts) => {
        const total = amounts.reduce((sum, a) => sum + yuanToFen(a.yuan), 0);
        expect(total).toBe(amounts.reduce((sum, a) => sum + a.fen, 0));
        expect(Number.isInteger(total)).toBe(true);
      }),
    );
    // The reason the ledger keeps fen: the same sum in yuan is not exact.
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(yuanToFen(0.1) + yuanToFen(0.2)).toBe(yuanToFen(0.3));
  });

  it("keeps the bounds: 0 and MAX_YUAN map to 0 and MAX_YUAN × 100 fen", () => {
    expect(yuanToFen(0)).toBe(0);
    expect(yuanToFen(MAX_YUAN)).toBe(MAX_FEN);
    expect(fenToYuan(MAX_FEN)).toBe(MAX_YUAN);
    expect(yuanToFen(0.01)).toBe(1);
    expect(yuanToFen(MAX_YUAN - 0.01)).toBe(MAX_FEN - 1);
  });
});

describe("formatFen", () => {
  it("writes every fen amount as its exact decimal text with 2 decimals", () => {
    fc.assert(
      fc.property(signedFen, (f) => {
        const text = formatFen(f);
        expect(text).toMatch(/^-?\d+\.\d{2}$/);
        expect(text).toBe(exactText(f));
      }),
    );
  });

  it("reads back to the same fen (format → parse → yuanToFen)", () => {
    fc.assert(fc.property(signedFen, (f) => yuanToFen(Number(formatFen(f))) === f));
  });

  it("agrees with toFixed(2) of fenToYuan and orders like the amounts", () => {
    fc.assert(fc.property(fen, (f) => formatFen(f) === fenToYuan(f).toFixed(2)));
    fc.assert(
      fc.property(fen, fen, (a, b) => {
        const [x, y] = [Number(formatFen(a)), Number(formatFen(b))];
        return Math.sign(x - y) === Math.sign(a - b);
      }),
    );
  });

  it("writes the edges", () => {
    expect(formatFen(0)).toBe("0.00");
    expect(formatFen(1)).toBe("0.01");
    expect(formatFen(-1)).toBe("-0.01");
    expect(formatFen(100)).toBe("1.00");
    expect(formatFen(MAX_FEN)).toBe("1000000.00");
  });
});

describe("YuanAmount (the API's yuan schema)", () => {
  it("accepts every amount with at most 2 decimals from 0 to MAX_YUAN", () => {
    fc.assert(fc.property(writtenYuan, ({ yuan }) => YuanAmount.safeParse(yuan).success));
    expect(YuanAmount.safeParse(0).success).toBe(true);
    expect(YuanAmount.safeParse(MAX_YUAN).success).toBe(true);
  });

  it("refuses a third decimal", () => {
    const threeDecimals = fc
      .record({
        whole: fc.integer({ min: 0, max: MAX_YUAN - 1 }),
        mills: fc.integer({ min: 0, max: 999 }).filter((m) => m % 10 !== 0),
      })
      .map(({ whole, mills }) => JSON.parse(`${whole}.${String(mills).padStart(3, "0")}`) as number);
    fc.assert(fc.property(threeDecimals, (yuan) => !YuanAmount.safeParse(yuan).success));
  });

  it("refuses amounts outside [0, MAX_YUAN]", () => {
    const outside = fc.oneof(
      fc.integer({ min: 1, max: MAX_FEN }).map((f) => -fenToYuan(f)),
      fc.integer({ min: MAX_FEN + 1, max: 100 * MAX_FEN }).map(fenToYuan),
    );
    fc.assert(fc.property(outside, (yuan) => !YuanAmount.safeParse(yuan).success));
    expect(YuanAmount.safeParse(-0.01).success).toBe(false);
    expect(YuanAmount.safeParse(MAX_YUAN + 0.01).success).toBe(false);
    expect(YuanAmount.safeParse(Number.NaN).success).toBe(false);
    expect(YuanAmount.safeParse(Number.POSITIVE_INFINITY).success).toBe(false);
  });
});
