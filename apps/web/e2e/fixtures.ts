import { randomBytes } from "node:crypto";
import { test as base, expect, type Page } from "@playwright/test";

export const uniqueName = (prefix = "e2e") => `${prefix}_${randomBytes(4).toString("hex")}`;
export const PASSWORD = "correct horse battery";

interface ConsoleWatch {
  errors: string[];
  expected: { pattern: RegExp; seen: number }[];
}

/**
 * Every test fails on any console error or uncaught page error (an automatic fixture: no test can
 * forget it). A test that deliberately causes one (e.g. a 4xx resource load the browser logs) declares
 * it with `expectConsoleError(pattern)`: matching errors are allowed, and each declared pattern must
 * occur at least once. `consoleErrors` holds the errors seen so far (the browser's "Failed to load
 * resource" notes carry the resource's URL).
 */
export const test = base.extend<{
  consoleWatch: ConsoleWatch;
  consoleErrors: string[];
  expectConsoleError: (pattern: RegExp) => void;
}>({
  consoleWatch: [
    async ({ page }, use) => {
      const watch: ConsoleWatch = { errors: [], expected: [] };
      page.on("console", (msg) => {
        if (msg.type() !== "error") return;
        const url = msg.location().url;
        const text = msg.text();
        watch.errors.push(text.startsWith("Failed to load resource") && url ? `${text} ${url}` : text);
      });
      page.on("pageerror", (err) => watch.errors.push(err.message));
      await use(watch);
      const unexpected = watch.errors.filter((text) => {
        const match = watch.expected.find((e) => e.pattern.test(text));
        if (match) match.seen++;
        return !match;
      });
      expect(unexpected, "console errors").toEqual([]);
      const missing = watch.expected.filter((e) => e.seen === 0).map((e) => String(e.pattern));
      expect(missing, "console errors declared with expectConsoleError that never occurred").toEqual([]);
    },
    { auto: true },
  ],
  consoleErrors: async ({ consoleWatch }, use) => {
    await use(consoleWatch.errors);
  },
  expectConsoleError: async ({ consoleWatch }, use) => {
    await use((pattern) => {
      consoleWatch.expected.push({ pattern, seen: 0 });
    });
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
 * Makes the browser's user an approved expert the way the product does (issue 14): they apply with a
 * channel and categories, an administrator approves through POST /api/admin/experts/applications/{id}/
 * approve; the stored user gets the new role as the web's refresh would. Returns the expert id.
 */
export async function becomeApprovedExpert(
  page: Page,
  token: string,
  userId: number,
  choice: { channel_id: number; category_ids: number[] },
): Promise<number> {
  const applied = await page.request.post(`/api/experts/upgrade/${userId}`, {
    headers: { authorization: `Bearer ${token}` },
    data: choice,
  });
  expect(applied.status()).toBe(200);
  const application = await applied.json();
  const approved = await page.request.post(`/api/admin/experts/applications/${application.id}/approve`, {
    headers: { authorization: `Bearer ${await adminToken(page)}` },
  });
  expect(approved.status()).toBe(200);
  await page.evaluate((expertId) => {
    const user = JSON.parse(localStorage.getItem("user") ?? "{}");
    localStorage.setItem("user", JSON.stringify({ ...user, role: "expert", expert_id: expertId }));
    localStorage.setItem("role", "expert");
    localStorage.setItem("expertId", String(expertId));
  }, application.expert_id);
  return application.expert_id as number;
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
