import { z } from "zod";
import { PAGE_SIZES } from "./constants.js";
import { ModeratedFields } from "./moderated.js";
import { YuanAmount } from "./money.js";
import { PRODUCT_SORTS } from "./store-page-params.js";
import { UploadUrl } from "./uploads.js";

/**
 * Merchants, their products, the cart's checkout (orders paid from the wallet through the ledger),
 * delivery contacts, and the stock-check tasks the dashboard counts (spec 2 "Cart", "Dashboard").
 */

const Id = z.coerce.number().int().positive().max(2_147_483_647);
export const StoreIdParams = z.object({ id: Id });

/** Roles that may open a merchant and sell products. */
export const MERCHANT_ROLES = ["publisher", "organization", "admin"] as const;

/** http(s) only: anything else (javascript:, data:, file:) is refused on save. */
export const SiteUrl = z
  .string()
  .trim()
  .max(500)
  .url()
  .refine((u) => /^https?:\/\//i.test(u), "only http and https addresses");

export const Merchant = z
  .object({
    id: z.number().int(),
    name: z.string(),
    site_url: z.string().nullable(),
    /**
     * Whether the site allows being shown in a frame here, as probed on save (X-Frame-Options and
     * CSP frame-ancestors). When false the web shows a link instead of the frame.
     */
    embeddable: z.boolean(),
    description: z.string(),
    owner_id: z.number().int(),
    is_mine: z.boolean(),
    product_count: z.number().int(),
  })
  .meta({ id: "Merchant" });
export type Merchant = z.infer<typeof Merchant>;

export const MerchantInput = z.object({
  name: z.string().trim().min(1).max(80),
  site_url: SiteUrl.nullable().default(null),
  description: z.string().trim().max(2000).default(""),
});
export type MerchantInput = z.input<typeof MerchantInput>;

export const Product = z
  .object({
    id: z.number().int(),
    merchant_id: z.number().int(),
    merchant_name: z.string(),
    name: z.string(),
    description: z.string(),
    /** yuan */
    price: z.number(),
    stock: z.number().int(),
    /** A product at or below this stock level is "warning" and gets a stock-check task. */
    warning_level: z.number().int(),
    image_url: z.string().nullable(),
    ...ModeratedFields,
  })
  .meta({ id: "Product" });
export type Product = z.infer<typeof Product>;

export const ProductInput = z.object({
  name: z.string().trim().min(1).max(80),
  description: z.string().trim().max(2000).default(""),
  price: YuanAmount.refine((n) => n >= 0.01, "at least 0.01"),
  stock: z.number().int().min(0).max(1_000_000),
  warning_level: z.number().int().min(0).max(1_000_000).default(0),
  image_url: UploadUrl.nullable().default(null),
});
export type ProductInput = z.input<typeof ProductInput>;

export const ProductListQuery = z.object({
  merchant_id: Id.optional(),
  /** Words searched in the product's name and description (and its merchant's name). */
  q: z.string().trim().max(100).optional(),
  sort: z.enum(PRODUCT_SORTS).default("newest"),
  skip: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export const ProductList = z.object({ items: z.array(Product), total: z.number().int() });
export type ProductList = z.infer<typeof ProductList>;

/** One line of the browser cart (localStorage key "cart", spec 3 "Cart item"). */
export const CartItem = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  price: z.number(),
  quantity: z.number().int().min(1),
});
export type CartItem = z.infer<typeof CartItem>;

// --- Delivery contacts (OrderConfirm's contact list, 5 per page) -----------------------------------
export const Contact = z
  .object({
    id: z.number().int(),
    name: z.string(),
    phone: z.string(),
    address: z.string(),
    is_default: z.boolean(),
  })
  .meta({ id: "Contact" });
export type Contact = z.infer<typeof Contact>;
export const ContactInput = z.object({
  name: z.string().trim().min(1).max(40),
  phone: z
    .string()
    .trim()
    .min(3)
    .max(20)
    .regex(/^[+]?[0-9 -]+$/, "only_numbers_allowed"),
  address: z.string().trim().min(1).max(200),
  is_default: z.boolean().default(false),
});
export type ContactInput = z.input<typeof ContactInput>;
export const ContactListQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  page_size: z.coerce.number().int().min(1).max(50).default(PAGE_SIZES.orderContacts),
});
export const ContactList = z.object({
  items: z.array(Contact),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type ContactList = z.infer<typeof ContactList>;

// --- Orders ------------------------------------------------------------------------------------
export const CreateOrderRequest = z.object({
  items: z
    .array(z.object({ product_id: z.number().int().positive(), quantity: z.number().int().min(1).max(999) }))
    .min(1)
    .max(50),
  contact_id: z.number().int().positive(),
  /**
   * The total the buyer saw, in yuan: when prices changed meanwhile the order is refused
   * (409 price_changed) instead of charging a different amount.
   */
  expected_total: YuanAmount,
});
export type CreateOrderRequest = z.infer<typeof CreateOrderRequest>;

/**
 * paid → shipped (every line shipped by its merchant) → completed (every line completed);
 * paid → cancelled (by the buyer, while no line has shipped; the money goes back to the wallet).
 */
export const ORDER_STATUSES = ["paid", "shipped", "completed", "cancelled"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const OrderLine = z.object({
  product_id: z.number().int(),
  merchant_id: z.number().int(),
  merchant_name: z.string(),
  name: z.string(),
  price: z.number(),
  quantity: z.number().int(),
  line_total: z.number(),
  shipped_at: z.string().nullable(),
  completed_at: z.string().nullable(),
});
const OrderContact = z.object({ name: z.string(), phone: z.string(), address: z.string() });
export const Order = z
  .object({
    id: z.number().int(),
    status: z.enum(ORDER_STATUSES),
    total: z.number(),
    lines: z.array(OrderLine),
    contact: OrderContact,
    created_at: z.string(),
    /** When every line had shipped / was completed (null until then). */
    shipped_at: z.string().nullable(),
    completed_at: z.string().nullable(),
    cancelled_at: z.string().nullable(),
    /** Paid and no line shipped yet: the buyer may still cancel (POST /orders/{id}/cancel). */
    can_cancel: z.boolean(),
  })
  .meta({ id: "Order" });
export type Order = z.infer<typeof Order>;
/** GET /api/orders: one page of one's orders. */
export const OrderListQuery = z.object({
  skip: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export const OrderList = z.object({ items: z.array(Order), total: z.number().int() });
export type OrderList = z.infer<typeof OrderList>;

/** An order as one merchant sees it: only its own lines, and what it may do next with them. */
export const MerchantOrder = z
  .object({
    id: z.number().int(),
    status: z.enum(ORDER_STATUSES),
    buyer_name: z.string(),
    contact: OrderContact,
    created_at: z.string(),
    cancelled_at: z.string().nullable(),
    lines: z.array(OrderLine),
    /** The total of this merchant's lines, yuan. */
    total: z.number(),
    can_ship: z.boolean(),
    can_complete: z.boolean(),
  })
  .meta({ id: "MerchantOrder" });
export type MerchantOrder = z.infer<typeof MerchantOrder>;
export const MerchantOrderList = z.object({ items: z.array(MerchantOrder), total: z.number().int() });
export type MerchantOrderList = z.infer<typeof MerchantOrderList>;

// --- Dashboard (admin) ---------------------------------------------------------------------------
export const WarningProducts = z.array(Product);
export const StockCheckTask = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  product_name: z.string(),
  stock_at_creation: z.number().int(),
  status: z.enum(["open", "done"]),
  created_at: z.string(),
});
export type StockCheckTask = z.infer<typeof StockCheckTask>;
export const StockCheckTasks = z.array(StockCheckTask);
export const UsersTotal = z.object({ total: z.number().int() });

export const MerchantList = z.array(Merchant);
