import {
  type Product,
  type ProductInput,
  type ProductList,
  type ProductSort,
  yuanToFen,
} from "@ask/contracts";
import { and } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client.js";
import { AppError } from "../../lib/app-error.js";
import { authorize } from "../../security/policy.js";
import { stateAfterWrite } from "../moderation/moderation-state.js";
import { assertPublishable } from "../moderation/words.service.js";
import { requireMerchantOwner } from "./merchants.service.js";
import {
  closeStockCheck,
  countProducts,
  insertProduct,
  presentProduct,
  productMatching,
  productOfMerchant,
  productShownTo,
  productWithId,
  selectProducts,
  updateProductRow,
} from "./store.queries.js";

type Input = z.output<typeof ProductInput>;

export const productNotFound = () => new AppError(404, "product_not_found", "This product does not exist");

/** Products, optionally searched (q) and sorted; one under moderation (issue 17) only for its merchant's owner. */
export async function listProducts(
  db: Db,
  viewerId: number | null,
  query: {
    merchant_id?: number | undefined;
    q?: string | undefined;
    sort: ProductSort;
    skip: number;
    limit: number;
  },
): Promise<ProductList> {
  const where = and(
    productShownTo(viewerId),
    query.merchant_id === undefined ? undefined : productOfMerchant(query.merchant_id),
    query.q ? productMatching(query.q) : undefined,
  );
  const [rows, total] = await Promise.all([
    selectProducts(db, where, { skip: query.skip, limit: query.limit }, query.sort),
    countProducts(db, where),
  ]);
  return { items: rows.map(presentProduct), total };
}

/** One product; one under moderation only for its merchant's owner (others: 404). */
export async function getProduct(
  db: Pick<Db, "select">,
  id: number,
  viewerId: number | null,
): Promise<Product> {
  const [row] = await selectProducts(db, and(productWithId(id), productShownTo(viewerId)));
  if (!row) throw productNotFound();
  return presentProduct(row);
}

const columns = (input: Input) => ({
  name: input.name,
  description: input.description,
  priceFen: yuanToFen(input.price),
  stock: input.stock,
  warningLevel: input.warning_level,
  imageUrl: input.image_url,
});

/** Adds a product to one of the caller's merchants; a review word holds it (pending) for a moderator. */
export async function createProduct(
  db: Db,
  callerId: number,
  merchantId: number,
  input: Input,
): Promise<Product> {
  await requireMerchantOwner(db, callerId, merchantId);
  const moderation = stateAfterWrite(null, await assertPublishable(db, columns(input)));
  const row = await insertProduct(db, merchantId, { ...columns(input), moderation });
  if (!row) throw new Error("product not stored");
  return getProduct(db, row.id, callerId);
}

/**
 * Edits a product of one of the caller's merchants. Restocking above the warning level closes the
 * product's open stock-check task: the check has been done. A product under moderation is resubmitted
 * (pending again, the note kept); a new review word holds a published one.
 */
export async function updateProduct(db: Db, callerId: number, id: number, input: Input): Promise<Product> {
  const verdict = await assertPublishable(db, columns(input));
  return db.transaction(async (tx) => {
    const [current] = await selectProducts(tx, productWithId(id));
    if (!current) throw productNotFound();
    authorize(callerId, "product.change", { ownerId: current.ownerId });
    const moderation = stateAfterWrite(current.moderation, verdict);
    const row = await updateProductRow(tx, id, { ...columns(input), moderation });
    if (row && row.stock > row.warningLevel) await closeStockCheck(tx, id);
    return getProduct(tx, id, callerId);
  });
}
