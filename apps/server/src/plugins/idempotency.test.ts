import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { queryRows } from "../db/rows.js";
import { fundWallet, ledgerInvariantViolations, setDeadline } from "../test/db-factories.js";
import type { ApiResponse } from "../test/http.js";
import { verifyPhone } from "../test/phone-factories.js";
import { categoryPath, createComment, createQuestion } from "../test/question-factories.js";
import { useTestServer } from "../test/use-test-server.js";
import { createUser, loginAdmin, type TestUser } from "../test/user-factories.js";
import { addCard, payBonusTo } from "../test/wallet-factories.js";
import { IDEMPOTENCY_TTL_HOURS, purgeExpiredIdempotencyKeys } from "./idempotency.js";

/**
 * Idempotency-Key on every money-moving POST: the same key (one after the other or at the same
 * time) has one effect and gets the same reply; the stored reply commits with the money movement.
 */
const { server, api } = useTestServer();

const balance = async (u: TestUser) =>
  (await api("GET", `/api/customer_balances/${u.id}/balance`, { token: u.token })).body.balance as number;

async function funded(prefix: string, yuan: number) {
  const user = await createUser(api, prefix);
  if (yuan) await fundWallet(server.app, user.id, yuan);
  return user;
}

/** Sends the same request `times` times at once with one key; all replies must be equal. */
async function sameKey(
  times: number,
  send: (headers: Record<string, string>) => Promise<ApiResponse>,
): Promise<ApiResponse> {
  const headers = { "idempotency-key": randomUUID() };
  const replies = await Promise.all(Array.from({ length: times }, () => send(headers)));
  const later = await send(headers);
  const [first] = replies;
  if (!first) throw new Error("no reply");
  for (const r of [...replies, later]) {
    expect(r.status).toBe(first.status);
    expect(r.body).toEqual(first.body);
  }
  // At most one of them ran; the others (and the later one) were answered from the stored reply.
  expect(
    [...replies, later].filter((r) => r.headers.get("idempotent-replayed") !== "true").length,
  ).toBeLessThanOrEqual(1);
  expect(later.headers.get("idempotent-replayed")).toBe("true");
  return first;
}

const countRows = async (query: ReturnType<typeof sql>) =>
  Number((await queryRows<{ n: number }>(server.app.db, query))[0]?.n ?? 0);

