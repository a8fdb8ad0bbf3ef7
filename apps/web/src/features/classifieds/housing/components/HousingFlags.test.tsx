import type { Housing } from "@ask/contracts";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithApp } from "../../../../test/render";
import { HousingFlags } from "./HousingFlags";

const flags = (overrides: Partial<Housing>) =>
  ({ is_verified: false, has_vr: false, is_urgent: false, is_flat: false, tag: "", ...overrides }) as Housing;

describe("HousingFlags", () => {
  it("shows 急售 once when the poster's tag repeats the urgent flag (issue 18)", () => {
    const { container } = renderWithApp(<HousingFlags housing={flags({ is_urgent: true, tag: "急售" })} />);
    expect(container.textContent?.match(/急售/g)).toHaveLength(1);
    expect(screen.queryByTestId("housing-tag")).toBeNull();
  });

  it("keeps a tag that says something else", () => {
    renderWithApp(<HousingFlags housing={flags({ is_urgent: true, tag: "满五唯一" })} />);
    expect(screen.getByTestId("housing-tag").textContent).toBe("满五唯一");
    expect(screen.getByTestId("housing-flag-urgent").textContent).toBe("急售");
  });
});
