import { act, renderHook } from "@testing-library/react";
import { useForm } from "react-hook-form";
import { describe, expect, it } from "vitest";
import { textFields } from "./text-fields";

describe("textFields", () => {
  it("registers the input and words its error as helper text", () => {
    const { result } = renderHook(() => {
      const form = useForm<{ name: string; phone: string }>({ defaultValues: { name: "", phone: "" } });
      return { form, field: textFields(form, (key) => (key ? `said: ${key}` : " ")) };
    });
    expect(result.current.field("name")).toMatchObject({ name: "name", error: false, helperText: " " });
    act(() => result.current.form.setError("phone", { message: "required" }));
    expect(result.current.field("phone")).toMatchObject({ error: true, helperText: "said: required" });
    expect(result.current.field("name").error).toBe(false);
  });
});
