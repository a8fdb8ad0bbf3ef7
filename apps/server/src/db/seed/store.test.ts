import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ownDatabaseForFile } from "../../test/own-database.js";
import { queryRows } from "../rows.js";
import { seedStoreDemo } from "./store.js";

// Its own in-memory database: demo content must not leak into the other tests' data.
const database = ownDatabaseForFile();

describe("demo store", () => {
  it("seeds once: merchants of organization accounts, products, and a task per warning product", async () => {
    expect(await seedStoreDemo(database.db)).toBe(true);
    expect(await seedStoreDemo(database.db)).toBe(false);
    const [counts] = await queryRows<{
      merchants: number;
      owners_ok: number;
      min_products: number;
      max_products: number;
      warning: number;
      open_tasks: number;
      tasks_on_warning: number;
    }>(
      database.db,
      sql`select
        (select count(*) from merchants)::int as merchants,
        (select count(*) from merchants m join users u on u.id = m.owner_id where u.role = 'organization')::int as owners_ok,
        (select min(n) from (select count(*) as n from products group by merchant_id) c)::int as min_products,
        (select max(n) from (select count(*) as n from products group by merchant_id) c)::int as max_products,
        (select count(*) from products where stock <= warning_level)::int as warning,
        (select count(*) from stock_check_tasks where status = 'open')::int as open_tasks,
        (select count(*) from stock_check_tasks t join products p on p.id = t.product_id
          where t.status = 'open' and p.stock <= p.warning_level)::int as tasks_on_warning`,
    );
    expect(counts?.merchants).toBeGreaterThanOrEqual(3);
    expect(counts?.owners_ok).toBe(counts?.merchants);
    expect(counts?.min_products).toBeGreaterThanOrEqual(5);
    expect(counts?.max_products).toBeLessThanOrEqual(8);
    expect(counts?.warning).toBeGreaterThanOrEqual(2);
    expect(counts?.open_tasks).toBe(counts?.warning);
    expect(counts?.tasks_on_warning).toBe(counts?.warning);
  });
});
