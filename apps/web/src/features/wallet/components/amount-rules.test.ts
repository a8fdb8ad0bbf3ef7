import { describe, expect, it } from "vitest";
import { parseYuan, yuanAmountText } from "./amount-rules";

const issue = (text: string) => yuanAmountText().safeParse(text).error?.issues[0]?.message;

describe("yuan amount text", () => {
  it("accepts up to 2 decimals and the decimal comma", () => {
    expect(issue("10")).toBeUndefined();
    expect(issue("0.01")).toBeUndefined();
    expect(issue("12,5")).toBeUndefined();
    expect(parseYuan("12,5")).toBe(12.5);
  });

  it("names what is wrong", () => {
    expect(issue("")).toBe("amount_required");
    expect(issue("1.234")).toBe("amount_format");
    expect(issue("-1")).toBe("amount_format");
    expect(issue("0")).toBe("amount_min");
    expect(issue("2000000")).toBe("amount_max");
  });
});
