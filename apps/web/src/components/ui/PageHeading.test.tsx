import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithApp } from "../../test/render";
import { PageHeading } from "./PageHeading";

describe("PageHeading", () => {
  it("is the page's one h1 with the subtitle under it", () => {
    renderWithApp(<PageHeading title="My listings" subtitle="Everything you posted" />);
    const heading = screen.getByRole("heading", { level: 1 });
    expect(heading.textContent).toBe("My listings");
    expect(heading.nextElementSibling?.textContent).toBe("Everything you posted");
    expect(screen.getAllByRole("heading")).toHaveLength(1);
  });
});
