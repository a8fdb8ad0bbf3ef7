import { randomBytes } from "node:crypto";
import { LOCALES } from "@ask/contracts";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../db/rows.js";
import { categories, experts, users } from "../../db/schema/index.js";
import { fundWallet, setRole } from "../../test/db-factories.js";
import {
  type CategoryPath,
  categoryPath,
  createComment,
  createQuestion,
} from "../../test/question-factories.js";
import { useTestServer } from "../../test/use-test-server.js";
import { createUser, loginAdmin, type TestUser } from "../../test/user-factories.js";

const { server, api } = useTestServer();
let adminToken: string;

beforeAll(async () => {
  adminToken = (await loginAdmin(api)).token;
});

async function roots(channelId: number): Promise<number[]> {
  const cats = await api("GET", `/api/categories?channel_id=${channelId}`);
  return cats.body
    .filter((c: { parent_id: number | null }) => c.parent_id === null)
    .map((c: { id: number }) => c.id);
}

const apply = (user: TestUser, path?: CategoryPath) =>
  api("POST", `/api/experts/upgrade/${user.id}`, {
    token: user.token,
    ...(path ? { json: { channel_id: path.channel, category_ids: [path.category_top] } } : {}),
  });
const approve = (applicationId: number, token = adminToken) =>
  api("POST", `/api/admin/experts/applications/${applicationId}/approve`, { token });
const reject = (applicationId: number, reason: string, token = adminToken) =>
  api("POST", `/api/admin/experts/applications/${applicationId}/reject`, { token, json: { reason } });
const messagesOf = (userId: number) =>
  queryRows<{ kind: string; title: string; content: string }>(
    server.app.db,
    sql`select kind, title, content from messages where user_id = ${userId} and kind like 'expert_%' order by id`,
  );
const balanceOf = async (u: TestUser) =>
  (await api("GET", `/api/customer_balances/${u.id}/balance`, { token: u.token })).body.balance as number;

/** A user who applied for `path`'s channel and was approved by the administrator. */
async function approvedExpert(path: CategoryPath, prefix = "expert") {
  const user = await createUser(api, prefix);
  const applied = await apply(user, path);
  expect(applied.status, JSON.stringify(applied.body)).toBe(200);
  expect((await approve(applied.body.id)).status).toBe(200);
  return { user, expertId: applied.body.expert_id as number };
}

