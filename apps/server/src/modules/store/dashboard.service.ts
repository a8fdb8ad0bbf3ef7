import type { Product, StockCheckTask } from "@ask/contracts";
import type { Db } from "../../db/client.js";
import {
  atWarningLevel,
  countUsers,
  presentProduct,
  selectOpenStockChecks,
  selectProducts,
} from "./store.queries.js";

/** Products at or below their warning level (the dashboard's first card). */
export async function warningProducts(db: Db): Promise<Product[]> {
  const rows = await selectProducts(db, atWarningLevel);
  return rows.map(presentProduct);
}

/** Open stock-check tasks, newest first. */
export async function openStockCheckTasks(db: Db): Promise<StockCheckTask[]> {
  const rows = await selectOpenStockChecks(db);
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
  return { total: await countUsers(db) };
}
