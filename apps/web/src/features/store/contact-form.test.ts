import { ContactInput } from "@ask/contracts";
import { describe, expect, it } from "vitest";
import { contactFormSchema } from "./contact-form";

const valid = { name: "王小明", phone: "+86 138-0000-0000", address: "北京市海淀区 1 号", is_default: true };
const messages = (value: unknown) => {
  const result = contactFormSchema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe("contact form", () => {
  it("accepts what the API accepts", () => {
    expect(contactFormSchema.parse(valid)).toEqual(valid);
    expect(ContactInput.parse(contactFormSchema.parse(valid))).toEqual(valid);
  });

  it("refuses letters in the phone with only_numbers_allowed", () => {
    expect(messages({ ...valid, phone: "138abc" })).toEqual(["only_numbers_allowed"]);
    expect(ContactInput.safeParse({ ...valid, phone: "138abc" }).success).toBe(false);
  });

  it("names every missing field", () => {
    expect(messages({ name: " ", phone: "", address: "", is_default: false })).toEqual([
      "name_required",
      "phone_required",
      "only_numbers_allowed",
      "phone_short",
      "address_required",
    ]);
    expect(messages({ ...valid, phone: "12" })).toEqual(["phone_short"]);
  });

  it("never accepts what the API would refuse", () => {
    for (const value of [
      { ...valid, name: "x".repeat(41) },
      { ...valid, phone: "1".repeat(21) },
      { ...valid, address: "a".repeat(201) },
      { ...valid, phone: "12" },
    ]) {
      expect(contactFormSchema.safeParse(value).success).toBe(false);
      expect(ContactInput.safeParse(value).success).toBe(false);
    }
  });
});
