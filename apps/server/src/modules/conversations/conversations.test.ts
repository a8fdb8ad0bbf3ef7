import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { queryRows } from "../../db/rows.js";
import { setRole } from "../../test/db-factories.js";
import { uploadFile } from "../../test/listings-helpers.js";
import { PNG } from "../../test/sample-files.js";
import { useTestServer } from "../../test/use-test-server.js";
import { createUser } from "../../test/user-factories.js";
import { DEFAULT_POSTING_LIMITS } from "../moderation/posting-limits.js";
import { openShop } from "../store/store-fixtures.js";
import { contact, openConversation, postSale, send } from "./conversations-fixtures.js";

// New accounts may open 3 conversations and write 8 messages an hour here (reached in a few requests).
const { server, api } = useTestServer({
  postingLimits: {
    ...DEFAULT_POSTING_LIMITS,
    listing: { new: { hour: 50, day: 50 }, trusted: { hour: 50, day: 50 } },
    conversation: { new: { hour: 3, day: 10 }, trusted: { hour: 30, day: 100 } },
    message: { new: { hour: 8, day: 20 }, trusted: { hour: 300, day: 1000 } },
  },
});

const get = (token: string, path: string) => api("GET", path, { token });

describe("conversations about an item (issue 18 item 1)", () => {
  it("about a product: written to its merchant's owner only, linking to the product's page", async () => {
    const { owner, productId } = await openShop(api, server);
    const buyer = await createUser(api, "cvprodbuy");
    const stranger = await createUser(api, "cvprodx");
    const about = (peer: number) => ({
      token: buyer.token,
      json: { peer_id: peer, subject: { kind: "product", id: productId }, text: "还有货吗？" },
    });
    const wrong = await api("POST", "/api/conversations", about(stranger.id));
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe("peer_not_owner");
    const opened = await api("POST", "/api/conversations", about(owner.id));
    expect(opened.status, JSON.stringify(opened.body)).toBe(201);
    const res = await get(owner.token, `/api/conversations/${opened.body.id}`);
    expect(res.body.subject).toMatchObject({
      kind: "product",
      id: productId,
      link: `/product?id=${productId}`,
    });
  });

  it("is private: its two participants see it, a third user gets 404 everywhere", async () => {
    const seller = await createUser(api, "cvseller");
    const buyer = await createUser(api, "cvbuyer");
    const third = await createUser(api, "cvthird");
    const saleId = await postSale(api, seller);
    const opened = await contact(api, buyer, seller, saleId, "iPad 还在吗？");
    expect(opened.status, JSON.stringify(opened.body)).toBe(201);
    const id = opened.body.id as number;

    const list = await get(seller.token, "/api/conversations");
    expect(list.status).toBe(200);
    expect(list.body.unread).toBe(1);
    expect(list.body.items[0]).toMatchObject({
      id,
      peer: { id: buyer.id },
      subject: { kind: "sale", id: saleId, title: "九成新 iPad Air", link: `/saleDetail?id=${saleId}` },
      last_message: { text: "iPad 还在吗？", mine: false, has_image: false },
      unread: 1,
      blocked_by_me: false,
    });
    expect((await get(seller.token, "/api/conversations/unread_count")).body).toEqual({ unread: 1 });

    for (const path of [`/api/conversations/${id}`, `/api/conversations/${id}/messages`]) {
      const res = await get(third.token, path);
      expect(res.status, path).toBe(404);
      expect(res.body.code).toBe("conversation_not_found");
    }
    const intrude = await send(api, third, id, { text: "我也来" });
    expect(intrude.status).toBe(404);
    expect((await get(third.token, "/api/conversations")).body.items).toEqual([]);
    const report = await api("POST", "/api/reports", {
      token: third.token,
      json: { target_type: "conversation", target_id: id, reason: "spam" },
    });
    expect(report.status).toBe(404);
    // Nothing of the third user's reached the conversation.
    const messages = await get(seller.token, `/api/conversations/${id}/messages`);
    expect(messages.body.items.map((m: { text: string }) => m.text)).toEqual(["iPad 还在吗？"]);
  });

  it("reads and writes both ways; reading marks read up to the newest", async () => {
    const seller = await createUser(api, "cvrwsell");
    const buyer = await createUser(api, "cvrwbuy");
    const id = await openConversation(api, buyer, seller);
    const reply = await send(api, seller, id, { text: "在的，可以小刀" });
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({ sender_id: seller.id, mine: true, text: "在的，可以小刀" });
    // The seller read the first message by answering? No: writing moves only the writer's own position
    // to their message, which is after the buyer's, so the seller has nothing unread.
    expect((await get(seller.token, "/api/conversations/unread_count")).body.unread).toBe(0);
    expect((await get(buyer.token, "/api/conversations/unread_count")).body.unread).toBe(1);
    const page = await get(buyer.token, `/api/conversations/${id}/messages`);
    expect(page.body.items.map((m: { text: string; mine: boolean }) => [m.text, m.mine])).toEqual([
      ["还在吗？", true],
      ["在的，可以小刀", false],
    ]);
    expect(page.body.has_more).toBe(false);
    expect((await get(buyer.token, "/api/conversations/unread_count")).body.unread).toBe(0);
    const older = await get(buyer.token, `/api/conversations/${id}/messages?before=${page.body.items[1].id}`);
    expect(older.body.items.map((m: { text: string }) => m.text)).toEqual(["还在吗？"]);
  });

  it("opens only with the owner of a visible item, never with yourself", async () => {
    const seller = await createUser(api, "cvownsell");
    const buyer = await createUser(api, "cvownbuy");
    const stranger = await createUser(api, "cvownstr");
    const saleId = await postSale(api, seller);
    // "A conversation about the seller's iPad" with somebody else: refused.
    const wrongPeer = await contact(api, buyer, stranger, saleId);
    expect(wrongPeer.status).toBe(400);
    expect(wrongPeer.body.code).toBe("peer_not_owner");
    const self = await contact(api, seller, seller, saleId);
    expect(self.body.code).toBe("cannot_message_self");
    const missing = await contact(api, buyer, seller, 2_000_000_000);
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe("conversation_subject_not_found");
    // A user profile: the peer must be that user.
    const aboutUser = await api("POST", "/api/conversations", {
      token: buyer.token,
      json: { peer_id: stranger.id, subject: { kind: "user", id: seller.id }, text: "hi" },
    });
    expect(aboutUser.body.code).toBe("peer_not_owner");
    // A hidden listing cannot be contacted about (a fresh buyer: the attempts above count on the limit).
    await server.app.db.execute(sql`update sale_items set moderation = 'hidden' where id = ${saleId}`);
    const hidden = await contact(api, await createUser(api, "cvownbuy2"), seller, saleId);
    expect(hidden.status).toBe(404);
    expect(hidden.body.code).toBe("conversation_subject_not_found");
  });

  it("reuses the conversation of the same pair and subject, also for two requests at once", async () => {
    const seller = await createUser(api, "cvdupsell");
    const buyer = await createUser(api, "cvdupbuy");
    const saleId = await postSale(api, seller);
    const [a, b] = await Promise.all([
      contact(api, buyer, seller, saleId, "第一条"),
      contact(api, buyer, seller, saleId, "第二条"),
    ]);
    expect(a.status, JSON.stringify(a.body)).toBe(201);
    expect(b.status, JSON.stringify(b.body)).toBe(201);
    expect(b.body.id).toBe(a.body.id);
    const rows = await queryRows<{ n: number }>(
      server.app.db,
      sql`select count(*)::int as n from conversations where starter_id = ${buyer.id}`,
    );
    expect(rows[0]?.n).toBe(1);
    expect((await get(seller.token, "/api/conversations/unread_count")).body.unread).toBe(2);
  });

  it("honours Idempotency-Key: a retried message is stored once", async () => {
    const seller = await createUser(api, "cvidsell");
    const buyer = await createUser(api, "cvidbuy");
    const id = await openConversation(api, buyer, seller);
    const headers = { "idempotency-key": randomUUID() };
    const post = () =>
      api("POST", `/api/conversations/${id}/messages`, {
        token: buyer.token,
        json: { text: "重试" },
        headers,
      });
    const [first, second] = await Promise.all([post(), post()]);
    expect(first.status).toBe(201);
    expect(second.body).toEqual(first.body);
    const page = await get(seller.token, `/api/conversations/${id}/messages`);
    expect(page.body.items.filter((m: { text: string }) => m.text === "重试")).toHaveLength(1);
  });

  it("a block stops both sides from writing and the blocker's count ignores the blocked", async () => {
    const seller = await createUser(api, "cvblksell");
    const buyer = await createUser(api, "cvblkbuy");
    const id = await openConversation(api, buyer, seller);
    const blocked = await api("PUT", `/api/blocks/${buyer.id}`, { token: seller.token });
    expect(blocked.body).toEqual({ blocked: true });
    expect((await get(seller.token, "/api/conversations/unread_count")).body.unread).toBe(0);
    const fromBuyer = await send(api, buyer, id, { text: "为什么不回？" });
    expect(fromBuyer.status).toBe(403);
    expect(fromBuyer.body.code).toBe("blocked");
    const again = await contact(api, buyer, seller, await postSale(api, seller));
    expect(again.status).toBe(403);
    expect((await send(api, seller, id, { text: "x" })).status).toBe(403);
    const summary = await get(buyer.token, `/api/conversations/${id}`);
    expect(summary.body).toMatchObject({ blocked_me: true, blocked_by_me: false });
    // Only the blocker lifts it.
    await api("DELETE", `/api/blocks/${seller.id}`, { token: buyer.token });
    expect((await send(api, buyer, id, { text: "still" })).status).toBe(403);
    expect((await api("DELETE", `/api/blocks/${buyer.id}`, { token: seller.token })).body).toEqual({
      blocked: false,
    });
    expect((await send(api, buyer, id, { text: "你好" })).status).toBe(201);
    expect((await api("PUT", `/api/blocks/${seller.id}`, { token: seller.token })).status).toBe(400);
  });

  it("takes an image only from the sender's own uploads", async () => {
    const seller = await createUser(api, "cvimgsell");
    const buyer = await createUser(api, "cvimgbuy");
    const id = await openConversation(api, buyer, seller);
    const theirs = await uploadFile(server.url, seller.token, "seller.png", PNG);
    const stolen = await send(api, buyer, id, { image_url: theirs });
    expect(stolen.status).toBe(400);
    expect(stolen.body.code).toBe("not_your_upload");
    const mine = await uploadFile(server.url, buyer.token, "mine.png", PNG);
    const sent = await send(api, buyer, id, { image_url: mine });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expect(sent.body).toMatchObject({ image_url: mine, text: "" });
    expect((await send(api, buyer, id, { text: "  " })).status).toBe(400);
    expect((await send(api, buyer, id, { text: "x".repeat(2001) })).status).toBe(400);
  });

  it("limits new accounts: conversations and messages per hour", async () => {
    const seller = await createUser(api, "cvlimsell");
    const buyer = await createUser(api, "cvlimbuy");
    const sales = await Promise.all([1, 2, 3, 4].map(() => postSale(api, seller)));
    const statuses: number[] = [];
    for (const saleId of sales) statuses.push((await contact(api, buyer, seller, saleId)).status);
    expect(statuses).toEqual([201, 201, 201, 429]);
    const list = await get(buyer.token, "/api/conversations");
    const id = list.body.items[0].id;
    const sent: number[] = [];
    for (let i = 0; i < 6; i++) sent.push((await send(api, buyer, id, { text: `m${i}` })).status);
    // The refused 4th conversation stopped before its message: 3 first messages + 5 = 8, the limit.
    expect(sent).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it("is reported by a participant, and the moderator reads its messages", async () => {
    const seller = await createUser(api, "cvrepsell");
    const buyer = await createUser(api, "cvrepbuy");
    const moderator = await createUser(api, "cvrepmod");
    await setRole(server.app, moderator.id, "moderator");
    const id = await openConversation(api, buyer, seller);
    await send(api, buyer, id, { text: "先打款到我卡上" });
    const report = await api("POST", "/api/reports", {
      token: seller.token,
      json: { target_type: "conversation", target_id: id, reason: "fraud" },
    });
    expect(report.status, JSON.stringify(report.body)).toBe(201);
    const queue = await get(moderator.token, "/api/admin/reports?target_type=conversation&limit=100");
    expect(queue.status, JSON.stringify(queue.body)).toBe(200);
    const group = queue.body.items.find((g: { target_id: number }) => g.target_id === id);
    expect(group.content.excerpt).toContain("先打款到我卡上");
    expect(group.content.author_id).toBe(buyer.id);
    // Still private: the moderator is not a participant.
    expect((await get(moderator.token, `/api/conversations/${id}`)).status).toBe(404);
    // A conversation is not hidden (dismiss or ban_user only); dismissing closes the report.
    const decide = (action: string) =>
      api("POST", "/api/admin/moderation/decide", {
        token: moderator.token,
        json: { target_type: "conversation", target_id: id, action, note: "看过了" },
      });
    expect((await decide("hide")).body.code).toBe("invalid_action");
    expect((await decide("dismiss")).status).toBe(200);
  });
});
