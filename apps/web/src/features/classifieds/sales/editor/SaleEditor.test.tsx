import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeApi } from "../../../../test/fake-api";
import { renderWithApp, testI18n } from "../../../../test/render";
import { SaleEditor } from "./SaleEditor";

describe("SaleEditor", () => {
  it("names the categories as the /sales board does (issue 18: the editor had other names)", async () => {
    fakeApi({});
    const { user } = renderWithApp(<SaleEditor id={null} />, { route: "/post/sales" });
    await user.click(within(await screen.findByTestId("field-category")).getByRole("combobox"));
    const board = testI18n("zh").getFixedT("zh", "listings");
    for (const category of ["electronics", "furniture", "daily"]) {
      const option = await screen.findByTestId(`field-category-option-${category}`);
      expect(option.textContent).toBe(board(`sales.categories.${category}`));
    }
  });
});
