import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../db/rows.js";
import { fundWallet, ledgerInvariantViolations, setRole } from "../../test/db-factories.js";
import { serverForFile } from "../../test/file-server.js";
import { post, saleInput } from "../../test/listings-helpers.js";
import { createComment, createQuestion } from "../../test/question-factories.js";
import { createUser, loginAdmin, type TestUser } from "../../test/user-factories.js";

const t = serverForFile();
let admin: { id: number; token: string };
let moderator: TestUser;

const report = (user: TestUser, json: Record<string, unknown>) =>
  t.api("POST", "/api/reports", { token: user.token, json: { reason: "spam", ...json } });
const resolve = (id: number, json: Record<string, unknown>, token = moderator.token) =>
  t.api("POST", `/api/admin/reports/${id}/resolve`, { token, json });
const queue = (query = "status=open&limit=100", token = moderator.token) =>
  t.api("GET", `/api/admin/reports?${query}`, { token });
const balance = async (u: TestUser) =>
  (await t.api("GET", `/api/customer_balances/${u.id}/balance`, { token: u.token })).body.balance;
const messagesOf = (userId: number) =>
  queryRows<{ kind: string; content: string; link: string | null }>(
    t.server.app.db,
    sql`select kind, content, link from messages where user_id = ${userId} order by id`,
  );
const auditOf = (type: string, id: number) =>
  queryRows<{ action: string; actor_id: number; note: string | null; detail: Record<string, unknown> }>(
    t.server.app.db,
    sql`select action, actor_id, note, detail from audit_log where target_type = ${type} and target_id = ${String(id)} order by id`,
  );

async function funded(prefix: string, yuan: number) {
  const user = await createUser(t.api, prefix);
  await fundWallet(t.server.app, user.id, yuan);
  return user;
}

beforeAll(async () => {
  admin = await loginAdmin(t.api);
  moderator = await createUser(t.api, "mod");
  const granted = await t.api("POST", `/api/admin/users/${moderator.id}/role`, {
    token: admin.token,
    json: { role: "moderator" },
  });
  expect(granted.status).toBe(200);
});

