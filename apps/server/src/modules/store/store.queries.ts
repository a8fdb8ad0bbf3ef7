import { fenToYuan, type Merchant, type Product, type ProductSort } from "@ask/contracts";
import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { merchants, products, stockCheckTasks, users } from "../../db/schema/index.js";
import { moderationOf, shownTo } from "../moderation/moderation-state.js";

type Reader = Pick<Db, "select">;

// --- Merchants ---------------------------------------------------------------------------------

// Written out: drizzle renders a column of the outer query unqualified inside raw SQL.
const productCount = sql<number>`(select count(*) from products p
  where p.merchant_id = "merchants"."id" and p.active and p.moderation is null)::int`.as("product_count");

export async function selectMerchants(db: Reader, where?: SQL) {
  return db
    .select({
      id: merchants.id,
      ownerId: merchants.ownerId,
      name: merchants.name,
      siteUrl: merchants.siteUrl,
      embeddable: merchants.embeddable,
      description: merchants.description,
      productCount,
    })
    .from(merchants)
    .where(where)
    .orderBy(asc(merchants.id));
}
export type MerchantRow = Awaited<ReturnType<typeof selectMerchants>>[number];

export const presentMerchant = (row: MerchantRow, callerId: number | null): Merchant => ({
  id: row.id,
  name: row.name,
  site_url: row.siteUrl,
  embeddable: row.embeddable,
  description: row.description,
  owner_id: row.ownerId,
  is_mine: callerId !== null && row.ownerId === callerId,
  product_count: Number(row.productCount),
});

export async function merchantOwner(db: Reader, merchantId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ ownerId: merchants.ownerId })
    .from(merchants)
    .where(eq(merchants.id, merchantId));
  return row?.ownerId;
}

// --- Products ----------------------------------------------------------------------------------

const productColumns = {
  id: products.id,
  merchantId: products.merchantId,
  merchantName: merchants.name,
  ownerId: merchants.ownerId,
  name: products.name,
  description: products.description,
  priceFen: products.priceFen,
  stock: products.stock,
  warningLevel: products.warningLevel,
  imageUrl: products.imageUrl,
  moderation: products.moderation,
  moderationNote: products.moderationNote,
};

/** Each sort ends on the id, so skip/limit paging is stable. */
const PRODUCT_ORDER: Record<ProductSort, SQL[]> = {
  newest: [desc(products.id)],
  price_asc: [asc(products.priceFen), asc(products.id)],
  price_desc: [desc(products.priceFen), desc(products.id)],
};

/** Active products with their merchant, newest first unless sorted by price. */
export async function selectProducts(
  db: Reader,
  where: SQL | undefined,
  page?: { skip: number; limit: number },
  sort: ProductSort = "newest",
) {
  const query = db
    .select(productColumns)
    .from(products)
    .innerJoin(merchants, eq(merchants.id, products.merchantId))
    .where(and(eq(products.active, true), where))
    .orderBy(...PRODUCT_ORDER[sort])
    .$dynamic();
  return page ? query.offset(page.skip).limit(page.limit) : query;
}
export type ProductRow = Awaited<ReturnType<typeof selectProducts>>[number];

export async function countProducts(db: Reader, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(products)
    .innerJoin(merchants, eq(merchants.id, products.merchantId))
    .where(and(eq(products.active, true), where));
  return row?.n ?? 0;
}

export const presentProduct = (row: ProductRow): Product => ({
  id: row.id,
  merchant_id: row.merchantId,
  merchant_name: row.merchantName,
  name: row.name,
  description: row.description,
  price: fenToYuan(row.priceFen),
  stock: row.stock,
  warning_level: row.warningLevel,
  image_url: row.imageUrl,
  ...moderationOf(row),
});

/** Published, or the viewer's own merchant's (a product under moderation is its merchant's alone). */
export const productShownTo = (viewerId: number | null) =>
  shownTo(products.moderation, merchants.ownerId, viewerId);

/** Stock at or below the warning level: the dashboard's "warning products". */
export const atWarningLevel = sql`${products.stock} <= ${products.warningLevel}`;

/** Every word of q in the product's name or description or its merchant's name (case-insensitive). */
export const productMatching = (q: string) =>
  and(
    ...q
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 8)
      .map((word) => {
        const pattern = `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        return or(
          ilike(products.name, pattern),
          ilike(products.description, pattern),
          ilike(merchants.name, pattern),
        );
      }),
  );

export const productOfMerchant = (merchantId: number) => eq(products.merchantId, merchantId);
export const productWithId = (id: number) => eq(products.id, id);
export const merchantWithId = (id: number) => eq(merchants.id, id);

type MerchantFields = Pick<typeof merchants.$inferInsert, "name" | "description" | "siteUrl" | "embeddable">;

export async function insertMerchant(db: Pick<Db, "insert">, ownerId: number, fields: MerchantFields) {
  const [row] = await db
    .insert(merchants)
    .values({ ownerId, ...fields })
    .returning({ id: merchants.id });
  return row;
}

export async function updateMerchantRow(db: Pick<Db, "update">, id: number, fields: MerchantFields) {
  await db.update(merchants).set(fields).where(eq(merchants.id, id));
}

type ProductFields = Omit<typeof products.$inferInsert, "id" | "merchantId" | "active" | "createdAt">;

export async function insertProduct(db: Pick<Db, "insert">, merchantId: number, fields: ProductFields) {
  const [row] = await db
    .insert(products)
    .values({ merchantId, ...fields })
    .returning({ id: products.id });
  return row;
}

/** Updates a product; returns its new stock and warning level. */
export async function updateProductRow(db: Pick<Db, "update">, id: number, fields: ProductFields) {
  const [row] = await db
    .update(products)
    .set(fields)
    .where(eq(products.id, id))
    .returning({ stock: products.stock, warningLevel: products.warningLevel });
  return row;
}

/** Closes the product's open stock-check task (the check has been done). */
export async function closeStockCheck(db: Pick<Db, "update">, productId: number) {
  await db
    .update(stockCheckTasks)
    .set({ status: "done", doneAt: sql`now()` })
    .where(and(eq(stockCheckTasks.productId, productId), eq(stockCheckTasks.status, "open")));
}

/** Open stock-check tasks with their product's name, newest first. */
export async function selectOpenStockChecks(db: Reader) {
  return db
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
}

export async function countUsers(db: Reader): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users);
  return row?.n ?? 0;
}
