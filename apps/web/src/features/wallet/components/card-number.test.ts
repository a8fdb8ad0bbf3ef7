import { describe, expect, it } from "vitest";
import { cardDigits, cardYears, formatExpiry, groupCardNumber, luhnValid } from "./card-number";

describe("card number helpers", () => {
  it("keeps digits only, at most 16", () => {
    expect(cardDigits("4111-1111 1111 1111 99x")).toBe("4111111111111111");
  });

  it("groups by four", () => {
    expect(groupCardNumber("41111111")).toBe("4111 1111");
    expect(groupCardNumber("411111111")).toBe("4111 1111 1");
  });

  it("checks Luhn", () => {
    expect(luhnValid("4111111111111111")).toBe(true);
    expect(luhnValid("5555555555554444")).toBe(true);
    expect(luhnValid("4111111111111112")).toBe(false);
    expect(luhnValid("")).toBe(false);
  });

  it("offers this year and later, and prints MM/YY", () => {
    expect(cardYears(new Date(2030, 5, 1), 3)).toEqual(["2030", "2031", "2032"]);
    expect(formatExpiry(3, 2031)).toBe("03/31");
  });
});