describe("report → queue → hide (issue 17 items 1–2)", () => {
  it("hides a reported question for everyone but its author, refunds its bonus, tells the reporters, audits", async () => {
    const author = await funded("spammer", 50);
    const questionId = await createQuestion(t.api, author, { bonus_amount: 20 });
    expect(await balance(author)).toBe(30);
    const [first, second] = [await createUser(t.api, "rep1"), await createUser(t.api, "rep2")];
    const filed = await report(first, { target_type: "question", target_id: questionId, note: "ad" });
    expect(filed.status, JSON.stringify(filed.body)).toBe(201);
    expect(filed.body).toMatchObject({ target_type: "question", target_id: questionId, status: "open" });
    expect(
      (await report(second, { target_type: "question", target_id: questionId, reason: "fraud" })).status,
    ).toBe(201);

    const open = await queue();
    const group = open.body.items.find(
      (g: { target_type: string; target_id: number }) =>
        g.target_type === "question" && g.target_id === questionId,
    );
    expect(group).toMatchObject({ reports_count: 2, report_id: filed.body.id, action: null });
    expect(group.content).toMatchObject({ author_id: author.id, moderation: null, exists: true });
    expect(group.reporters.map((r: { reporter_id: number }) => r.reporter_id)).toEqual([first.id, second.id]);

    const hidden = await resolve(filed.body.id, { action: "hide", note: "advertising" });
    expect(hidden.status, JSON.stringify(hidden.body)).toBe(200);
    expect(hidden.body).toMatchObject({ moderation: "hidden", reports_resolved: 2, refunded_fen: 2000 });

    // Gone for others (404), listed nowhere; its author still reads it, with the reason.
    const stranger = await createUser(t.api, "reader");
    for (const token of [undefined, stranger.token, first.token]) {
      expect((await t.api("GET", `/api/questions/detail/${questionId}`, { token })).status).toBe(404);
    }
    const own = await t.api("GET", `/api/questions/detail/${questionId}`, { token: author.token });
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ moderation: "hidden", moderation_note: "advertising" });
    const list = await t.api("GET", "/api/questions?page=1&size=50");
    expect(JSON.stringify(list.body)).not.toContain(`"id":${questionId},`);

    // The held bonus is back, once; the ledger still balances.
    expect(await balance(author)).toBe(50);
    expect(await ledgerInvariantViolations(t.server.app.db)).toEqual([]);
    expect((await messagesOf(first.id)).map((m) => m.kind)).toContain("report_actioned");
    expect((await messagesOf(second.id)).map((m) => m.kind)).toContain("report_actioned");
    const told = (await messagesOf(author.id)).find((m) => m.kind === "content_hidden");
    expect(told?.content).toContain("advertising");
    expect(told?.link).toBe(`/question?id=${questionId}`);
    const [entry] = await auditOf("question", questionId);
    expect(entry).toMatchObject({ action: "report_resolve", actor_id: moderator.id, note: "advertising" });
    expect(entry?.detail).toMatchObject({ action: "hide", reports_closed: 2, refunded_fen: 2000 });

    // Decided once: the same report again is 409, and a hidden target cannot be reported again.
    expect((await resolve(filed.body.id, { action: "hide", note: "again" })).body.code).toBe("report_closed");
    const again = await report(stranger, { target_type: "question", target_id: questionId });
    expect(again.status).toBe(404);
    const closed = await queue("status=actioned&target_type=question&limit=100");
    const decided = closed.body.items.find((g: { target_id: number }) => g.target_id === questionId);
    expect(decided).toMatchObject({ action: "hide", resolution_note: "advertising", reports_count: 2 });
    expect(decided.reporters).toHaveLength(2);
  });

  it("the author of a hidden, refunded question edits it to resubmit: pending, back in the queue, then published", async () => {
    const author = await funded("resubmit", 30);
    const questionId = await createQuestion(t.api, author, { bonus_amount: 10 });
    const filed = await report(await createUser(t.api, "resubRep"), {
      target_type: "question",
      target_id: questionId,
    });
    expect(
      (await resolve(filed.body.id, { action: "reject", note: "contact details in the text" })).status,
    ).toBe(200);
    expect(await balance(author)).toBe(30);
    const edited = await t.api("PATCH", `/api/questions/${questionId}`, {
      token: author.token,
      json: { content: "<p>How should I plan my savings? (no contact details)</p>" },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const own = await t.api("GET", `/api/questions/detail/${questionId}`, { token: author.token });
    expect(own.body.moderation).toBe("pending");
    expect((await t.api("GET", `/api/questions/detail/${questionId}`)).status).toBe(404);
    const held = (await queue("status=open&target_type=question&limit=100")).body.items.find(
      (g: { target_id: number }) => g.target_id === questionId,
    );
    expect(held).toMatchObject({ report_id: null, content: { moderation: "pending" } });
    const approved = await t.api("POST", "/api/admin/moderation/decide", {
      token: moderator.token,
      json: { target_type: "question", target_id: questionId, action: "approve" },
    });
    expect(approved.body.moderation).toBe(null);
    expect((await t.api("GET", `/api/questions/detail/${questionId}`)).status).toBe(200);
    // Still refunded: approving publishes it settled, no money moves again.
    expect(await balance(author)).toBe(30);
    expect(await ledgerInvariantViolations(t.server.app.db)).toEqual([]);
  });

  it("two moderators resolving the same target at once: one decision, one refund", async () => {
    const author = await funded("racer", 40);
    const questionId = await createQuestion(t.api, author, { bonus_amount: 10 });
    const reporter = await createUser(t.api, "raceRep");
    const filed = await report(reporter, { target_type: "question", target_id: questionId });
    const results = await Promise.all([
      resolve(filed.body.id, { action: "reject", note: "one" }),
      resolve(filed.body.id, { action: "hide", note: "two" }, admin.token),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await balance(author)).toBe(40);
    expect(await ledgerInvariantViolations(t.server.app.db)).toEqual([]);
  });

  it("dismiss leaves the content as it is and tells the reporter nothing was wrong", async () => {
    const author = await createUser(t.api, "fine");
    const questionId = await createQuestion(t.api, author);
    const answerId = await createComment(t.api, author, questionId, "An honest answer to my own question");
    const reporter = await createUser(t.api, "grumpy");
    const filed = await report(reporter, {
      target_type: "comment",
      target_id: answerId,
      reason: "offensive",
    });
    expect(filed.status).toBe(201);
    const res = await resolve(filed.body.id, { action: "dismiss", note: "" });
    expect(res.body).toMatchObject({ action: "dismiss", moderation: null, reports_resolved: 1 });
    expect((await messagesOf(reporter.id)).map((m) => m.kind)).toContain("report_dismissed");
    const answers = await t.api("GET", `/api/questions/comments?question_id=${questionId}`);
    expect(JSON.stringify(answers.body)).toContain("An honest answer");
    // Nothing left to dismiss.
    const decide = await t.api("POST", "/api/admin/moderation/decide", {
      token: moderator.token,
      json: { target_type: "comment", target_id: answerId, action: "dismiss" },
    });
    expect(decide.body.code).toBe("nothing_to_decide");
  });

  it("ban_user from a report bans the author at once: their token stops working", async () => {
    const author = await createUser(t.api, "scammer");
    await setRole(t.server.app, author.id, "publisher");
    const sale = await post(t.api, "/api/sales", author.token, saleInput());
    const reporter = await createUser(t.api, "victim");
    const filed = await report(reporter, { target_type: "sale", target_id: sale.id, reason: "fraud" });
    expect(filed.status, JSON.stringify(filed.body)).toBe(201);
    const res = await resolve(filed.body.id, { action: "ban_user", note: "fake items" });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.moderation).toBe("hidden");
    const me = await t.api("GET", `/api/customer_balances/${author.id}/balance`, { token: author.token });
    expect(me.status).toBe(401);
    expect(me.body.code).toBe("account_banned");
    expect((await t.api("GET", `/api/sales/${sale.id}`, { token: reporter.token })).status).toBe(404);
    expect((await auditOf("user", author.id)).map((e) => e.action)).toContain("ban");
  });

  it("content held for review is in the queue without reports and is published by approve", async () => {
    const author = await createUser(t.api, "held");
    const questionId = await createQuestion(t.api, author);
    await t.server.app.db.execute(sql`update questions set moderation = 'pending' where id = ${questionId}`);
    expect((await t.api("GET", `/api/questions/detail/${questionId}`)).status).toBe(404);
    const held = (await queue("status=open&target_type=question&limit=100")).body.items.find(
      (g: { target_id: number }) => g.target_id === questionId,
    );
    expect(held).toMatchObject({ report_id: null, reports_count: 0, reporters: [] });
    expect(held.content.moderation).toBe("pending");
    const res = await t.api("POST", "/api/admin/moderation/decide", {
      token: moderator.token,
      json: { target_type: "question", target_id: questionId, action: "approve" },
    });
    expect(res.body).toMatchObject({ moderation: null, reports_resolved: 0 });
    expect((await t.api("GET", `/api/questions/detail/${questionId}`)).status).toBe(200);
    expect((await messagesOf(author.id)).map((m) => m.kind)).toContain("content_approved");
  });
});

