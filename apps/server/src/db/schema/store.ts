import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import {
  createdAt,
  heldIndex,
  MODERATION_STATES_SQL,
  moderationColumns,
  requiredRef,
  serialId,
  timestampTz,
  userRef,
} from "./columns.js";

/** A merchant (shop) owned by a publisher or organization; its site is shown in a sandboxed frame. */
export const merchants = pgTable(
  "merchants",
  {
    id: serialId(),
    ownerId: userRef("owner_id"),
    name: text("name").notNull(),
    siteUrl: text("site_url"),
    /** Result of probing the site's framing headers on save. */
    embeddable: boolean("embeddable").notNull().default(false),
    description: text("description").notNull().default(""),
    createdAt: createdAt(),
  },
  (t) => [
    index("merchants_owner_idx").on(t.ownerId),
    check("merchants_site_url_ck", sql`${t.siteUrl} is null or ${t.siteUrl} ~* '^https?://'`),
  ],
);

export const products = pgTable(
  "products",
  {
    id: serialId(),
    merchantId: requiredRef("merchant_id", () => merchants.id),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    priceFen: bigint("price_fen", { mode: "number" }).notNull(),
    /** Never below zero: the database refuses it, so two buyers cannot both take the last item. */
    stock: integer("stock").notNull(),
    warningLevel: integer("warning_level").notNull().default(0),
    imageUrl: text("image_url"),
    active: boolean("active").notNull().default(true),
    createdAt: createdAt(),
    /** Moderation state (null: published), see columns.ts. */
    ...moderationColumns(),
  },
  (t) => [
    heldIndex("products", t),
    check("products_moderation_ck", sql`${t.moderation} in ${sql.raw(MODERATION_STATES_SQL)}`),
    index("products_merchant_idx").on(t.merchantId, t.id),
    index("products_warning_idx").on(t.id).where(sql`${t.stock} <= ${t.warningLevel}`),
    check("products_stock_ck", sql`${t.stock} >= 0`),
    check("products_price_ck", sql`${t.priceFen} > 0`),
  ],
);

/** Created when a sale brings a product to its warning level; at most one open task per product. */
export const stockCheckTasks = pgTable(
  "stock_check_tasks",
  {
    id: serialId(),
    productId: requiredRef("product_id", () => products.id),
    stockAtCreation: integer("stock_at_creation").notNull(),
    status: text("status").notNull().default("open"),
    createdAt: createdAt(),
    doneAt: timestampTz("done_at"),
  },
  (t) => [
    uniqueIndex("stock_check_tasks_open_uq").on(t.productId).where(sql`${t.status} = 'open'`),
    check("stock_check_tasks_status_ck", sql`${t.status} in ('open','done')`),
  ],
);

/** Delivery contacts of a buyer (OrderConfirm lists them 5 per page). */
export const contacts = pgTable(
  "contacts",
  {
    id: serialId(),
    userId: userRef(),
    name: text("name").notNull(),
    phone: text("phone").notNull(),
    address: text("address").notNull(),
    isDefault: boolean("is_default").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index("contacts_user_idx").on(t.userId, t.id),
    uniqueIndex("contacts_default_uq").on(t.userId).where(sql`${t.isDefault}`),
  ],
);

export const orders = pgTable(
  "orders",
  {
    id: serialId(),
    buyerId: userRef("buyer_id"),
    /** paid → shipped (every merchant shipped its lines) → completed; paid → cancelled (buyer, before any shipping; refunded). */
    status: text("status").notNull().default("paid"),
    totalFen: bigint("total_fen", { mode: "number" }).notNull(),
    /** Snapshot of the delivery contact at order time. */
    contact: jsonb("contact").$type<{ name: string; phone: string; address: string }>().notNull(),
    ledgerTransactionId: bigint("ledger_transaction_id", { mode: "number" }),
    idempotencyKey: text("idempotency_key"),
    createdAt: createdAt(),
    cancelledAt: timestampTz("cancelled_at"),
    /** The ledger transaction that returned the money of a cancelled order. */
    refundTransactionId: bigint("refund_transaction_id", { mode: "number" }),
  },
  (t) => [
    check("orders_status_ck", sql`${t.status} in ('paid','shipped','completed','cancelled')`),
    index("orders_buyer_idx").on(t.buyerId, t.createdAt.desc()),
    uniqueIndex("orders_idempotency_uq")
      .on(t.buyerId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
  ],
);

export const orderLines = pgTable(
  "order_lines",
  {
    id: serialId(),
    orderId: requiredRef("order_id", () => orders.id),
    productId: requiredRef("product_id", () => products.id),
    merchantId: requiredRef("merchant_id", () => merchants.id),
    name: text("name").notNull(),
    unitPriceFen: bigint("unit_price_fen", { mode: "number" }).notNull(),
    quantity: integer("quantity").notNull(),
    /** Set by the line's merchant (issue 18); an order is shipped when all its lines are. */
    shippedAt: timestampTz("shipped_at"),
    completedAt: timestampTz("completed_at"),
  },
  (t) => [
    index("order_lines_order_idx").on(t.orderId),
    index("order_lines_merchant_idx").on(t.merchantId, t.orderId),
    check("order_lines_qty_ck", sql`${t.quantity} > 0`),
  ],
);
