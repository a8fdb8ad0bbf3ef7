import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWithApp } from "../../../../test/render";
import { SortableImages } from "./SortableImages";

const URLS = ["/uploads/a.png", "/uploads/b.png", "/uploads/c.png"];

describe("SortableImages", () => {
  it("marks the first picture as the cover and moves a chosen one to the front", async () => {
    const onChange = vi.fn();
    const { user } = renderWithApp(<SortableImages urls={URLS} onChange={onChange} />);
    const previews = screen.getAllByTestId("image-preview");
    expect(previews[0]?.querySelector("[data-testid=image-cover]")).not.toBeNull();
    await user.click(screen.getByRole("button", { name: "将图片 3 设为封面" }));
    expect(onChange).toHaveBeenCalledWith(["/uploads/c.png", "/uploads/a.png", "/uploads/b.png"]);
  });
});
