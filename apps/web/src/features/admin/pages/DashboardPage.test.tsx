import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeApi } from "../../../test/fake-api";
import { renderWithApp, TEST_USER } from "../../../test/render";
import DashboardPage from "./DashboardPage";

describe("/dashboard", () => {
  it("tells a non-administrator the screen is for administrators, without the appeals text (issue 18)", async () => {
    fakeApi({});
    renderWithApp(<DashboardPage />, { route: "/dashboard", user: { ...TEST_USER, role: "user" } });
    const notice = await screen.findByTestId("admin-only");
    expect(notice.textContent).toContain("仅限管理员");
    expect(notice.textContent).not.toContain("申诉");
  });
});
