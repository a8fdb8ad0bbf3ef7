import type { AdminUserDetail } from "@ask/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeApi, reply } from "../../../test/fake-api";
import { renderWithApp, TEST_USER } from "../../../test/render";
import AdminUsersPage from "./AdminUsersPage";

const ADMIN = { ...TEST_USER, role: "admin" as const };

const LILY: AdminUserDetail = {
  id: 42,
  username: "lily",
  display_name: "Lily Wang",
  role: "user",
  status: "active",
  ban_reason: null,
  banned_until: null,
  phone: "•••••••5678",
  phone_verified: true,
  email_verified: false,
  created_at: "2026-10-01T08:00:00Z",
  balance: { available: 42.5, withdrawable: 12.5, pending_withdrawals: 5 },
  counts: { questions: 3, answers: 1, listings: 1 },
  recent: {
    questions: [{ id: 12, title: "Where do I renew a visa?", created_at: "2026-11-20T08:00:00Z" }],
    answers: [
      { id: 70, question_id: 13, question_title: "Best tea shop?", created_at: "2026-11-21T08:00:00Z" },
    ],
    listings: [{ id: 5, kind: "housing", title: "Sunny flat", created_at: "2026-11-22T08:00:00Z" }],
  },
  open_reports: [
    {
      id: 9,
      reason: "fraud",
      note: "fake ads",
      reporter_id: 8,
      reporter_name: "alice",
      created_at: "2026-11-23T08:00:00Z",
    },
  ],
};

function server(detail: AdminUserDetail = LILY) {
  return fakeApi({
    "GET /me": { ...ADMIN, access_token: null },
    "GET /admin/users": { items: [detail], has_more: false },
    "GET /admin/users/42": detail,
    "POST /admin/users/42/role": { id: 42, username: "lily", role: "moderator" },
    "POST /admin/users/42/ban": reply(403, { detail: "no", code: "forbidden" }),
    "POST /admin/users/42/unban": {
      id: 42,
      username: "lily",
      status: "active",
      ban_reason: null,
      banned_until: null,
    },
  });
}

describe("AdminUsersPage", () => {
  it("searches, then shows the chosen account's verification, balance, activity and reports", async () => {
    const requests = server();
    const { user } = renderWithApp(<AdminUsersPage />, { user: ADMIN, lang: "en", route: "/admin/users" });
    await user.type(await screen.findByTestId("users-search"), "5678{Enter}");
    await waitFor(() => expect(requests.some((r) => r.query.get("q") === "5678")).toBe(true));
    await user.click(await screen.findByTestId("user-result"));
    expect(screen.getByTestId("location").textContent).toBe("/admin/users?q=5678&id=42");
    const detail = await screen.findByTestId("user-detail");
    expect(within(detail).getByText("•••••••5678")).toBeTruthy();
    expect(within(detail).getByText("Not verified")).toBeTruthy();
    expect(within(screen.getByTestId("user-balance")).getByText(/42\.50/)).toBeTruthy();
    const link = within(screen.getByTestId("user-listings")).getByRole("link", { name: "Sunny flat" });
    expect(link.getAttribute("href")).toBe("/houseDetail?id=5");
    expect(within(screen.getByTestId("user-answers")).getByRole("link").getAttribute("href")).toBe(
      "/question?id=13",
    );
    expect(within(screen.getByTestId("user-reports")).getByText("Fraud — fake ads")).toBeTruthy();
  });

  it("grants moderator after a confirmation", async () => {
    const requests = server();
    const { user } = renderWithApp(<AdminUsersPage />, {
      user: ADMIN,
      lang: "en",
      route: "/admin/users?id=42",
    });
    await user.click(await screen.findByTestId("user-grant_moderator"));
    const dialog = await screen.findByTestId("confirm-dialog");
    expect(dialog.textContent).toContain("lily becomes: Moderator");
    expect(requests.some((r) => r.method === "POST")).toBe(false);
    await user.click(within(dialog).getByTestId("confirm-dialog-confirm"));
    await waitFor(() => expect(requests.some((r) => r.path === "/admin/users/42/role")).toBe(true));
    expect(requests.find((r) => r.path === "/admin/users/42/role")?.body).toEqual({ role: "moderator" });
    expect(await screen.findByText("lily is now: Moderator.")).toBeTruthy();
  });

  it("asks for a ban's reason and shows a refusal in the reader's words", async () => {
    const requests = server();
    const { user } = renderWithApp(<AdminUsersPage />, {
      user: ADMIN,
      lang: "en",
      route: "/admin/users?id=42",
    });
    await user.click(await screen.findByTestId("user-ban"));
    const dialog = await screen.findByTestId("ban-dialog");
    expect(within(dialog).getByTestId("ban-confirm")).toHaveProperty("disabled", true);
    await user.type(within(dialog).getByTestId("ban-reason"), "Spam in answers");
    await user.click(within(dialog).getByTestId("ban-hide-content"));
    await user.click(within(dialog).getByTestId("ban-confirm"));
    await waitFor(() => expect(requests.some((r) => r.path === "/admin/users/42/ban")).toBe(true));
    expect(requests.find((r) => r.path === "/admin/users/42/ban")?.body).toEqual({
      reason: "Spam in answers",
      hide_content: true,
    });
    expect(await screen.findByText(/nobody bans an administrator or themselves/)).toBeTruthy();
  });

  it("offers unban for a banned account and shows the ban's reason", async () => {
    const requests = server({ ...LILY, status: "banned", ban_reason: "spam", role: "moderator" });
    const { user } = renderWithApp(<AdminUsersPage />, {
      user: ADMIN,
      lang: "en",
      route: "/admin/users?id=42",
    });
    expect((await screen.findByTestId("user-ban-reason")).textContent).toContain("Banned: spam.");
    expect(screen.getByTestId("user-revoke_moderator")).toBeTruthy();
    await user.click(screen.getByTestId("user-unban"));
    await user.click(
      within(await screen.findByTestId("confirm-dialog")).getByTestId("confirm-dialog-confirm"),
    );
    await waitFor(() => expect(requests.some((r) => r.path === "/admin/users/42/unban")).toBe(true));
  });

  it("is not for moderators: they see the administrators-only notice and nothing is asked", async () => {
    const requests = server();
    renderWithApp(<AdminUsersPage />, { user: { ...TEST_USER, role: "moderator" }, lang: "en" });
    expect(await screen.findByTestId("admin-only")).toBeTruthy();
    expect(requests.some((r) => r.path.startsWith("/admin/users"))).toBe(false);
  });
});
