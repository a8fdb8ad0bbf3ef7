import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { queryRows } from "../../db/rows.js";
import { openEventStream } from "../../test/event-stream.js";
import { serverForFile } from "../../test/file-server.js";
import { createComment, createQuestion } from "../../test/question-factories.js";
import { createUser, type TestUser } from "../../test/user-factories.js";

const t = serverForFile();

const inbox = async (u: TestUser) =>
  (await t.api("GET", `/api/messages/user/${u.id}?limit=100`, { token: u.token })).body as {
    items: {
      id: number;
      kind: string;
      title: string;
      content: string;
      link: string | null;
      count: number;
      is_read: boolean;
    }[];
    total: number;
    unread: number;
  };

async function english(prefix: string) {
  const user = await createUser(t.api, prefix);
  await t.api("PUT", `/api/customers/${user.id}`, { token: user.token, json: { lang: "en" } });
  return user;
}

describe("new-answer messages are grouped per question and hour", () => {
  it("several answers within an hour make one message with the count; each question its own", async () => {
    const publisher = await english("grp_pub");
    const q1 = await createQuestion(t.api, publisher);
    const q2 = await createQuestion(t.api, publisher);
    const answerers = await Promise.all([1, 2, 3].map((i) => createUser(t.api, `grp_a${i}`)));
    const first = await createComment(t.api, answerers[0] as TestUser, q1);
    await createComment(t.api, answerers[1] as TestUser, q1);
    await createComment(t.api, answerers[2] as TestUser, q1);
    await createComment(t.api, answerers[0] as TestUser, q2);
    const box = await inbox(publisher);
    expect(box.total).toBe(2);
    expect(box.unread).toBe(2);
    const forQ1 = box.items.find((m) => m.link?.startsWith(`/question?id=${q1}#`));
    expect(forQ1).toMatchObject({
      kind: "comment_received",
      count: 3,
      title: "3 new answers to your question",
      link: `/question?id=${q1}#comment-${first}`,
      is_read: false,
    });
    expect(forQ1?.content).toContain(`the latest is by ${answerers[2]?.username}`);
    const forQ2 = box.items.find((m) => m.link?.startsWith(`/question?id=${q2}#`));
    expect(forQ2).toMatchObject({ count: 1, title: "New answer to your question" });
    // The grouped message is the newest in the list.
    expect(box.items[0]?.id).toBe(forQ2?.id);
  });

  it("concurrent answers from several processes' requests still make one message", async () => {
    const publisher = await english("race_pub");
    const q = await createQuestion(t.api, publisher);
    const answerers = await Promise.all([1, 2, 3, 4, 5].map((i) => createUser(t.api, `race_a${i}`)));
    await Promise.all(answerers.map((a) => createComment(t.api, a, q)));
    const box = await inbox(publisher);
    expect(box.total).toBe(1);
    expect(box.items[0]?.count).toBe(5);
  });

  it("once read, or an hour after it began, the next answer starts a new message", async () => {
    const publisher = await english("new_pub");
    const q = await createQuestion(t.api, publisher);
    const [a, b, c] = await Promise.all([1, 2, 3].map((i) => createUser(t.api, `new_a${i}`)));
    await createComment(t.api, a as TestUser, q);
    const firstId = (await inbox(publisher)).items[0]?.id;
    await t.api("PUT", `/api/messages/${firstId}`, { token: publisher.token, json: { is_read: true } });
    await createComment(t.api, b as TestUser, q);
    let box = await inbox(publisher);
    expect(box.total).toBe(2);
    expect(box.items.map((m) => m.count)).toEqual([1, 1]);
    // The open message began more than an hour ago: a new one.
    await t.server.app.db.execute(
      sql`update messages set created_at = now() - interval '61 minutes' where user_id = ${publisher.id}`,
    );
    await createComment(t.api, c as TestUser, q);
    box = await inbox(publisher);
    expect(box.total).toBe(3);
    expect(box.unread).toBe(2);
  });
});

describe("live stream", () => {
  it("tells the open app of a grouped update and of mark-all-read", async () => {
    const publisher = await english("live_pub");
    const q = await createQuestion(t.api, publisher);
    const [a, b] = await Promise.all([1, 2].map((i) => createUser(t.api, `live_a${i}`)));
    const stream = await openEventStream(t.server.url, publisher.token);
    try {
      expect(await stream.waitForUnread(0)).toContain(0);
      await createComment(t.api, a as TestUser, q);
      expect(await stream.waitForUnread(1)).toContain(1);
      const before = stream.unreadCounts.length;
      // The second answer updates the open message (the count of unread stays 1): the app is told anyway.
      await createComment(t.api, b as TestUser, q);
      expect(await stream.waitFor(() => stream.unreadCounts.length > before)).toBe(true);
      await t.api("POST", "/api/messages/read_all", { token: publisher.token });
      expect(await stream.waitFor(() => stream.unreadCounts.length > before + 1)).toBe(true);
      expect(stream.unreadCounts).toEqual([0, 1, 1, 0]);
    } finally {
      await stream.close();
    }
  });
});

describe("mark all as read", () => {
  it("marks only the caller's unread messages read and reports the count", async () => {
    const alice = await english("all_alice");
    const bob = await english("all_bob");
    const q = await createQuestion(t.api, alice);
    const qb = await createQuestion(t.api, bob);
    await createComment(t.api, bob, q);
    await createComment(t.api, alice, qb);
    const other = await createQuestion(t.api, alice);
    await createComment(t.api, bob, other);
    expect((await inbox(alice)).unread).toBe(2);
    const res = await t.api("POST", "/api/messages/read_all", { token: alice.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ updated: 2, unread: 0 });
    expect((await t.api("GET", "/api/messages/unread_count", { token: alice.token })).body).toEqual({
      unread: 0,
    });
    // Bob's message is untouched: read_all acts on the token's user only.
    expect((await inbox(bob)).unread).toBe(1);
    expect((await t.api("POST", "/api/messages/read_all", { token: alice.token })).body).toEqual({
      updated: 0,
      unread: 0,
    });
    expect((await t.api("POST", "/api/messages/read_all")).status).toBe(401);
    const rows = await queryRows<{ n: number }>(
      t.server.app.db,
      sql`select count(*)::int as n from messages where user_id = ${bob.id} and is_read = false`,
    );
    expect(rows[0]?.n).toBe(1);
  });
});
