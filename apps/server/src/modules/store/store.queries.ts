import { fenToYuan, type Merchant, type Product } from "@ask/contracts";
import { and, asc, count, eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { merchants, products } from "../../db/schema/index.js";

type Reader = Pick<Db, "select">;

// --- Merchants ---------------------------------------------------------------------------------

// Written out: drizzle renders a column of the outer query unqualified inside raw SQL.
const productCount = sql<number>`(select count(*) from products p
  where p.merchant_id = "merchants"."id" and p.active)::int`.as("product_count");

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
};

/** Active products with their merchant, oldest first (a stable order for skip/limit paging). */
export async function selectProducts(
  db: Reader,
  where: SQL | undefined,
  page?: { skip: number; limit: number },
) {
  const query = db
    .select(productColumns)
    .from(products)
    .innerJoin(merchants, eq(merchants.id, products.merchantId))
    .where(and(eq(products.active, true), where))
    .orderBy(asc(products.id))
    .$dynamic();
  return page ? query.offset(page.skip).limit(page.limit) : query;
}
export type ProductRow = Awaited<ReturnType<typeof selectProducts>>[number];

export async function countProducts(db: Reader, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(products)
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
});

/** Stock at or below the warning level: the dashboard's "warning products". */
export const atWarningLevel = sql`${products.stock} <= ${products.warningLevel}`;
