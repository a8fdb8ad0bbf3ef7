import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ownDatabaseForFile } from "../../test/own-database.js";
import { queryRows } from "../rows.js";
import { seedDemoContent } from "./demo.js";

// Its own in-memory database: demo content must not leak into the other tests' data.
const database = ownDatabaseForFile();

describe("demo content", () => {
  it("seeds once, with every counter backed by real rows", async () => {
    expect(await seedDemoContent(database.db)).toBe(true);
    expect(await seedDemoContent(database.db)).toBe(false);
    const mismatches = await queryRows<{ id: number }>(
      database.db,
      sql`select q.id from questions q where
        q.likes_count <> (select count(*) from question_reactions r where r.question_id = q.id and r.kind = 'like')
        or q.favorites_count <> (select count(*) from question_favorites f where f.question_id = q.id)
        or q.comments_count <> (select count(*) from comments c where c.question_id = q.id)
        or q.views <> (select count(*) from question_views v where v.question_id = q.id)`,
    );
    expect(mismatches).toEqual([]);
    const [counts] = await queryRows<{ questions: number; languages: number }>(
      database.db,
      sql`select (select count(*) from questions)::int as questions,
        (select count(distinct u.lang) from questions q join users u on u.id = q.user_id)::int as languages`,
    );
    expect(counts?.questions).toBeGreaterThanOrEqual(30);
    expect(counts?.languages).toBe(9);
  });
});
