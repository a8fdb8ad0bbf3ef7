import { describe, expect, it } from "vitest";
import { CustomerContactForm } from "./customers.js";

const blank = { name: "", country: "", phone: "", address: "", email: "" };
const issues = (value: object) =>
  (CustomerContactForm.safeParse({ ...blank, ...value }).error?.issues ?? []).map((i) => [
    i.path.join("."),
    i.message,
  ]);

describe("CustomerContactForm", () => {
  it("takes an all-blank form (nothing given) and trims what is typed", () => {
    expect(issues({})).toEqual([]);
    expect(CustomerContactForm.parse({ ...blank, name: "  Li  " }).name).toBe("Li");
  });

  it("names each wrong field with the message key the form shows", () => {
    expect(issues({ phone: "12a4", country: "CN" })).toEqual([["phone", "only_numbers_allowed"]]);
    expect(issues({ phone: "123", country: "CN" })).toEqual([["phone", "phone_length"]]);
    expect(issues({ email: "not-an-email" })).toEqual([["email", "invalid_email"]]);
    expect(issues({ name: "x".repeat(61) })).toEqual([["name", "too_long"]]);
    expect(issues({ address: "x".repeat(201) })).toEqual([["address", "too_long"]]);
  });

  it("a phone needs its country", () => {
    expect(issues({ phone: "13800138000" })).toEqual([["country", "country_required"]]);
    expect(issues({ phone: "13800138000", country: "CN" })).toEqual([]);
  });
});