describe("report rules: what a greedy or curious user cannot do", () => {
  it("one open report per reporter and target; not your own; reason other needs a note", async () => {
    const author = await createUser(t.api, "target");
    const questionId = await createQuestion(t.api, author);
    const reporter = await createUser(t.api, "spamrep");
    const target = { target_type: "question", target_id: questionId };
    const both = await Promise.all([report(reporter, target), report(reporter, target)]);
    expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(both.find((r) => r.status === 409)?.body.code).toBe("report_exists");
    // A retry of the same request (same Idempotency-Key) gets its first answer back, not a refusal.
    const retrier = await createUser(t.api, "retryRep");
    const keyed = () =>
      t.api("POST", "/api/reports", {
        token: retrier.token,
        json: { ...target, reason: "spam" },
        headers: { "idempotency-key": "report-retry-1" },
      });
    const first = await keyed();
    const retry = await keyed();
    expect([first.status, retry.status]).toEqual([201, 201]);
    expect(retry.body.id).toBe(first.body.id);
    expect((await report(author, target)).body.code).toBe("cannot_report_own");
    expect((await report(author, { target_type: "user", target_id: author.id })).body.code).toBe(
      "cannot_report_own",
    );
    const other = await report(await createUser(t.api, "vague"), { ...target, reason: "other" });
    expect(other.status).toBe(400);
  });

  it("a private question or an unknown target cannot be reported (404, no probing)", async () => {
    const author = await createUser(t.api, "private");
    const questionId = await createQuestion(t.api, author, { is_public: false, bonus_rule: "first_reply" });
    const outsider = await createUser(t.api, "prober");
    expect((await report(outsider, { target_type: "question", target_id: questionId })).status).toBe(404);
    expect((await report(outsider, { target_type: "sale", target_id: 2_000_000_000 })).status).toBe(404);
    expect(
      (await t.api("POST", "/api/reports", { json: { target_type: "user", target_id: 1, reason: "spam" } }))
        .status,
    ).toBe(401);
  });

  it("only moderators and administrators see the queue and decide; a user gets 403", async () => {
    const user = await createUser(t.api, "nosy");
    expect((await queue(undefined, user.token)).status).toBe(403);
    expect((await resolve(1, { action: "dismiss" }, user.token)).status).toBe(403);
    const decide = await t.api("POST", "/api/admin/moderation/decide", {
      token: user.token,
      json: { target_type: "user", target_id: user.id, action: "dismiss" },
    });
    expect(decide.status).toBe(403);
    expect((await queue(undefined, admin.token)).status).toBe(200);
  });

  it("a user is banned, not hidden; hide needs a reason the author will read", async () => {
    const bad = await createUser(t.api, "baduser");
    const filed = await report(moderator, {
      target_type: "user",
      target_id: bad.id,
      reason: "other",
      note: "impersonation",
    });
    expect(filed.status).toBe(201);
    expect((await resolve(filed.body.id, { action: "hide", note: "x" })).body.code).toBe("invalid_action");
    expect((await resolve(filed.body.id, { action: "ban_user", note: "" })).status).toBe(400);
    const banned = await resolve(filed.body.id, { action: "ban_user", note: "impersonation" });
    expect(banned.status, JSON.stringify(banned.body)).toBe(200);
    const login = await t.api("GET", `/api/customer_balances/${bad.id}/balance`, { token: bad.token });
    expect(login.body.code).toBe("account_banned");
  });
});

