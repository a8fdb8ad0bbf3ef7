import { randomBytes } from "node:crypto";
import { type APIRequestContext, test as base, expect, type Locator, type Page } from "@playwright/test";

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

/** The Authorization header of an API call made as the holder of `token`. */
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A session as POST /api/register and POST /api/login return it. */
export interface Session {
  access_token: string;
  user: { id: number; role: string };
}

/** A user registered through the API only (the browser keeps its own session, if any). */
export interface ApiUser {
  username: string;
  token: string;
  id: number;
  session: Session;
}

/** Registers a user through the API only; `prefix` starts the unique username. */
export async function apiUser(request: APIRequestContext, prefix = "e2e"): Promise<ApiUser> {
  const username = uniqueName(prefix);
  const res = await request.post("/api/register", { data: { username, password: PASSWORD } });
  expect(res.status()).toBe(201);
  const session: Session = await res.json();
  return { username, token: session.access_token, id: session.user.id, session };
}

/** The fields of POST /api/questions a test sets; where the question goes defaults to `firstRootCategory`. */
export interface QuestionFields {
  /** Optional: the server derives one from the content when missing. */
  title?: string;
  content: string;
  channel?: number;
  category_top?: number;
  category?: number;
  bonus_rule?: string;
  bonus_amount?: number;
  paid_amount?: number;
  deadline?: string;
  is_public?: boolean;
  files?: string[];
}

/** The first channel and its first root category: where a test asks when the place does not matter. */
export async function firstRootCategory(request: APIRequestContext) {
  const channels: { id: number }[] = await (await request.get("/api/channels")).json();
  const channel = (channels[0] as { id: number }).id;
  const categories: { id: number; parent_id: number | null }[] = await (
    await request.get(`/api/categories?channel_id=${channel}`)
  ).json();
  const top = categories.find((c) => c.parent_id === null) as { id: number };
  return { channel, category_top: top.id };
}

/** A category as GET /api/categories returns it. */
export interface Category {
  id: number;
  parent_id: number | null;
  name: string;
}

/** The first channel and root category (in seed order) with at least `count` subcategories. */
export async function categoryWithChildren(request: APIRequestContext, count: number) {
  const channels: { id: number }[] = await (await request.get("/api/channels")).json();
  for (const channel of channels) {
    const categories: Category[] = await (
      await request.get(`/api/categories?channel_id=${channel.id}`)
    ).json();
    for (const top of categories.filter((c) => c.parent_id === null)) {
      const children = categories.filter((c) => c.parent_id === top.id);
      if (children.length >= count) return { channel: channel.id, top, children };
    }
  }
  throw new Error(`no seeded channel has a category with ${count} subcategories`);
}

/** The channel with this icon (e.g. "law") and its root categories, with their Chinese names. */
export async function channelByIcon(request: APIRequestContext, icon: string) {
  const channels: { id: number; icon: string }[] = await (await request.get("/api/channels")).json();
  const channel = channels.find((c) => c.icon === icon);
  if (!channel) throw new Error(`no ${icon} channel`);
  const categories: Category[] = await (
    await request.get(`/api/categories?channel_id=${channel.id}&lang=zh`)
  ).json();
  return { id: channel.id, roots: categories.filter((c) => c.parent_id === null) };
}

/**
 * Asks a question through the API as the holder of `token` and returns its id. Unless `fields` say
 * otherwise it goes to `firstRootCategory` with the bonus rule "publisher_agree" (the publisher
 * chooses the answer, so nothing is paid by itself while a test runs).
 */
