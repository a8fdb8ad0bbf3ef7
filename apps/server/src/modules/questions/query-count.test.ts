import { randomBytes } from "node:crypto";
import { appendFileSync } from "node:fs";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.js";
import { type ApiClient, apiClient } from "../../test/http.js";
import { categoryPath } from "../../test/question-factories.js";
import { startTestServer, type TestServer, testDatabase } from "../../test/server.js";
import { createUser, type TestUser } from "../../test/user-factories.js";

/**
 * No N+1 queries: a list request sends the same small number of SQL statements whether the page holds
 * 3 rows or 23. Rows are inserted directly (they are fixtures; the lists are what is under test), then
 * each list endpoint is called with a page big enough for all of them, counting queries on the way.
 */
let server: TestServer;
let database: Database;
let api: ApiClient;
let alice: TestUser;
let questionId: number;
let merchantId: number;
const word = `qc${randomBytes(4).toString("hex")}`;

beforeAll(async () => {
  server = await startTestServer();
  database = await testDatabase();
  api = apiClient(server.url);
  alice = await createUser(api, "qcount");
  const path = await categoryPath(api);
  const [q] = await exec<{
    id: number;
  }>(sql`insert into questions (user_id, title, channel_id, category_top_id,
      content, content_text, bonus_rule, deadline, search_vector)
    values (${alice.id}, ${word}, ${path.channel}, ${path.category_top}, '<p>x</p>', 'x', 'publisher_agree',
      now() + interval '3 days', array_to_tsvector(array[${word}])) returning id`);
  questionId = q?.id ?? 0;
  const [m] = await exec<{ id: number }>(
    sql`insert into merchants (owner_id, name) values (${alice.id}, ${word}) returning id`,
  );
  merchantId = m?.id ?? 0;
});
afterAll(() => server.close());

async function exec<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await database.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** Adds `n` rows to every list under test, all visible to alice and matching `word`. */
async function addRows(n: number): Promise<void> {
  const v = sql`array_to_tsvector(array[${word}])`;
  await exec(sql`insert into questions (user_id, title, channel_id, category_top_id, content, content_text,
      bonus_rule, deadline, search_vector)
    select user_id, title || g, channel_id, category_top_id, content, content_text, bonus_rule, deadline,
      search_vector from questions, generate_series(1, ${n}) g where id = ${questionId}`);
  await exec(sql`insert into comments (question_id, user_id, content)
    select ${questionId}, ${alice.id}, 'answer ' || g from generate_series(1, ${n}) g`);
  await exec(sql`insert into messages (user_id, kind, title, content)
    select ${alice.id}, 'system', 'm' || g, 'c' from generate_series(1, ${n}) g`);
  await exec(sql`insert into housing (owner_id, title, contact, search_vector, category_id, top_category_id,
      price_wan, area, room, hall, toilet, orientation, decoration, type, city)
    select ${alice.id}, ${word}, 'c', ${v}, 11, 1, 100, 80, 2, 1, 1, 'south', 'fine', 'residential', ${word}
    from generate_series(1, ${n}) g`);
  await exec(sql`insert into sale_items (owner_id, title, contact, search_vector, category)
    select ${alice.id}, ${word}, 'c', ${v}, 'daily' from generate_series(1, ${n}) g`);
  await exec(sql`insert into housekeeping_items (owner_id, title, contact, search_vector, category)
    select ${alice.id}, ${word}, 'c', ${v}, 'repair' from generate_series(1, ${n}) g`);
  await exec(sql`insert into jobs (owner_id, title, contact, search_vector, job_type, salary_min, salary_max, company)
    select ${alice.id}, ${word}, 'c', ${v}, 'full_time', 1, 2, 'co' from generate_series(1, ${n}) g`);
  await exec(sql`insert into products (merchant_id, name, price_fen, stock)
    select ${merchantId}, 'p' || g, 100, 5 from generate_series(1, ${n}) g`);
  const orders = await exec<{ id: number }>(sql`insert into orders (buyer_id, total_fen, contact)
    select ${alice.id}, 100, '{"name":"a","phone":"1","address":"x"}'::jsonb from generate_series(1, ${n}) g
    returning id`);
  const [product] = await exec<{ id: number }>(
    sql`select id from products where merchant_id = ${merchantId} limit 1`,
  );
  for (const o of orders) {
    await exec(sql`insert into order_lines (order_id, product_id, merchant_id, name, unit_price_fen, quantity)
      values (${o.id}, ${product?.id}, ${merchantId}, 'p', 100, 1), (${o.id}, ${product?.id}, ${merchantId}, 'p', 100, 1)`);
  }
}

