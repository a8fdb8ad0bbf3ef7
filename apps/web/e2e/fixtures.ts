import { randomBytes } from "node:crypto";
import { test as base, expect, type Page } from "@playwright/test";

export const uniqueName = (prefix = "e2e") => `${prefix}_${randomBytes(4).toString("hex")}`;
export const PASSWORD = "correct horse battery";

/** Fails the test on any console error or uncaught page error. */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on("console", (msg) => {
      if (msg.type() === "error") errors.push(msg.text());
    });
    page.on("pageerror", (err) => errors.push(err.message));
    await use(errors);
    expect(errors, "console errors").toEqual([]);
  },
});
export { expect };

/** Registers through the API (fast) and stores the session as the login screen would. */
export async function registerViaApi(page: Page, username = uniqueName()) {
  const res = await page.request.post("/api/register", { data: { username, password: PASSWORD } });
  expect(res.status()).toBe(201);
  const session = await res.json();
  await page.goto("/home");
  await page.evaluate((s) => {
    localStorage.setItem("token", s.access_token);
    localStorage.setItem("access_token", s.access_token);
    localStorage.setItem("user", JSON.stringify(s.user));
    localStorage.setItem("userId", String(s.user.id));
    localStorage.setItem("role", s.user.role);
  }, session);
  return { username, session };
}

/** Tops up a wallet through the real path: a recharge order the sandbox provider completes by webhook. */
export async function fundViaRecharge(page: Page, token: string, yuan: number) {
  const headers = { authorization: `Bearer ${token}` };
  const res = await page.request.post("/api/wallet/recharge", { headers, data: { amount: yuan } });
  expect(res.status()).toBe(201);
  const { order_id } = await res.json();
  await expect
    .poll(
      async () =>
        (await (await page.request.get(`/api/wallet/orders/${order_id}`, { headers })).json()).status,
      {
        timeout: 10_000,
      },
    )
    .toBe("completed");
}

/** The administrator seeded for the e2e server (see playwright.config.ts). */
export const E2E_ADMIN = { username: "admin_e2e", password: "admin-e2e-password" };

/** An API token for the e2e administrator. */
export async function adminToken(page: Page): Promise<string> {
  const res = await page.request.post("/api/login", {
    form: { username: E2E_ADMIN.username, password: E2E_ADMIN.password },
  });
  expect(res.status()).toBe(200);
  return (await res.json()).access_token;
}

/**
 * Grants a role (publisher, organization) the way the company does: an administrator sets it through
 * POST /api/admin/users/{id}/role. The user's next request sees the new role (no re-login needed).
 */
export async function grantRole(page: Page, userId: number, role: "publisher" | "organization") {
  const res = await page.request.post(`/api/admin/users/${userId}/role`, {
    headers: { authorization: `Bearer ${await adminToken(page)}` },
    data: { role },
  });
  expect(res.status()).toBe(200);
  await page.evaluate((r) => {
    localStorage.setItem("role", r);
    const user = JSON.parse(localStorage.getItem("user") ?? "{}");
    localStorage.setItem("user", JSON.stringify({ ...user, role: r }));
  }, role);
}
