import { describe, expect, it } from "vitest";
import { emptyJob, emptySale, formErrorMap, JobForm, SaleForm, validationKey } from "./form-schemas";

const issuesOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join("."), i.message]));

describe("SaleForm", () => {
  it("turns typed text into the API body", () => {
    const result = SaleForm.parse({
      ...emptySale(),
      title: "  旧沙发 ",
      category: "furniture",
      price: "120.5",
      contact: "王先生",
    });
    expect(result).toMatchObject({ title: "旧沙发", category: "furniture", price: 120.5, contact: "王先生" });
  });

  it("an empty price is negotiable (null)", () => {
    const result = SaleForm.parse({ ...emptySale(), title: "x", category: "daily", contact: "c" });
    expect(result.price).toBeNull();
  });

  it("reports keys for what the server would refuse", () => {
    const result = SaleForm.safeParse(
      { ...emptySale(), title: "x".repeat(81), price: "1.234", phone: "abc" },
      { error: formErrorMap },
    );
    const issues = issuesOf(result);
    expect(issues.title).toBe("too_long:80");
    expect(issues.category).toBe("required");
    expect(issues.contact).toBe("required");
    expect(validationKey(issues.price)).toEqual({ key: "decimals" });
    expect(validationKey(issues.phone)).toEqual({ key: "phone" });
  });

  it("a price that is not a number is refused", () => {
    const result = SaleForm.safeParse(
      { ...emptySale(), title: "x", category: "daily", contact: "c", price: "abc" },
      { error: formErrorMap },
    );
    expect(issuesOf(result).price).toBe("number");
  });
});

describe("JobForm", () => {
  const valid = {
    ...emptyJob(),
    title: "前端工程师",
    jobType: "full_time",
    salary_min: "8000",
    salary_max: "12000",
    company: "示例公司",
    contact: "李女士",
  };

  it("keeps the defaults and converts numbers", () => {
    const result = JobForm.parse({ ...valid, quantity: "" });
    expect(result).toMatchObject({ quantity: 1, salary_min: 8000, salary_max: 12000, education: "any" });
  });

  it("requires the salary and orders it", () => {
    const missing = issuesOf(JobForm.safeParse({ ...valid, salary_min: "" }, { error: formErrorMap }));
    expect(missing.salary_min).toBe("required");
    const reversed = issuesOf(
      JobForm.safeParse({ ...valid, salary_min: "9000", salary_max: "100" }, { error: formErrorMap }),
    );
    expect(validationKey(reversed.salary_max)).toEqual({ key: "salary_order" });
  });

  it("refuses a headcount of 0 and a fractional salary", () => {
    const issues = issuesOf(
      JobForm.safeParse({ ...valid, quantity: "0", salary_min: "1.5" }, { error: formErrorMap }),
    );
    expect(issues.quantity).toBe("min:1");
    expect(issues.salary_min).toBe("integer");
  });
});