async function uploadText(user: TestUser): Promise<string> {
  const form = new FormData();
  form.append("type", "file");
  form.append("files", new Blob([new TextEncoder().encode("private notes\n")]), "notes.txt");
  const res = await fetch(`${server.url}/api/upload/file`, {
    method: "POST",
    body: form,
    headers: { authorization: `Bearer ${user.token}` },
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { url: string }).url;
}

describe("applying to become an expert (issue 14: an administrator grants the role)", () => {
  it("a self-upgrade is only an application: no role, no private questions or attachments, no queue, no fee", async () => {
    const law = await categoryPath(api, "law");
    const asker = await createUser(api, "asker");
    await fundWallet(server.app, asker.id, 100);
    const file = await uploadText(asker);
    const secret = await createQuestion(api, asker, {
      ...law,
      is_public: false,
      bonus_rule: "first_reply",
      files: [file],
      content: `<p>Private law question ${randomBytes(3).toString("hex")}</p>`,
    });
    const paidQuestion = await createQuestion(api, asker, {
      ...law,
      bonus_amount: 10,
      paid_amount: 5,
      bonus_rule: "publisher_agree",
    });

    const attacker = await createUser(api, "attacker");
    const up = await apply(attacker, law);
    expect(up.status).toBe(200);
    expect(up.body).toMatchObject({ status: "pending", kind: "apply", channel_id: law.channel });
    const me = await api("GET", "/api/me", { token: attacker.token });
    expect(me.body).toMatchObject({ role: "user", expert_id: null });

    // The private question, its comments (and so its attachments' URLs) stay hidden.
    expect((await api("GET", `/api/questions/detail/${secret}`, { token: attacker.token })).status).toBe(404);
    expect(
      (await api("GET", `/api/questions/comments?question_id=${secret}`, { token: attacker.token })).status,
    ).toBe(404);
    const list = await api("GET", `/api/questions?channel_id=${law.channel}&limit=100`, {
      token: attacker.token,
    });
    expect(list.body.items.map((q: { id: number }) => q.id)).not.toContain(secret);
    const queue = await api("GET", "/api/experts/questions", { token: attacker.token });
    expect(queue.status).toBe(403);
    expect(queue.body.code).toBe("expert_not_approved");

    // An answer written while the application waits earns no expert fee, even once approved.
    const early = await createComment(api, attacker, paidQuestion);
    const roleVersion = async () =>
      (await server.app.db.select({ v: users.roleVersion }).from(users).where(eq(users.id, attacker.id)))[0]
        ?.v;
    const before = await roleVersion();
    expect((await approve(up.body.id)).status).toBe(200);
    // The approval tells the applicant's open web app (role_version, see modules/users/role-version.ts).
    expect(await roleVersion()).toBe((before ?? 0) + 1);
    expect((await api("GET", "/api/me", { token: attacker.token })).body).toMatchObject({
      role: "expert",
      expert_id: up.body.expert_id,
    });
    const paid = await api("POST", "/api/questions/pay_bonus", {
      token: asker.token,
      json: { question_id: paidQuestion, comment_id: early },
    });
    expect(paid.body.amount).toBe(10);
    expect(await balanceOf(attacker)).toBe(10);

    // Approved: the channel's private question, its attachment and the queue open; answers now earn the fee.
    const seen = await api("GET", `/api/questions/detail/${secret}`, { token: attacker.token });
    expect(seen.status).toBe(200);
    expect(JSON.stringify(seen.body)).toContain(file);
    const queueNow = await api("GET", "/api/experts/questions?limit=100", { token: attacker.token });
    expect(queueNow.status).toBe(200);
    const later = await createQuestion(api, asker, {
      ...law,
      bonus_amount: 10,
      paid_amount: 5,
      bonus_rule: "publisher_agree",
    });
    const answer = await createComment(api, attacker, later);
    const paidLater = await api("POST", "/api/questions/pay_bonus", {
      token: asker.token,
      json: { question_id: later, comment_id: answer },
    });
    expect(paidLater.body.amount).toBe(15);
    expect(await balanceOf(attacker)).toBe(25);
  });

  it("re-applying while pending returns the same application; the choice forms it; rejection lets one apply again", async () => {
    const law = await categoryPath(api, "law");
    const finance = await categoryPath(api, "finance");
    const user = await createUser(api, "applicant");
    await server.app.db.update(users).set({ lang: "de" }).where(eq(users.id, user.id));

    // The spec's call sends no body: a pending application without a channel cannot be approved yet.
    const first = await apply(user);
    expect(first.body).toMatchObject({ status: "pending", channel_id: null });
    const incomplete = await approve(first.body.id);
    expect(incomplete.status).toBe(409);
    expect(incomplete.body.code).toBe("expert_application_incomplete");
    const again = await apply(user);
    expect(again.body.id).toBe(first.body.id);
    // Choosing on /expert-category-select (set-categories) forms the pending application.
    const chosen = await api("POST", `/api/experts/${first.body.expert_id}/set-categories`, {
      token: user.token,
      json: { channel_id: finance.channel, category_ids: [finance.category_top] },
    });
    expect(chosen.status).toBe(200);
    expect(chosen.body).toMatchObject({
      status: "applicant",
      channel_id: null,
      application: { id: first.body.id, status: "pending", channel_id: finance.channel },
    });
    // Applying with a selection while pending updates the same application.
    const withLaw = await apply(user, law);
    expect(withLaw.body).toMatchObject({ id: first.body.id, channel_id: law.channel });
    const pendingList = await api("GET", "/api/admin/experts/applications?limit=100", { token: adminToken });
    expect(
      pendingList.body.items.filter((a: { applicant: { id: number } }) => a.applicant.id === user.id),
    ).toHaveLength(1);

    const rejected = await reject(first.body.id, "Bitte Qualifikationen im Profil angeben");
    expect(rejected.body).toMatchObject({
      status: "rejected",
      reason: "Bitte Qualifikationen im Profil angeben",
    });
    expect((await reject(first.body.id, "again")).body.code).toBe("expert_application_decided");
    expect((await approve(first.body.id)).body.code).toBe("expert_application_decided");
    const [message] = await messagesOf(user.id);
    expect(message).toMatchObject({ kind: "expert_rejected", title: "Expertenantrag abgelehnt" });
    expect(message?.content).toContain("Bitte Qualifikationen im Profil angeben");
    expect(message?.content).toContain("„");
    const standing = await api("GET", "/api/experts/me", { token: user.token });
    expect(standing.body).toMatchObject({
      status: "applicant",
      application: { status: "rejected", reason: "Bitte Qualifikationen im Profil angeben" },
    });
    expect((await api("GET", "/api/me", { token: user.token })).body.role).toBe("user");

    // After a rejection one may apply again at once (no cooldown): a new application.
    const second = await apply(user, law);
    expect(second.body.id).not.toBe(first.body.id);
    expect(second.body.status).toBe("pending");
    expect((await approve(second.body.id)).status).toBe(200);
    const messages = await messagesOf(user.id);
    expect(messages.map((m) => m.kind)).toEqual(["expert_rejected", "expert_approved"]);
    expect(messages[1]?.title).toBe("Expertenantrag angenommen");
    expect((await api("GET", "/api/experts/me", { token: user.token })).body).toMatchObject({
      status: "approved",
      channel_id: law.channel,
      category_ids: [law.category_top],
    });
    // An approved expert applies no more (409), like any role other than user.
    expect((await apply(user, law)).body.code).toBe("role_not_changeable");
  });

  it("a channel change waits for approval: the new channel stays closed, the old one stays open until then", async () => {
    const law = await categoryPath(api, "law");
    const finance = await categoryPath(api, "finance");
    const asker = await createUser(api, "asker");
    const lawSecret = await createQuestion(api, asker, {
      ...law,
      is_public: false,
      bonus_rule: "first_reply",
    });
    const financeSecret = await createQuestion(api, asker, {
      ...finance,
      is_public: false,
      bonus_rule: "first_reply",
    });
    const { user, expertId } = await approvedExpert(law);
    const can = async (id: number) =>
      (await api("GET", `/api/questions/detail/${id}`, { token: user.token })).status;

    // Categories inside the approved channel change at once.
    const lawRoots = await roots(law.channel);
    const narrowed = await api("POST", `/api/experts/${expertId}/set-categories`, {
      token: user.token,
      json: { channel_id: law.channel, category_ids: lawRoots.slice(0, 2) },
    });
    expect(narrowed.body).toMatchObject({ status: "approved", category_ids: lawRoots.slice(0, 2) });

    const change = await api("POST", `/api/experts/${expertId}/set-categories`, {
      token: user.token,
      json: { channel_id: finance.channel, category_ids: [finance.category_top] },
    });
    expect(change.status).toBe(200);
    expect(change.body).toMatchObject({
      status: "approved",
      channel_id: law.channel,
      application: { kind: "channel_change", status: "pending", channel_id: finance.channel },
    });
    expect(await can(financeSecret)).toBe(404);
    expect(await can(lawSecret)).toBe(200);
    const queue = await api("GET", "/api/experts/questions?limit=100", { token: user.token });
    expect(queue.body.items.map((q: { id: number }) => q.id)).not.toContain(financeSecret);
    const pending = await api("GET", "/api/admin/experts/applications?limit=100", { token: adminToken });
    const listed = pending.body.items.find((a: { id: number }) => a.id === change.body.application.id);
    expect(listed).toMatchObject({
      kind: "channel_change",
      current_channel_id: law.channel,
      applicant: { id: user.id, username: user.username },
    });

    expect((await approve(change.body.application.id)).status).toBe(200);
    expect(await can(financeSecret)).toBe(200);
    expect(await can(lawSecret)).toBe(404);
    expect((await messagesOf(user.id)).map((m) => m.kind)).toEqual([
      "expert_approved",
      "expert_change_approved",
    ]);

    // A rejected change leaves the approved channel as it was.
    const back = await api("POST", `/api/experts/${expertId}/set-categories`, {
      token: user.token,
      json: { channel_id: law.channel, category_ids: [law.category_top] },
    });
    expect((await reject(back.body.application.id, "no")).status).toBe(200);
    expect(await can(financeSecret)).toBe(200);
    expect(await can(lawSecret)).toBe(404);
  });

  it("an administrator may revoke: privileges end, the role is user again, one may apply again", async () => {
    const law = await categoryPath(api, "law");
    const asker = await createUser(api, "asker");
    const secret = await createQuestion(api, asker, { ...law, is_public: false, bonus_rule: "first_reply" });
    const { user, expertId } = await approvedExpert(law);
    const listed = await api("GET", "/api/admin/experts?limit=100", { token: adminToken });
    expect(listed.body.items.map((e: { expert_id: number }) => e.expert_id)).toContain(expertId);
    const revoked = await api("POST", `/api/admin/experts/${expertId}/revoke`, {
      token: adminToken,
      json: { reason: "Misleading answers" },
    });
    expect(revoked.body).toMatchObject({
      status: "revoked",
      channel_id: null,
      revoke_reason: "Misleading answers",
    });
    expect((await api("GET", "/api/me", { token: user.token })).body).toMatchObject({
      role: "user",
      expert_id: null,
    });
    expect((await api("GET", `/api/questions/detail/${secret}`, { token: user.token })).status).toBe(404);
    expect((await api("GET", "/api/experts/questions", { token: user.token })).status).toBe(403);
    expect((await messagesOf(user.id)).map((m) => m.kind)).toEqual(["expert_approved", "expert_revoked"]);
    const twice = await api("POST", `/api/admin/experts/${expertId}/revoke`, {
      token: adminToken,
      json: { reason: "again" },
    });
    expect(twice.body.code).toBe("expert_not_approved");
    expect((await apply(user, law)).body.status).toBe("pending");
  });

  it("only administrators list, approve, reject and revoke (others 403, nothing changes)", async () => {
    const law = await categoryPath(api, "law");
    const { user: expert, expertId } = await approvedExpert(law);
    const applicant = await createUser(api, "applicant");
    const application = (await apply(applicant, law)).body;
    for (const token of [applicant.token, expert.token]) {
      const calls = [
        api("GET", "/api/admin/experts/applications", { token }),
        api("GET", "/api/admin/experts", { token }),
        approve(application.id, token),
        reject(application.id, "no", token),
        api("POST", `/api/admin/experts/${expertId}/revoke`, { token, json: { reason: "x" } }),
      ];
      for (const res of await Promise.all(calls)) expect(res.status).toBe(403);
    }
    expect((await api("GET", "/api/experts/me", { token: applicant.token })).body.application.status).toBe(
      "pending",
    );
    expect((await api("GET", "/api/me", { token: expert.token })).body.role).toBe("expert");
    // A reason is required to reject.
    expect((await reject(application.id, "  ")).status).toBe(400);
  });

  it("keeps expert settings to their owner", async () => {
    const law = await categoryPath(api, "law");
    const alice = await createUser(api, "alice");
    const bob = await createUser(api, "bob");
    const up = await apply(alice, law);
    expect((await api("POST", `/api/experts/upgrade/${alice.id}`, { token: bob.token })).status).toBe(403);
    expect((await api("GET", `/api/experts/detail/${up.body.expert_id}`, { token: bob.token })).status).toBe(
      403,
    );
    const res = await api("POST", `/api/experts/${up.body.expert_id}/set-categories`, {
      token: bob.token,
      json: { channel_id: law.channel, category_ids: [law.category_top] },
    });
    expect(res.status).toBe(403);
    expect((await api("GET", "/api/experts/questions", { token: bob.token })).status).toBe(403);
    expect((await api("GET", "/api/experts/me", { token: bob.token })).body).toMatchObject({
      expert_id: null,
      status: "none",
      application: null,
    });
  });

  it("checks the choice: up to three root categories of the chosen channel", async () => {
    const law = await categoryPath(api, "law");
    const finance = await categoryPath(api, "finance");
    const lawRoots = await roots(law.channel);
    const user = await createUser(api, "chooser");
    const send = (channel_id: number, category_ids: number[]) =>
      api("POST", `/api/experts/upgrade/${user.id}`, {
        token: user.token,
        json: { channel_id, category_ids },
      });
    expect((await send(law.channel, lawRoots.slice(0, 4))).status).toBe(400);
    expect((await send(law.channel, [law.category])).body.code).toBe("invalid_category");
    expect((await send(law.channel, [finance.category_top])).status).toBe(400);
    expect((await send(law.channel, [law.category_top])).status).toBe(200);
  });

  it.each(["publisher", "organization"] as const)(
    "refuses an application from role %s (only role user may)",
    async (role) => {
      const user = await createUser(api, role);
      await setRole(server.app, user.id, role);
      const res = await api("POST", `/api/experts/upgrade/${user.id}`, { token: user.token });
      expect(res.status).toBe(409);
      expect(res.body.code).toBe("role_not_changeable");
      const me = await api("GET", "/api/me", { token: user.token });
      expect(me.body).toMatchObject({ role, expert_id: null });
      expect(await server.app.db.select().from(experts).where(eq(experts.userId, user.id))).toEqual([]);
    },
  );

  it("pages the expert question list 10 at a time: 11 matching questions are 10 on page 1 and 1 on page 2", async () => {
    // A root category of its own, so that questions of other tests (the PostgreSQL database is shared
    // by all test files of a run) cannot land in this expert's list.
    const law = await categoryPath(api, "law");
    const key = `test_expert_paging_${randomBytes(4).toString("hex")}`;
    const [own] = await server.app.db
      .insert(categories)
      .values({
        key,
        channelId: law.channel,
        parentId: null,
        sort: 9_999,
        i18n: Object.fromEntries(LOCALES.map((lang) => [lang, key])),
      })
      .returning({ id: categories.id });
    const categoryTop = own?.id as number;

    const { user } = await approvedExpert({ ...law, category_top: categoryTop });

    const asker = await createUser(api, "asker");
    const ids: number[] = [];
    for (let i = 0; i < 11; i++) {
      ids.push(
        await createQuestion(api, asker, { channel: law.channel, category_top: categoryTop, category: null }),
      );
    }
    // The expert's own question in the same category is not in their work list.
    await createQuestion(api, user, { channel: law.channel, category_top: categoryTop, category: null });
    const newestFirst = [...ids].reverse();
    const idsOf = (body: { items: { id: number }[] }) => body.items.map((q) => q.id);

    const page1 = await api("GET", "/api/experts/questions?skip=0&limit=10", { token: user.token });
    expect(page1.status).toBe(200);
    expect(page1.body).toMatchObject({ total: 11, total_capped: false });
    expect(idsOf(page1.body)).toEqual(newestFirst.slice(0, 10));
    const page2 = await api("GET", "/api/experts/questions?skip=10&limit=10", { token: user.token });
    expect(page2.body).toMatchObject({ total: 11, total_capped: false });
    expect(idsOf(page2.body)).toEqual(newestFirst.slice(10));
    // Without paging parameters the list is the first page of 10.
    const byDefault = await api("GET", "/api/experts/questions", { token: user.token });
    expect(idsOf(byDefault.body)).toEqual(newestFirst.slice(0, 10));
  });
});