describe("every money-moving POST: one effect, one reply per key", () => {
  it("recharge", async () => {
    const user = await createUser(api, "idrech");
    const first = await sameKey(4, (headers) =>
      api("POST", "/api/wallet/recharge", { token: user.token, json: { amount: 3 }, headers }),
    );
    expect(first.status).toBe(201);
    expect(
      await countRows(sql`select count(*)::int as n from payment_orders where user_id = ${user.id}`),
    ).toBe(1);
  });

  it("withdraw", async () => {
    const publisher = await funded("idwpub", 20);
    const user = await createUser(api, "idwith");
    await verifyPhone(server.app, user.id); // withdrawals need a verified phone
    await payBonusTo(api, publisher, user, 20);
    const card = await addCard(api, user);
    const first = await sameKey(4, (headers) =>
      api("POST", "/api/wallet/withdraw", {
        token: user.token,
        json: { amount: 8, card_id: card },
        headers,
      }),
    );
    expect(first.status).toBe(201);
    expect(await balance(user)).toBe(12);
  });

  it("publish with a bonus", async () => {
    const user = await funded("idpub", 10);
    const first = await sameKey(4, async (headers) =>
      api("POST", "/api/questions", {
        token: user.token,
        json: {
          ...(await categoryPath(api)),
          content: "<p>one question only</p>",
          bonus_amount: 4,
          bonus_rule: "publisher_agree",
        },
        headers,
      }),
    );
    expect(first.status).toBe(201);
    expect(await balance(user)).toBe(6);
    expect(await countRows(sql`select count(*)::int as n from questions where user_id = ${user.id}`)).toBe(1);
  });

  it("pay_bonus", async () => {
    const publisher = await funded("idpay", 5);
    const answerer = await createUser(api, "idpayans");
    const qid = await createQuestion(api, publisher, { bonus_amount: 5, bonus_rule: "publisher_agree" });
    const cid = await createComment(api, answerer, qid);
    const first = await sameKey(4, (headers) =>
      api("POST", "/api/questions/pay_bonus", {
        token: publisher.token,
        json: { question_id: qid, comment_id: cid },
        headers,
      }),
    );
    expect(first.status).toBe(200);
    expect(await balance(answerer)).toBe(5);
  });

  it("a five-star rating that pays under first_five_star", async () => {
    const publisher = await funded("idstar", 6);
    const answerer = await createUser(api, "idstarans");
    const qid = await createQuestion(api, publisher, { bonus_amount: 6, bonus_rule: "first_five_star" });
    const cid = await createComment(api, answerer, qid);
    const first = await sameKey(4, (headers) =>
      api("POST", `/api/questions/comments/${cid}/rate`, {
        token: publisher.token,
        json: { score: 5 },
        headers,
      }),
    );
    expect(first.status).toBe(200);
    expect(await balance(answerer)).toBe(6);
  });

  it("appeal, then the admin's award (and a reject elsewhere)", async () => {
    const publisher = await funded("idapp", 8);
    const appellant = await createUser(api, "idappl");
    const qid = await createQuestion(api, publisher, { bonus_amount: 4, bonus_rule: "publisher_agree" });
    await createComment(api, appellant, qid);
    await setDeadline(server.app, qid, -0.01);
    const appealed = await sameKey(3, (headers) =>
      api("POST", "/api/questions/appeal", { token: appellant.token, json: { question_id: qid }, headers }),
    );
    expect(appealed.body).toEqual({ appealed: true });
    const token = (await loginAdmin(api)).token;
    const list = await api("GET", "/api/admin/appeals", { token });
    const appeal = list.body.find((a: { question_id: number }) => a.question_id === qid);
    const awarded = await sameKey(3, (headers) =>
      api("POST", `/api/admin/appeals/${appeal.id}/decide`, { token, json: { decision: "award" }, headers }),
    );
    expect(awarded.body.status).toBe("awarded");
    expect(await balance(appellant)).toBe(4);

    const q2 = await createQuestion(api, publisher, { bonus_amount: 4, bonus_rule: "publisher_agree" });
    await createComment(api, appellant, q2);
    await setDeadline(server.app, q2, -0.01);
    await api("POST", "/api/questions/appeal", { token: appellant.token, json: { question_id: q2 } });
    const list2 = await api("GET", "/api/admin/appeals", { token });
    const appeal2 = list2.body.find((a: { question_id: number }) => a.question_id === q2);
    const rejected = await sameKey(3, (headers) =>
      api("POST", `/api/admin/appeals/${appeal2.id}/decide`, {
        token,
        json: { decision: "reject" },
        headers,
      }),
    );
    expect(rejected.body.status).toBe("rejected");
  });

  it("coupon claim and use", async () => {
    const user = await createUser(api, "idcoup");
    await verifyPhone(server.app, user.id); // coupon claims need a verified phone
    const offers = await api("GET", "/api/coupons", { token: user.token });
    // The seeded welcome coupon (other test files on the same database add coupons without a threshold).
    const welcome = offers.body.find(
      (c: { amount: number; threshold: number }) => c.amount === 5 && c.threshold === 0,
    );
    const claimed = await sameKey(3, (headers) =>
      api("POST", "/api/coupon_records/claim", {
        token: user.token,
        json: { coupon_id: welcome.id },
        headers,
      }),
    );
    expect(claimed.status).toBe(201);
    const used = await sameKey(3, (headers) =>
      api("POST", `/api/coupon_records/use/${claimed.body.record_id}`, { token: user.token, headers }),
    );
    expect(used.body).toMatchObject({ used: true });
    expect(await balance(user)).toBe(welcome.amount);
  });
});

