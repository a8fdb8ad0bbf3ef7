import { describe, it } from "vitest";
import { fakeApi } from "../../../../test/fake-api";
import { expectErrorThenRetry, failingUntilRetried } from "../../../../test/list-error";
import { renderWithApp } from "../../../../test/render";
import HousingListPage from "./HousingListPage";

describe("/houses", () => {
  it("shows a failed load with a retry, not 'no listings yet' (issue 18)", async () => {
    const list = failingUntilRetried({ items: [], total: 0, total_capped: false, page: 1, page_size: 10 });
    fakeApi({ "GET /housing": list.answer, "GET /housing/cities": { items: [] } });
    const { user } = renderWithApp(<HousingListPage />, { route: "/houses" });
    await expectErrorThenRetry(user, {
      errorTestId: "housing-list-error",
      emptyTestId: "housing-list-empty",
      recover: list.recover,
    });
  });
});
