import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/client.js";
import { toTsQuery } from "../../lib/search-tokens.js";
import { apiClient } from "../../test/http.js";
import { startTestServer, type TestServer } from "../../test/server.js";
import { createUser } from "../../test/user-factories.js";
import { listQuestions } from "../questions/questions.service.js";
import { explainSearch } from "./search.queries.js";
import { search } from "./search.service.js";

let server: TestServer;
let userId: number;

beforeAll(async () => {
  server = await startTestServer();
  userId = (await createUser(apiClient(server.url), "bulk")).id;
});
afterAll(() => server.close());

class Rollback extends Error {}

/**
 * 100,000 questions and 100,000 sales listings inside a transaction that is rolled back afterwards
 * (the database is shared with other test files): the search queries must use the GIN indexes.
 */
describe("search query plans at 100k rows", () => {
  it("never read a whole table: rare words from GIN, common ones walking the newest rows", async () => {
    const plans: { recent: string; rare: string; common: string }[] = [];
    const totals: { total: number; total_capped: boolean }[] = [];
    const newestTitles: string[] = [];
    await server.app.db
      .transaction(async (tx) => {
        const db = tx as unknown as Db;
        await db.execute(sql`
          insert into questions (user_id, title, channel_id, category_top_id, content, content_text, bonus_rule, deadline, search_vector, created_at)
          select ${userId}, 'q' || g, c.channel_id, c.id, '<p>filler</p>', 'filler', 'highest_comment_score', now() + interval '7 days',
            case when g % 20000 = 0 then array_to_tsvector(array['犰', '狳', '犰狳', 'armadillo'])
                 else array_to_tsvector(array['filler', 'w' || (g % 5000)]) end,
            now() - make_interval(secs => g)
          from generate_series(1, 100000) g, (select id, channel_id from categories where parent_id is null limit 1) c`);
        await db.execute(sql`
          insert into sale_items (owner_id, title, contact, category, search_vector, created_at)
          select ${userId}, 's' || g, 'x', 'daily',
            case when g % 20000 = 0 then array_to_tsvector(array['犰', '狳', '犰狳', 'armadillo'])
                 else array_to_tsvector(array['filler', 'w' || (g % 5000)]) end,
            now() - make_interval(secs => g)
          from generate_series(1, 100000) g`);
        await db.execute(sql`analyze questions`);
        await db.execute(sql`analyze sale_items`);
        for (const q of ["犰狳", "armadillo", "filler"]) {
          const tsquery = toTsQuery(q) as string;
          plans.push(await explainSearch(db, "questions", tsquery));
          plans.push(await explainSearch(db, "sales", tsquery));
        }
        // Whole-table lists and searches count a few pages ahead (countWindow): "100+" on page 1.
        totals.push(await listQuestions(db, null, { skip: 0, limit: 10 }));
        const filler = await search(db, { q: "filler", kind: "questions", page: 1 });
        totals.push(...filler.groups);
        newestTitles.push(...(filler.groups[0]?.items ?? []).map((hit) => hit.title));
        totals.push(...(await search(db, { q: "犰狳", kind: "questions", page: 1 })).groups);
        totals.push(...(await search(db, { q: "filler", kind: "questions", page: 20 })).groups);
        throw new Rollback();
      })
      .catch((err) => {
        if (!(err instanceof Rollback)) throw err;
      });
    expect(totals).toEqual([
      expect.objectContaining({ total: 100, total_capped: true }),
      expect.objectContaining({ total: 100, total_capped: true }),
      expect.objectContaining({ total: 5, total_capped: false }),
      expect.objectContaining({ total: 290, total_capped: true }),
    ]);
    expect(newestTitles).toEqual(["q1", "q2", "q3", "q4", "q5", "q6", "q7", "q8", "q9", "q10"]);
    expect(plans).toHaveLength(6);
    for (const [i, plan] of plans.entries()) {
      const table = i % 2 === 0 ? "questions" : "sale_items";
      if (i < 4) {
        // A rare word (犰狳, armadillo; no other test file uses it: on PostgreSQL they share the database): its few matches come from the GIN index and are sorted…
        expect(plan.rare, plan.rare).toContain(`Bitmap Index Scan on ${table}_search_idx`);
        expect(plan.rare).not.toMatch(/Seq Scan on (questions|sale_items)/);
      } else {
        // …a word in every row (filler): the page walks the newest rows on the list index.
        expect(plan.common, plan.common).toMatch(
          /Index Scan using (questions_created_idx|sale_items_recent_idx)/,
        );
        expect(plan.common).not.toMatch(/Seq Scan on (questions|sale_items)/);
      }
      // Questions first look at the newest rows, walking the list index.
      if (table === "questions")
        expect(plan.recent, plan.recent).toContain("Index Scan using questions_created_idx");
    }
  }, 120_000);
});
