import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { serverForFile } from "../../test/file-server.js";
import { createQuestion, inDays } from "../../test/question-factories.js";
import { createUser, loginAdmin, type TestUser } from "../../test/user-factories.js";

/** Two server processes on one database: bans go through B, the banned user talks to A. */
const a = serverForFile();
const b = serverForFile();
let admin: { id: number; token: string };
let moderator: TestUser;

beforeAll(async () => {
  admin = await loginAdmin(b.api);
  moderator = await createUser(b.api, "banmod");
  const granted = await b.api("POST", `/api/admin/users/${moderator.id}/role`, {
    token: admin.token,
    json: { role: "moderator" },
  });
  expect(granted.status).toBe(200);
});

const ban = (id: number, json: Record<string, unknown>, token = moderator.token) =>
  b.api("POST", `/api/admin/users/${id}/ban`, { token, json });
const unban = (id: number, token = moderator.token) =>
  b.api("POST", `/api/admin/users/${id}/unban`, { token, json: { note: "appeal accepted" } });
const login = (user: TestUser) =>
  a.api("POST", "/api/login", { form: { username: user.username, password: user.password } });

describe("bans (issue 17 item 4)", () => {
  it("stops the user's existing token on another process at once, refuses login, and tells them why", async () => {
    const user = await createUser(a.api, "banned");
    expect((await a.api("GET", "/api/me", { token: user.token })).status).toBe(200);

    const res = await ban(user.id, { reason: "spam in answers" });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      id: user.id,
      status: "banned",
      ban_reason: "spam in answers",
      banned_until: null,
    });

    // Server A learns of it by NOTIFY when the ban commits: within moments, never a stale minute.
    await expect
      .poll(async () => (await a.api("GET", "/api/me", { token: user.token })).body.code, { timeout: 5000 })
      .toBe("account_banned");
    // Every kind of authenticated request is refused, money and posting included.
    const post = await a.api("POST", "/api/questions/comments", {
      token: user.token,
      json: { question_id: 1, content: "still here?" },
    });
    expect(post.status).toBe(401);
    expect(post.body.code).toBe("account_banned");
    const withdraw = await a.api("POST", "/api/wallet/withdraw", { token: user.token, json: { amount: 1 } });
    expect(withdraw.status).toBe(401);
    // The right password is refused with the reason code; a wrong one is just wrong (nothing leaks).
    const refused = await login(user);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe("account_banned");
    const wrong = await a.api("POST", "/api/login", {
      form: { username: user.username, password: "nope-nope-nope" },
    });
    expect(wrong.body.code).toBe("invalid_credentials");

    // Unbanned: login works again, and the messages say what happened, in the user's language.
    expect((await unban(user.id)).body.status).toBe("active");
    const back = await login(user);
    expect(back.status).toBe(200);
    const messages = await a.api("GET", `/api/messages/user/${user.id}`, { token: back.body.access_token });
    const kinds = messages.body.items.map((m: { kind: string }) => m.kind);
    expect(kinds).toEqual(expect.arrayContaining(["account_banned", "account_unbanned"]));
    const banned = messages.body.items.find((m: { kind: string }) => m.kind === "account_banned");
    expect(banned.content).toContain("spam in answers");
  });

  it("a ban with an end date ends by itself", async () => {
    const user = await createUser(a.api, "tempban");
    const until = inDays(1);
    const res = await ban(user.id, { reason: "cooling off", until });
    expect(res.body.banned_until).toBe(new Date(until).toISOString());
    // Banned through B: A's registry hears of it by NOTIFY at commit.
    await expect.poll(() => a.server.app.bans.isBanned(user.id), { timeout: 5000 }).toBe(true);
    expect(a.server.app.bans.isBanned(user.id, new Date(Date.now() + 2 * 86_400_000))).toBe(false);
    expect((await login(user)).status).toBe(403);
    // The end passes (moved into the past rather than waited for): the right password works again.
    await a.server.app.db.execute(
      sql`update users set banned_until = now() - interval '1 minute' where id = ${user.id}`,
    );
    expect((await login(user)).status).toBe(200);
    expect(
      (await ban(user.id, { reason: "x", until: new Date(Date.now() - 1000).toISOString() })).status,
    ).toBe(400);
  });

  it("nobody bans themselves or an administrator; only an administrator bans a moderator; a user cannot ban", async () => {
    const other = await createUser(b.api, "othermod");
    await b.api("POST", `/api/admin/users/${other.id}/role`, {
      token: admin.token,
      json: { role: "moderator" },
    });
    const plain = await createUser(b.api, "plainbanner");
    const victim = await createUser(b.api, "victim");
    expect((await ban(moderator.id, { reason: "x" })).status).toBe(403);
    expect((await ban(admin.id, { reason: "x" })).status).toBe(403);
    expect((await ban(admin.id, { reason: "x" }, admin.token)).status).toBe(403);
    expect((await ban(other.id, { reason: "x" })).status).toBe(403);
    expect((await ban(victim.id, { reason: "x" }, plain.token)).status).toBe(403);
    expect((await ban(victim.id, { reason: "x" })).status).toBe(200);
    expect((await ban(other.id, { reason: "rogue moderator" }, admin.token)).status).toBe(200);
    expect((await ban(999_999_999, { reason: "x" })).status).toBe(404);
  });

  it("records each ban and unban in the audit log", async () => {
    const user = await createUser(a.api, "auditban");
    await ban(user.id, { reason: "fraud" });
    await unban(user.id);
    const log = await b.api("GET", `/api/admin/audit-log?target_type=user&target_id=${user.id}`, {
      token: admin.token,
    });
    expect(log.body.items.map((e: { action: string }) => e.action)).toEqual(["unban", "ban"]);
    expect(log.body.items[1]).toMatchObject({ actor_id: moderator.id, note: "fraud" });
  });

  it("a banned author's question stays a question (its money is untouched by the ban)", async () => {
    const user = await createUser(a.api, "banauthor");
    const questionId = await createQuestion(a.api, user, { deadline: inDays(2) });
    await ban(user.id, { reason: "x" });
    expect((await a.api("GET", `/api/questions/detail/${questionId}`)).status).toBe(200);
  });
});
