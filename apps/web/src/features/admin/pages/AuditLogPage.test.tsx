import type { AuditEntry } from "@ask/contracts";
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeApi } from "../../../test/fake-api";
import { renderWithApp, TEST_USER } from "../../../test/render";
import AuditLogPage from "./AuditLogPage";

const ADMIN = { ...TEST_USER, role: "admin" as const };
const entry = (id: number, over: Partial<AuditEntry> = {}): AuditEntry => ({
  id,
  actor_id: 1,
  actor_name: "boss",
  action: "ban",
  target_type: "user",
  target_id: "42",
  note: "spam",
  detail: { until: null, previous_status: "active" },
  created_at: "2026-11-27T10:00:00Z",
  ...over,
});

describe("AuditLogPage", () => {
  it("lists entries with translated actions, filters them and loads older pages by `before`", async () => {
    const requests = fakeApi({
      "GET /me": { ...ADMIN, access_token: null },
      "GET /admin/audit-log": (r: { query: URLSearchParams }) =>
        r.query.get("before") === "10"
          ? {
              items: [entry(9, { action: "role_change", detail: { from: "user", to: "moderator" } })],
              next_before: null,
            }
          : { items: [entry(10)], next_before: 10 },
    });
    const { user } = renderWithApp(<AuditLogPage />, { user: ADMIN, lang: "zh" });
    const [first] = await screen.findAllByTestId("audit-entry");
    expect(first?.textContent).toContain("封禁");
    expect(screen.getByRole("link", { name: "用户 #42" }).getAttribute("href")).toBe("/admin/users?id=42");
    await user.click(screen.getByTestId("audit-more"));
    await waitFor(() => expect(screen.getAllByTestId("audit-entry")).toHaveLength(2));
    expect(screen.getAllByTestId("audit-entry")[1]?.textContent).toContain("角色变更");
    expect(screen.getByTestId("audit-role-change").textContent).toBe("普通用户  审核员");
    expect(screen.queryByTestId("audit-more")).toBeNull();

    await user.selectOptions(screen.getByTestId("audit-filter-action"), "unban");
    await waitFor(() => expect(requests.some((r) => r.query.get("action") === "unban")).toBe(true));
  });
});