const lists = () => [
  { name: "questions", path: `/api/questions?limit=50&search=${word}`, items: "items" },
  { name: "questions (all)", path: "/api/questions?limit=50", items: "items" },
  { name: "comments", path: `/api/questions/comments?question_id=${questionId}&limit=50`, items: "items" },
  { name: "messages", path: `/api/messages/user/${alice.id}?limit=50`, items: "items" },
  { name: "housing", path: `/api/housing?city=${word}&page_size=50`, items: "items" },
  { name: "sales", path: "/api/sales?category=daily&page_size=50", items: "items" },
  { name: "housekeeping", path: "/api/housekeeping?category=repair&page_size=50", items: "items" },
  { name: "jobs", path: "/api/jobs?page_size=50", items: "items" },
  { name: "search", path: `/api/search?q=${word}`, items: "" },
  { name: "products", path: `/api/products?merchant_id=${merchantId}&limit=50`, items: "items" },
  { name: "orders", path: "/api/orders?limit=50", items: "items" },
];

const settle = () => new Promise((r) => setTimeout(r, 100));

/**
 * Queries sent while serving one request (work the server finishes after replying included). Counted
 * twice and the smaller kept: a background job (settlement, purges) that happens to run beside one of
 * the two adds its own statements, while an N+1 shows in both.
 */
async function countQueries(path: string): Promise<{ queries: number; body: unknown }> {
  const first = await countQueriesOnce(path);
  const second = await countQueriesOnce(path);
  return first.queries <= second.queries ? first : second;
}

async function countQueriesOnce(path: string): Promise<{ queries: number; body: unknown }> {
  await settle();
  let queries = 0;
  database.onQuery = (q) => {
    // The payment provider and the payout dispatcher poll their orders on timers, whatever the request.
    if (/from "?payment_orders"?/.test(q)) return;
    queries++;
    if (process.env.QC_DEBUG)
      appendFileSync(process.env.QC_DEBUG, `${path} ${q.slice(0, 100).replace(/\s+/g, " ")}\n`);
  };
  try {
    const res = await api("GET", path, { token: alice.token });
    expect(res.status, `${path}: ${JSON.stringify(res.body)}`).toBe(200);
    await settle();
    return { queries, body: res.body };
  } finally {
    database.onQuery = undefined;
  }
}

describe("list endpoints send a constant number of queries (no N+1)", () => {
  it("counts the same queries for 3 rows and for 23 rows", async () => {
    await addRows(3);
    const small: Record<string, number> = {};
    for (const list of lists()) small[list.name] = (await countQueries(list.path)).queries;
    await addRows(20);
    const large: Record<string, number> = {};
    for (const list of lists()) {
      const { queries, body } = await countQueries(list.path);
      large[list.name] = queries;
      if (list.items && list.name !== "questions (all)" && list.name !== "jobs") {
        // The page really grew, so a per-row query would have shown.
        const items = (body as Record<string, unknown[]>)[list.items] ?? [];
        expect(items.length, list.name).toBeGreaterThanOrEqual(23);
      }
    }
    // Search reads the newest rows first and asks the GIN index only when they do not settle the
    // page (search.queries.ts): a few statements per kind either way, never one per hit.
    const { search: searchSmall, ...fixedSmall } = small;
    const { search: searchLarge, ...fixedLarge } = large;
    expect(fixedLarge).toEqual(fixedSmall);
    for (const n of [searchSmall, searchLarge]) expect(n).toBeLessThanOrEqual(5 * 8);
    for (const [name, n] of Object.entries(fixedLarge)) {
      expect(n, name).toBeGreaterThan(0);
      expect(n, name).toBeLessThanOrEqual(12);
    }
  });
});