describe("a ban that hides the account's content in one action (item 4)", () => {
  it("hides every published item, refunds held bonuses, and only an administrator lifts an administrator's ban", async () => {
    const author = await funded("flooder", 30);
    await setRole(t.server.app, author.id, "publisher");
    const questionId = await createQuestion(t.api, author, { bonus_amount: 10 });
    const sale = await post(t.api, "/api/sales", author.token, saleInput());
    const res = await t.api("POST", `/api/admin/users/${author.id}/ban`, {
      token: admin.token,
      json: { reason: "flooding", hide_content: true },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.hidden_items).toBe(2);
    expect((await t.api("GET", `/api/questions/detail/${questionId}`)).status).toBe(404);
    expect((await t.api("GET", `/api/sales/${sale.id}`)).status).toBe(404);
    const [row] = await queryRows<{ balance_fen: string }>(
      t.server.app.db,
      sql`select balance_fen from accounts where kind = 'user_available' and user_id = ${author.id}`,
    );
    expect(Number(row?.balance_fen)).toBe(3000);
    expect(await ledgerInvariantViolations(t.server.app.db)).toEqual([]);

    const byModerator = await t.api("POST", `/api/admin/users/${author.id}/unban`, {
      token: moderator.token,
      json: {},
    });
    expect(byModerator.status).toBe(403);
    const byAdmin = await t.api("POST", `/api/admin/users/${author.id}/unban`, {
      token: admin.token,
      json: {},
    });
    expect(byAdmin.body.status).toBe("active");
  });
});
