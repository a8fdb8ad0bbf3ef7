import type { ReportGroup } from "@ask/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeApi } from "../../../test/fake-api";
import { renderWithApp, TEST_USER } from "../../../test/render";
import ReportsPage from "./ReportsPage";

const MODERATOR = { ...TEST_USER, role: "moderator" as const };

const content = (over: Partial<ReportGroup["content"]> = {}): ReportGroup["content"] => ({
  title: "Cheap visas, pay first",
  excerpt: "Send 500 yuan to this account and get your visa tomorrow.",
  author_id: 40,
  author_name: "scammer",
  moderation: null,
  moderation_note: null,
  link: "/question?id=12",
  created_at: "2026-11-27T10:00:00Z",
  exists: true,
  ...over,
});

const REPORTED: ReportGroup = {
  target_type: "question",
  target_id: 12,
  report_id: 3,
  reports_count: 2,
  first_reported_at: "2026-11-27T11:00:00Z",
  content: content(),
  reporters: [
    {
      report_id: 3,
      reporter_id: 8,
      reporter_name: "alice",
      reason: "fraud",
      note: null,
      created_at: "2026-11-27T11:00:00Z",
    },
    {
      report_id: 4,
      reporter_id: 9,
      reporter_name: "bob",
      reason: "other",
      note: "Asks for money up front",
      created_at: "2026-11-27T12:00:00Z",
    },
  ],
  action: null,
  resolved_by_name: null,
  resolution_note: null,
};

const HELD: ReportGroup = {
  ...REPORTED,
  target_type: "comment",
  target_id: 70,
  report_id: null,
  reports_count: 0,
  first_reported_at: null,
  content: content({ title: "", moderation: "pending", link: "/question?id=12#comment-70" }),
  reporters: [],
};

const decision = {
  target_type: "question",
  target_id: 12,
  action: "hide",
  moderation: "hidden",
  reports_resolved: 2,
  refunded_fen: 0,
};

/** The fake server; `me` is who GET /me says is signed in (the session refreshes itself from it). */
function server(me: typeof TEST_USER = MODERATOR) {
  return fakeApi({
    "GET /me": { ...me, access_token: null },
    "GET /admin/reports": { items: [REPORTED, HELD], total: 2 },
    "POST /admin/reports/3/resolve": decision,
    "POST /admin/moderation/decide": {
      ...decision,
      target_type: "comment",
      target_id: 70,
      action: "approve",
      moderation: null,
      reports_resolved: 0,
    },
  });
}

describe("ReportsPage", () => {
  it("shows each target with its content, state and reporters", async () => {
    server();
    renderWithApp(<ReportsPage />, { user: MODERATOR, lang: "en" });
    const [reported, held] = await screen.findAllByTestId("report-group");
    expect(within(reported as HTMLElement).getByTestId("report-group-title").textContent).toBe(
      "Cheap visas, pay first",
    );
    expect(within(reported as HTMLElement).getByTestId("report-group-count").textContent).toBe("Reports: 2");
    expect(within(reported as HTMLElement).getAllByTestId("reporter")).toHaveLength(2);
    expect(within(reported as HTMLElement).getByText("“Asks for money up front”")).toBeTruthy();
    expect(within(held as HTMLElement).getByTestId("report-group-held")).toBeTruthy();
    expect(within(held as HTMLElement).getByTestId("moderation-chip").textContent).toBe("Pending review");
    // Held content nobody reported cannot be dismissed, only decided.
    expect(within(held as HTMLElement).queryByTestId("report-action-dismiss")).toBeNull();
    expect(within(held as HTMLElement).getByTestId("report-action-approve")).toBeTruthy();
  });

  it("hides a reported target through its report, with the required note", async () => {
    const requests = server();
    const { user } = renderWithApp(<ReportsPage />, { user: MODERATOR, lang: "en" });
    const [reported] = await screen.findAllByTestId("report-group");
    await user.click(within(reported as HTMLElement).getByTestId("report-action-hide"));
    const dialog = await screen.findByTestId("moderation-dialog");
    expect(within(dialog).getByTestId("moderation-confirm")).toHaveProperty("disabled", true);
    await user.type(within(dialog).getByTestId("moderation-note"), "Advance-fee scam");
    await user.click(within(dialog).getByTestId("moderation-confirm"));
    await waitFor(() => expect(requests.some((r) => r.path === "/admin/reports/3/resolve")).toBe(true));
    expect(requests.find((r) => r.path === "/admin/reports/3/resolve")?.body).toEqual({
      action: "hide",
      note: "Advance-fee scam",
    });
    expect(await screen.findByText("Hidden; 2 reports closed.")).toBeTruthy();
  });

  it("decides held content directly, and warns that banning bans the author", async () => {
    const requests = server();
    const { user } = renderWithApp(<ReportsPage />, { user: MODERATOR, lang: "en" });
    const [reported, held] = await screen.findAllByTestId("report-group");
    await user.click(within(reported as HTMLElement).getByTestId("report-action-ban_user"));
    expect(await screen.findByTestId("moderation-ban-warning")).toBeTruthy();
    expect(screen.getByTestId("moderation-ban-warning").textContent).toContain("scammer");
    await user.click(screen.getByTestId("moderation-cancel"));
    await waitFor(() => expect(screen.queryByTestId("moderation-dialog")).toBeNull());

    await user.click(within(held as HTMLElement).getByTestId("report-action-approve"));
    await user.click(await screen.findByTestId("moderation-confirm"));
    await waitFor(() => expect(requests.some((r) => r.path === "/admin/moderation/decide")).toBe(true));
    expect(requests.find((r) => r.path === "/admin/moderation/decide")?.body).toEqual({
      target_type: "comment",
      target_id: 70,
      action: "approve",
      note: "",
    });
    expect(requests.some((r) => r.path.startsWith("/admin/reports/") && r.method === "POST")).toBe(false);
  });

  it("tells a user who is not a moderator that the screen is not theirs, without asking the server", async () => {
    const requests = server(TEST_USER);
    renderWithApp(<ReportsPage />, { lang: "en" });
    expect(await screen.findByTestId("moderators-only")).toBeTruthy();
    // The session refreshes from GET /me: wait for it, so a query fired after it would be seen.
    await waitFor(() => expect(requests.some((r) => r.path === "/me")).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByTestId("moderators-only")).toBeTruthy();
    expect(requests.some((r) => r.path === "/admin/reports")).toBe(false);
  });
});