export async function createQuestion(
  request: APIRequestContext,
  token: string,
  fields: QuestionFields,
): Promise<number> {
  const where = fields.channel === undefined ? await firstRootCategory(request) : {};
  const res = await request.post("/api/questions", {
    headers: bearer(token),
    data: { ...where, bonus_rule: "publisher_agree", ...fields },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).id as number;
}

/** Answers question `questionId` through the API as the holder of `token`; returns the answer's id. */
export async function comment(
  request: APIRequestContext,
  token: string,
  questionId: number,
  content: string,
) {
  const res = await request.post("/api/questions/comments", {
    headers: bearer(token),
    data: { question_id: questionId, content },
  });
  expect(res.status()).toBe(201);
  return (await res.json()).id as number;
}

/**
 * Fills the login screen's form (the page is on /login) and presses its register or log-in button,
 * as a person would; `password` defaults to PASSWORD.
 */
export async function submitLoginForm(
  page: Page,
  action: "register" | "login",
  username: string,
  password = PASSWORD,
) {
  await page.getByTestId("username").fill(username);
  await page.getByTestId("password").fill(password);
  await page.getByTestId(`submit-${action}`).click();
}

/** Registers through the API (fast) and stores the session as the login screen would. */
export async function registerViaApi(page: Page, username = uniqueName()) {
  const res = await page.request.post("/api/register", { data: { username, password: PASSWORD } });
  expect(res.status()).toBe(201);
  const session = await res.json();
  await page.goto("/home");
  await storeSession(page, session);
  return { username, session };
}

/** Stores `session` in the open page's localStorage as the login screen would (the page must be on the app). */
export async function storeSession(page: Page, session: Session) {
  await page.evaluate((s) => {
    localStorage.setItem("token", s.access_token);
    localStorage.setItem("access_token", s.access_token);
    localStorage.setItem("user", JSON.stringify(s.user));
    localStorage.setItem("userId", String(s.user.id));
    localStorage.setItem("role", s.user.role);
  }, session);
}

/**
 * The like/dislike pair of the question (`"question"`) or of an answer (`"comment"`, `scope` = its
 * item): which button is pressed ("like", "dislike" or neither) and both counts.
 */
export async function expectVotes(
  scope: Page | Locator,
  of: "question" | "comment",
  pressed: "like" | "dislike" | null,
  likes: number,
  dislikes: number,
) {
  await expect(scope.getByTestId(`${of}-like`)).toHaveAttribute("aria-pressed", String(pressed === "like"));
  await expect(scope.getByTestId(`${of}-dislike`)).toHaveAttribute(
    "aria-pressed",
    String(pressed === "dislike"),
  );
  await expect(scope.getByTestId(`${of}-like-count`)).toHaveText(String(likes));
  await expect(scope.getByTestId(`${of}-dislike-count`)).toHaveText(String(dislikes));
}

/** Tops up a wallet through the real path: a recharge order the sandbox provider completes by webhook. */
export async function fundViaRecharge(page: Page, token: string, yuan: number) {
  const headers = bearer(token);
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

/** A session of the e2e administrator (logged in through the API). */
async function adminSession(page: Page): Promise<Session> {
  const res = await page.request.post("/api/login", {
    form: { username: E2E_ADMIN.username, password: E2E_ADMIN.password },
  });
  expect(res.status()).toBe(200);
  return (await res.json()) as Session;
}

/** An API token for the e2e administrator. */
export async function adminToken(page: Page): Promise<string> {
  return (await adminSession(page)).access_token;
}

/** Signs the browser in as the e2e administrator (the page must be on the app); returns the session. */
export async function signInAdmin(page: Page): Promise<Session> {
  const session = await adminSession(page);
  await storeSession(page, session);
  return session;
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
    headers: bearer(token),
    data: choice,
  });
  expect(applied.status()).toBe(200);
  const application = await applied.json();
  const approved = await page.request.post(`/api/admin/experts/applications/${application.id}/approve`, {
    headers: bearer(await adminToken(page)),
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
 * Grants a role (publisher, organization, moderator) the way the company does: an administrator sets it
 * through POST /api/admin/users/{id}/role. The user's next request sees the new role (no re-login needed).
 */
export async function grantRole(
  page: Page,
  userId: number,
  role: "publisher" | "organization" | "moderator",
) {
  const res = await page.request.post(`/api/admin/users/${userId}/role`, {
    headers: bearer(await adminToken(page)),
    data: { role },
  });
  expect(res.status()).toBe(200);
  await page.evaluate((r) => {
    localStorage.setItem("role", r);
    const user = JSON.parse(localStorage.getItem("user") ?? "{}");
    localStorage.setItem("user", JSON.stringify({ ...user, role: r }));
  }, role);
}
