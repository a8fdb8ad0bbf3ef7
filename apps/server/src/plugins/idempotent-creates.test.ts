import { randomUUID } from "node:crypto";
import { type SQL, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../db/rows.js";
import { addContact, addProduct, openMerchant, seller } from "../modules/store/store-fixtures.js";
import { fundWallet, setRole } from "../test/db-factories.js";
import { type ApiClient, type ApiResponse, apiClient } from "../test/http.js";
import * as listing from "../test/listings-helpers.js";
import { categoryPath, createQuestion } from "../test/question-factories.js";
import { startTestServer, type TestServer } from "../test/server.js";
import { createUser, type TestUser } from "../test/user-factories.js";

/**
 * Issue 15: every POST that creates a row honours the Idempotency-Key, so that a double-clicked
 * "Post answer" (or a retried submit) makes one row: the second request with the key gets the first
 * reply back (same status and body, `idempotent-replayed: true`); the key with another body is 422.
 */
let server: TestServer;
let api: ApiClient;

beforeAll(async () => {
  server = await startTestServer();
  api = apiClient(server.url);
});
afterAll(() => server.close());

const count = async (query: SQL) => Number((await queryRows<{ n: number }>(server.app.db, query))[0]?.n ?? 0);

type Send = (headers: Record<string, string>) => Promise<ApiResponse>;

/**
 * Sends the request twice at once and once more afterwards, all with one key; then once with a new
 * key (a new submission, which creates). Returns the replies.
 */
async function doubleSubmit(send: Send) {
  const headers = { "idempotency-key": randomUUID() };
  const [a, b] = await Promise.all([send(headers), send(headers)]);
  const later = await send(headers);
  if (!a || !b) throw new Error("no reply");
  expect(a.status, JSON.stringify(a.body)).toBe(201);
  for (const r of [b, later]) {
    expect(r.status).toBe(201);
    expect(r.body).toEqual(a.body);
  }
  expect([a, b, later].filter((r) => r.headers.get("idempotent-replayed") === "true")).toHaveLength(2);
  const fresh = await send({ "idempotency-key": randomUUID() });
  expect(fresh.status).toBe(201);
  expect(fresh.body.id).not.toBe(a.body.id);
  return { first: a, fresh };
}

async function publisher(prefix: string): Promise<TestUser> {
  const user = await createUser(api, prefix);
  await setRole(server.app, user.id, "publisher");
  return user;
}

describe("the same Idempotency-Key twice creates one row", () => {
  it("an answer (POST /questions/comments)", async () => {
    const asker = await createUser(api, "idcask");
    const answerer = await createUser(api, "idcans");
    const qid = await createQuestion(api, asker);
    await doubleSubmit((headers) =>
      api("POST", "/api/questions/comments", {
        token: answerer.token,
        json: { question_id: qid, content: "Restart the dev server" },
        headers,
      }),
    );
    // Two submissions, two answers (not three or four), and the question counts two.
    expect(await count(sql`select count(*)::int as n from comments where question_id = ${qid}`)).toBe(2);
    expect(await count(sql`select comments_count as n from questions where id = ${qid}`)).toBe(2);
  });

  it("a question without a bonus (POST /questions)", async () => {
    const user = await createUser(api, "idqfree");
    const path = await categoryPath(api);
    await doubleSubmit((headers) =>
      api("POST", "/api/questions", {
        token: user.token,
        json: { ...path, content: "<p>Why does my build fail on Node 20?</p>" },
        headers,
      }),
    );
    expect(await count(sql`select count(*)::int as n from questions where user_id = ${user.id}`)).toBe(2);
  });

  const listings: [string, (city: string) => Record<string, unknown>][] = [
    ["/api/housing", (city) => listing.housingInput(city)],
    ["/api/sales", (city) => listing.saleInput({ location: city })],
    ["/api/housekeeping", (city) => listing.housekeepingInput({ location: city })],
    ["/api/jobs", () => listing.jobInput()],
  ];
  for (const [path, input] of listings) {
    it(`a listing (POST ${path})`, async () => {
      const owner = await publisher("idlist");
      const body = input(listing.uniqueCity());
      const { first } = await doubleSubmit((headers) =>
        api("POST", path, { token: owner.token, json: body, headers }),
      );
      const mine = await api("GET", `${path}?mine=true`, { token: owner.token });
      expect(mine.status).toBe(200);
      expect(mine.body.items.map((i: { id: number }) => i.id)).toContain(first.body.id);
      expect(mine.body.total).toBe(2);
    });
  }

  it("a merchant, a product, a delivery contact", async () => {
    const owner = await seller(api, server, "idshop");
    const merchant = await doubleSubmit((headers) =>
      api("POST", "/api/merchants", {
        token: owner.token,
        json: { name: "一次就好", description: "Once" },
        headers,
      }),
    );
    expect(await count(sql`select count(*)::int as n from merchants where owner_id = ${owner.id}`)).toBe(2);
    const merchantId = merchant.first.body.id as number;
    await doubleSubmit((headers) =>
      api("POST", `/api/merchants/${merchantId}/products`, {
        token: owner.token,
        json: { name: "普洱 357g", price: 120, stock: 3, warning_level: 1 },
        headers,
      }),
    );
    expect(await count(sql`select count(*)::int as n from products where merchant_id = ${merchantId}`)).toBe(
      2,
    );
    await doubleSubmit((headers) =>
      api("POST", "/api/contacts", {
        token: owner.token,
        json: { name: "王磊", phone: "13800138000", address: "北京市朝阳区建国路 88 号" },
        headers,
      }),
    );
    expect(await count(sql`select count(*)::int as n from contacts where user_id = ${owner.id}`)).toBe(2);
  });

  it("a bank card", async () => {
    const user = await createUser(api, "idcard");
    const send: Send = (headers) =>
      api("POST", "/api/cards", {
        token: user.token,
        json: { bank_name: "Bank", number: "4111111111111111", exp_month: 12, exp_year: 2099 },
        headers,
      });
    const headers = { "idempotency-key": randomUUID() };
    const [a, b] = await Promise.all([send(headers), send(headers)]);
    expect(a?.status, JSON.stringify(a?.body)).toBe(201);
    expect(b?.body).toEqual(a?.body);
    expect(await count(sql`select count(*)::int as n from bank_cards where user_id = ${user.id}`)).toBe(1);
  });

  it("an order", async () => {
    const owner = await seller(api, server, "idordown");
    const merchantId = await openMerchant(api, owner);
    const productId = await addProduct(api, owner, merchantId, { price: 10, stock: 50 });
    const buyer = await createUser(api, "idordbuy");
    await fundWallet(server.app, buyer.id, 100);
    const contactId = await addContact(api, buyer);
    await doubleSubmit((headers) =>
      api("POST", "/api/orders", {
        token: buyer.token,
        json: { items: [{ product_id: productId, quantity: 1 }], contact_id: contactId, expected_total: 10 },
        headers,
      }),
    );
    expect(await count(sql`select count(*)::int as n from orders where buyer_id = ${buyer.id}`)).toBe(2);
  });
});

describe("key rules on creates", () => {
  /** Posts answers to the question as `answerer`, every one under the same fresh idempotency key. */
  const answerWithOneKey = (answerer: TestUser, qid: number) => {
    const headers = { "idempotency-key": randomUUID() };
    return (content: string) =>
      api("POST", "/api/questions/comments", {
        token: answerer.token,
        json: { question_id: qid, content },
        headers,
      });
  };

  it("refuses the same key with another body (422) and creates nothing for it", async () => {
    const asker = await createUser(api, "idc422a");
    const answerer = await createUser(api, "idc422b");
    const qid = await createQuestion(api, asker);
    const answer = answerWithOneKey(answerer, qid);
    const first = await answer("first text");
    expect(first.status).toBe(201);
    const other = await answer("edited text");
    expect(other.status).toBe(422);
    expect(other.body.code).toBe("idempotency_key_reused");
    expect(await count(sql`select count(*)::int as n from comments where question_id = ${qid}`)).toBe(1);
  });

  it("keys are per user: another user's key does not replay someone else's answer", async () => {
    const asker = await createUser(api, "idcusr");
    const [a, b] = [await createUser(api, "idcusra"), await createUser(api, "idcusrb")];
    const qid = await createQuestion(api, asker);
    const headers = { "idempotency-key": randomUUID() };
    const json = { question_id: qid, content: "same words" };
    const ra = await api("POST", "/api/questions/comments", { token: a.token, json, headers });
    const rb = await api("POST", "/api/questions/comments", { token: b.token, json, headers });
    expect([ra.status, rb.status]).toEqual([201, 201]);
    expect(rb.headers.get("idempotent-replayed")).toBeNull();
    expect(rb.body.user_id).toBe(b.id);
  });

  it("a refused create (4xx) leaves the key free for the corrected retry", async () => {
    const asker = await createUser(api, "idcfix");
    const answerer = await createUser(api, "idcfixa");
    const qid = await createQuestion(api, asker);
    const answer = answerWithOneKey(answerer, qid);
    const blank = await answer("   ");
    expect(blank.status).toBe(400);
    const again = await answer("   ");
    expect(again.status).toBe(400);
    expect(again.headers.get("idempotent-replayed")).toBeNull();
  });

  it("every POST route that creates (answers 201) honours the key", () => {
    // Registration has no user to key on; its uniqueness is the username (409).
    const withoutKey = new Set(["/api/register"]);
    const routes = server.app.createRoutes;
    expect(routes.length).toBeGreaterThan(10);
    expect(routes.filter((r) => !r.idempotent && !withoutKey.has(r.url)).map((r) => r.url)).toEqual([]);
  });
});
