import { describe, expect, it } from "vitest";
import { EMPTY_HOUSING_FORM, HousingFormSchema, type HousingFormValues } from "./housing-form";

const filled: HousingFormValues = {
  ...EMPTY_HOUSING_FORM,
  title: " 阳光三居 ",
  top_category_id: "1",
  category_id: "11",
  price: "325,5",
  area: "89",
  room: "3",
  city: "上海",
  contact: "王经理",
  phone: "+86 138-0000-0000",
};

describe("housing editor form", () => {
  it("turns the typed fields into a HousingInput", () => {
    const result = HousingFormSchema.safeParse(filled);
    expect(result.success).toBe(true);
    expect(result.data).toMatchObject({
      title: "阳光三居",
      category_id: 11,
      price: 325.5,
      area: 89,
      room: 3,
      hall: 1,
      toilet: 1,
      city: "上海",
    });
    expect(result.data).not.toHaveProperty("top_category_id");
  });

  it("reports missing and invalid fields under their own names", () => {
    const result = HousingFormSchema.safeParse({
      ...filled,
      title: " ",
      category_id: "1",
      price: "",
      area: "12.345",
      phone: "call me",
      city: "",
    });
    expect(result.success).toBe(false);
    const fields = new Set(result.error?.issues.map((i) => i.path[0]));
    expect([...fields].sort()).toEqual(["area", "category_id", "city", "phone", "price", "title"]);
  });
});
