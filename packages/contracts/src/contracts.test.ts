import { describe, expect, it } from "vitest";
import { RegisterRequest } from "./auth.js";
import {
  BONUS_RULES,
  DEFAULT_BONUS_RULE,
  DEFAULT_LOCALE,
  FALLBACK_LOCALE,
  LOCALES,
  PRIVATE_BONUS_RULES,
} from "./constants.js";
import { UpdateCustomerRequest } from "./customers.js";

describe("constants", () => {
  it("keeps defaults inside their sets", () => {
    expect(LOCALES).toContain(DEFAULT_LOCALE);
    expect(LOCALES).toContain(FALLBACK_LOCALE);
    expect(BONUS_RULES).toContain(DEFAULT_BONUS_RULE);
    for (const rule of PRIVATE_BONUS_RULES) expect(BONUS_RULES).toContain(rule);
  });
});

describe("RegisterRequest", () => {
  it("accepts Chinese usernames and trims them", () => {
    expect(RegisterRequest.parse({ username: " 张三丰 ", password: "12345678" }).username).toBe("张三丰");
  });

  it.each([
    [{ username: "ab", password: "12345678" }],
    [{ username: "a b c", password: "12345678" }],
    [{ username: "abc", password: "1234567" }],
    [{ username: "abc<script>", password: "12345678" }],
  ])("refuses %j", (input) => {
    expect(RegisterRequest.safeParse(input).success).toBe(false);
  });
});

describe("UpdateCustomerRequest", () => {
  it("drops fields it does not know, so nobody can slip in a role", () => {
    expect(UpdateCustomerRequest.parse({ lang: "ar", role: "admin" })).toEqual({ lang: "ar" });
    expect(UpdateCustomerRequest.safeParse({ is_email_verified: true }).success).toBe(false);
  });
});
