import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeApi } from "../../../../test/fake-api";
import { expectErrorThenRetry, failingUntilRetried } from "../../../../test/list-error";
import { renderWithApp, TEST_USER } from "../../../../test/render";
import MyListingsPage from "./MyListingsPage";

const EMPTY = { items: [], total: 0, total_capped: false, page: 1, page_size: 10 };

describe("/myListings", () => {
  it("opens on second-hand sales for a user who may not post housing (issue 18)", async () => {
    const requests = fakeApi({ "GET /sales": EMPTY, "GET /housing": EMPTY });
    renderWithApp(<MyListingsPage />, { route: "/myListings", user: { ...TEST_USER, role: "user" } });
    await screen.findByTestId("my-listings-empty");
    expect(screen.getByTestId("tab-sales").getAttribute("aria-selected")).toBe("true");
    expect(requests.map((r) => r.path)).not.toContain("/housing");
  });

  it("opens on housing for a publisher", async () => {
    fakeApi({ "GET /housing": EMPTY });
    renderWithApp(<MyListingsPage />, { route: "/myListings", user: { ...TEST_USER, role: "publisher" } });
    await screen.findByTestId("my-listings-empty");
    expect(screen.getByTestId("tab-housing").getAttribute("aria-selected")).toBe("true");
  });

  it("shows a failed load with a retry, not as an empty list", async () => {
    const sales = failingUntilRetried(EMPTY);
    fakeApi({ "GET /sales": sales.answer });
    const { user } = renderWithApp(<MyListingsPage />, { route: "/myListings?tab=sales" });
    await expectErrorThenRetry(user, {
      errorTestId: "my-listings-error",
      emptyTestId: "my-listings-empty",
      recover: sales.recover,
    });
  });
});