describe("key rules", () => {
  it("refuses the same key with another body (422) and moves nothing for it", async () => {
    const user = await funded("idbody", 10);
    const headers = { "idempotency-key": randomUUID() };
    const first = await api("POST", "/api/wallet/recharge", {
      token: user.token,
      json: { amount: 1 },
      headers,
    });
    expect(first.status).toBe(201);
    const other = await api("POST", "/api/wallet/recharge", {
      token: user.token,
      json: { amount: 2 },
      headers,
    });
    expect(other.status).toBe(422);
    expect(other.body.code).toBe("idempotency_key_reused");
    // Keys are per user: another user may use the same key.
    const stranger = await createUser(api, "idbody2");
    const theirs = await api("POST", "/api/wallet/recharge", {
      token: stranger.token,
      json: { amount: 2 },
      headers,
    });
    expect(theirs.status).toBe(201);
    expect(theirs.body.order_id).not.toBe(first.body.order_id);
  });

  it("leaves no claim behind a refused request, so the corrected retry runs", async () => {
    const user = await createUser(api, "idshort");
    const headers = { "idempotency-key": randomUUID() };
    const json = {
      ...(await categoryPath(api)),
      content: "<p>short of money first</p>",
      bonus_amount: 3,
      bonus_rule: "publisher_agree",
    };
    const short = await api("POST", "/api/questions", { token: user.token, json, headers });
    expect(short.status).toBe(402);
    expect(
      await countRows(sql`select count(*)::int as n from idempotency_keys where user_id = ${user.id}`),
    ).toBe(0);
    await fundWallet(server.app, user.id, 3);
    const retry = await api("POST", "/api/questions", { token: user.token, json, headers });
    expect(retry.status).toBe(201);
    expect(retry.headers.get("idempotent-replayed")).toBeNull();
    expect(await balance(user)).toBe(0);
  });

  it("stores every committed reply in full, never a bare claim", async () => {
    expect(
      await countRows(
        sql`select count(*)::int as n from idempotency_keys where response is null or status_code is null`,
      ),
    ).toBe(0);
  });

  it(`expires replies after ${IDEMPOTENCY_TTL_HOURS} h and purges them`, async () => {
    const user = await createUser(api, "idold");
    const headers = { "idempotency-key": randomUUID() };
    const first = await api("POST", "/api/wallet/recharge", {
      token: user.token,
      json: { amount: 1 },
      headers,
    });
    await server.app.db.execute(
      sql`update idempotency_keys set created_at = now() - make_interval(hours => ${IDEMPOTENCY_TTL_HOURS + 1})
        where user_id = ${user.id}`,
    );
    // An expired key that was not purged yet is taken over by the new request (a new effect).
    const later = await api("POST", "/api/wallet/recharge", {
      token: user.token,
      json: { amount: 1 },
      headers,
    });
    expect(later.status).toBe(201);
    expect(later.headers.get("idempotent-replayed")).toBeNull();
    expect(
      await countRows(sql`select count(*)::int as n from idempotency_keys where user_id = ${user.id}`),
    ).toBe(1);
    await server.app.db.execute(
      sql`update idempotency_keys set created_at = now() - make_interval(hours => ${IDEMPOTENCY_TTL_HOURS + 1})
        where user_id = ${user.id}`,
    );
    expect(await purgeExpiredIdempotencyKeys(server.app.db)).toBeGreaterThanOrEqual(1);
    expect(
      await countRows(sql`select count(*)::int as n from idempotency_keys where user_id = ${user.id}`),
    ).toBe(0);
    expect(first.status).toBe(201);
  });

  it("keeps the ledger balanced", async () => {
    expect(await ledgerInvariantViolations(server.app.db)).toEqual([]);
  });
});
