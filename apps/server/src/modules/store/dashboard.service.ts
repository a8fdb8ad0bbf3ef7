import type { Product, StockCheckTask } from "@ask/contracts";
import { count, desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { products, stockCheckTasks, users } from "../../db/schema/index.js";
import { atWarningLevel, presentProduct, selectProducts } from "./store.queries.js";

/** Products at or below their warning level (the dashboard's first card). */
export async function warningProducts(db: Db): Promise<Product[]> {
  const rows = await selectProducts(db, atWarningLevel);
  return rows.map(presentProduct);
}

/** Open stock-check tasks, newest first. */
export async function openStockCheckTasks(db: Db): Promise<StockCheckTask[]> {
  const rows = await db
    .select({
      id: stockCheckTasks.id,
      productId: stockCheckTasks.productId,
      productName: products.name,
      stockAtCreation: stockCheckTasks.stockAtCreation,
      status: stockCheckTasks.status,
      createdAt: stockCheckTasks.createdAt,
    })
    .from(stockCheckTasks)
    .innerJoin(products, eq(products.id, stockCheckTasks.productId))
    .where(eq(stockCheckTasks.status, "open"))
    .orderBy(desc(stockCheckTasks.createdAt), desc(stockCheckTasks.id));
  return rows.map((r) => ({
    id: r.id,
    product_id: r.productId,
    product_name: r.productName,
    stock_at_creation: r.stockAtCreation,
    status: r.status as StockCheckTask["status"],
    created_at: r.createdAt.toISOString(),
  }));
}

export async function usersTotal(db: Db): Promise<{ total: number }> {
  const [row] = await db.select({ n: count() }).from(users);
  return { total: row?.n ?? 0 };
}
