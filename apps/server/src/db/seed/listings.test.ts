import {
  HOUSEKEEPING_CATEGORIES,
  HOUSING_CHILD_CATEGORY_IDS,
  HOUSING_DECORATIONS,
  HOUSING_PRICE_BUCKETS,
  HOUSING_ROOM_OPTIONS,
  HOUSING_SIZE_BUCKETS,
  HOUSING_TABS,
  HOUSING_TYPES,
  HousingListQuery,
  SALE_CATEGORIES,
} from "@ask/contracts";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { sanitizeRichText } from "../../lib/sanitize.js";
import { toTsQuery } from "../../lib/search-tokens.js";
import { listHousing } from "../../modules/listings/housing.service.js";
import { ownDatabaseForFile } from "../../test/own-database.js";
import { queryRows } from "../rows.js";
import { seedListingDemo } from "./listings.js";

// Its own in-memory database: demo listings must not leak into the other tests' data.
const database = ownDatabaseForFile();

beforeAll(async () => {
  expect(await seedListingDemo(database.db)).toBe(true);
});

const count = async (query: ReturnType<typeof sql>) =>
  (await queryRows<{ n: number }>(database.db, query))[0]?.n ?? -1;

describe("demo listings", () => {
  it("seeds only once", async () => {
    expect(await seedListingDemo(database.db)).toBe(false);
    expect(await count(sql`select count(*)::int as n from housing`)).toBe(30);
  });

  it("are posted by publisher and organization accounts in several languages and cities", async () => {
    const owners = await queryRows<{ role: string }>(
      database.db,
      sql`select distinct u.role from users u where u.id in (
        select owner_id from housing union select owner_id from sale_items
        union select owner_id from housekeeping_items union select owner_id from jobs)`,
    );
    expect(owners.map((o) => o.role).sort()).toEqual(["organization", "publisher"]);
    expect(
      await count(
        sql`select count(distinct u.lang)::int as n from housing h join users u on u.id = h.owner_id`,
      ),
    ).toBeGreaterThanOrEqual(7);
    expect(await count(sql`select count(distinct city)::int as n from housing`)).toBe(6);
    expect(
      await count(sql`select count(*)::int as n from (
        select lat, lng from housing union all select lat, lng from sale_items
        union all select lat, lng from housekeeping_items union all select lat, lng from jobs) p
        where lat is null or lng is null or lat not between 18 and 45 or lng not between 100 and 125`),
    ).toBe(0);
  });

  it("give every housing filter option something to find", async () => {
    const found = async (query: Record<string, unknown>) =>
      (await listHousing(database.db, null, HousingListQuery.parse(query))).total;
    for (const category_id of HOUSING_CHILD_CATEGORY_IDS)
      expect(await found({ category_id }), `${category_id}`).toBe(5);
    for (const b of HOUSING_PRICE_BUCKETS) {
      expect(
        await found({ price_min: "min" in b ? b.min : undefined, price_max: "max" in b ? b.max : undefined }),
        b.key,
      ).toBeGreaterThan(0);
    }
    for (const b of HOUSING_SIZE_BUCKETS) {
      expect(
        await found({ size_min: "min" in b ? b.min : undefined, size_max: "max" in b ? b.max : undefined }),
        b.key,
      ).toBeGreaterThan(0);
    }
    for (const room of HOUSING_ROOM_OPTIONS) expect(await found({ room }), `room ${room}`).toBeGreaterThan(0);
    for (const type of HOUSING_TYPES) expect(await found({ type }), type).toBeGreaterThan(0);
    for (const decoration of HOUSING_DECORATIONS)
      expect(await found({ decoration }), decoration).toBeGreaterThan(0);
    for (const tab of HOUSING_TABS) expect(await found({ tab }), tab).toBeGreaterThan(0);
    expect(await found({})).toBe(30);
  });

  it("fill the sales and housekeeping sections past one 'load more' page", async () => {
    for (const category of SALE_CATEGORIES) {
      const n = await count(sql`select count(*)::int as n from sale_items where category = ${category}`);
      expect(n, category).toBeGreaterThanOrEqual(7);
      expect(n, category).toBeLessThanOrEqual(10);
    }
    for (const category of HOUSEKEEPING_CATEGORIES) {
      const n = await count(
        sql`select count(*)::int as n from housekeeping_items where category = ${category}`,
      );
      expect(n, category).toBeGreaterThanOrEqual(5);
      expect(n, category).toBeLessThanOrEqual(7);
    }
  });

  it("have jobs with and without chat and phone, with sanitized descriptions", async () => {
    const jobs = await queryRows<{ talkable: boolean; phone: string; description: string; labels: string[] }>(
      database.db,
      sql`select talkable, phone, description, labels from jobs`,
    );
    expect(jobs.length).toBeGreaterThanOrEqual(10);
    expect(jobs.some((j) => !j.talkable)).toBe(true);
    expect(jobs.some((j) => j.phone === "")).toBe(true);
    expect(jobs.every((j) => j.labels.length > 0)).toBe(true);
    expect(jobs.every((j) => j.description === sanitizeRichText(j.description))).toBe(true);
  });

  it("are findable by the site-wide search vector in every language", async () => {
    const hits = async (table: "housing" | "sale_items" | "housekeeping_items" | "jobs", q: string) =>
      count(
        sql`select count(*)::int as n from ${sql.raw(table)} where search_vector @@ ${toTsQuery(q)}::tsquery`,
      );
    expect(await hits("housing", "学区")).toBeGreaterThan(0);
    expect(await hits("housing", "expat")).toBeGreaterThan(0);
    expect(await hits("housing", "Familienwohnung")).toBeGreaterThan(0);
    expect(await hits("housing", "شقة")).toBeGreaterThan(0);
    expect(await hits("sale_items", "macbook")).toBe(1);
    expect(await hits("housekeeping_items", "月嫂")).toBeGreaterThan(0);
    expect(await hits("jobs", "react")).toBeGreaterThan(0);
    expect(await hits("jobs", "Qualitatsingenieur")).toBe(1);
  });
});
