import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { fakeApi } from "../../../../test/fake-api";
import { renderWithApp } from "../../../../test/render";
import { HousingFilters } from "./HousingFilters";

const base = { tab: "all" as const, pageSize: 10, page: 1 };
const combobox = (testId: string) => within(screen.getByTestId(testId)).getByRole("combobox");

describe("HousingFilters", () => {
  it("a parent category clears the child one; the child select waits for a parent", async () => {
    fakeApi({ "GET /housing/cities": { items: [] } });
    const onChange = vi.fn();
    const { user } = renderWithApp(<HousingFilters params={base} onChange={onChange} />);
    expect(combobox("housing-filter-category").getAttribute("aria-disabled")).toBe("true");

    await user.click(combobox("housing-filter-top"));
    await user.click(await screen.findByTestId("housing-top-option-2"));
    expect(onChange).toHaveBeenCalledWith({ top: 2, category: undefined });
  });

  it("lists the children of the chosen parent and each chip row sets its own key", async () => {
    fakeApi({ "GET /housing/cities": { items: [] } });
    const onChange = vi.fn();
    const { user } = renderWithApp(<HousingFilters params={{ ...base, top: 2 }} onChange={onChange} />);

    await user.click(combobox("housing-filter-category"));
    const options = await screen.findAllByTestId(/^housing-category-option-/);
    expect(options.map((o) => o.dataset.testid)).toEqual([
      "housing-category-option-21",
      "housing-category-option-22",
    ]);
    await user.click(options[1] as HTMLElement);
    expect(onChange).toHaveBeenLastCalledWith({ category: 22 });

    await user.click(screen.getByTestId("housing-filter-room-2"));
    expect(onChange).toHaveBeenLastCalledWith({ room: 2 });
    await user.click(screen.getByTestId("housing-filter-decoration-any"));
    expect(onChange).toHaveBeenLastCalledWith({ decoration: undefined });
  });
});
