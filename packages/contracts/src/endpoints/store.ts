import { defineEndpoints } from "../endpoint.js";
import { NoContent } from "../errors.js";
import { storeRoutes } from "../routes/store.js";
import {
  Contact,
  ContactInput,
  ContactList,
  ContactListQuery,
  CreateOrderRequest,
  Merchant,
  MerchantInput,
  MerchantList,
  MerchantOrder,
  MerchantOrderList,
  Order,
  OrderList,
  OrderListQuery,
  Product,
  ProductInput,
  ProductList,
  ProductListQuery,
  StockCheckTasks,
  StoreIdParams,
  UsersTotal,
  WarningProducts,
} from "../store.js";

/** Every store route may answer with these (wallet short of money, not yours, out of stock, ...). */
const errors = [400, 401, 402, 403, 404, 409] as const;
const store = { tags: ["store"], errors } as const;
const orders = { access: "user", tags: ["orders"], errors } as const;
const dashboard = { access: "admin", tags: ["dashboard"], errors } as const;

export const storeEndpoints = defineEndpoints(storeRoutes, {
  listMerchants: {
    ...store,
    access: "optional",
    summary: "All merchants (the store page)",
    response: MerchantList,
  },
  getMerchant: {
    ...store,
    access: "optional",
    summary: "One merchant, with whether its site may be shown in a frame",
    params: StoreIdParams,
    response: Merchant,
  },
  createMerchant: {
    ...store,
    access: "user",
    summary: "Open a merchant (publisher, organization or admin); its site's framing is probed",
    body: MerchantInput,
    status: 201,
    response: Merchant,
    idempotent: true,
  },
  updateMerchant: {
    ...store,
    access: "user",
    summary: "Edit your merchant; its site's framing is probed again",
    params: StoreIdParams,
    body: MerchantInput,
    response: Merchant,
  },
  warningProducts: {
    ...dashboard,
    summary: "Products at or below their warning stock level (admin)",
    response: WarningProducts,
  },
  listProducts: {
    ...store,
    access: "optional",
    summary: "Products, optionally of one merchant (a merchant also sees its own products under moderation)",
    query: ProductListQuery,
    response: ProductList,
  },
  getProduct: {
    ...store,
    access: "optional",
    summary: "One product (one under moderation: only for its merchant)",
    params: StoreIdParams,
    response: Product,
  },
  createProduct: {
    ...store,
    access: "user",
    summary: "Add a product to your merchant",
    params: StoreIdParams,
    body: ProductInput,
    status: 201,
    response: Product,
    idempotent: true,
  },
  updateProduct: {
    ...store,
    access: "user",
    summary: "Edit a product of your merchant; restocking above the warning level closes its stock check",
    params: StoreIdParams,
    body: ProductInput,
    response: Product,
  },
  listContacts: {
    ...orders,
    summary: "Your delivery contacts, the default first",
    query: ContactListQuery,
    response: ContactList,
  },
  createContact: {
    ...orders,
    summary: "Add a delivery contact (a new default replaces the old one)",
    body: ContactInput,
    status: 201,
    response: Contact,
    idempotent: true,
  },
  updateContact: {
    ...orders,
    summary: "Edit one of your delivery contacts",
    params: StoreIdParams,
    body: ContactInput,
    response: Contact,
  },
  deleteContact: {
    ...orders,
    summary: "Remove one of your delivery contacts",
    params: StoreIdParams,
    status: 204,
    response: NoContent,
  },
  createOrder: {
    ...orders,
    summary:
      "Place and pay an order from your wallet (honours Idempotency-Key; 409 out_of_stock / price_changed)",
    body: CreateOrderRequest,
    status: 201,
    response: Order,
    idempotent: true,
  },
  listOrders: {
    ...orders,
    summary: "Your orders, newest first",
    query: OrderListQuery,
    response: OrderList,
  },
  getOrder: {
    ...orders,
    summary: "One of your orders",
    params: StoreIdParams,
    response: Order,
  },
  cancelOrder: {
    ...orders,
    summary:
      "Cancel one of your paid orders before any of it ships: the money goes back to your wallet and the stock to the shelf (409 order_not_cancellable)",
    params: StoreIdParams,
    response: Order,
  },
  listMerchantOrders: {
    ...orders,
    summary: "Orders holding lines of your merchants, newest first (only your lines)",
    query: OrderListQuery,
    response: MerchantOrderList,
  },
  shipOrder: {
    ...orders,
    summary: "Mark your lines of an order shipped (409 order_not_shippable once cancelled)",
    params: StoreIdParams,
    response: MerchantOrder,
  },
  completeOrder: {
    ...orders,
    summary: "Mark your shipped lines of an order completed (409 order_not_completable before shipping)",
    params: StoreIdParams,
    response: MerchantOrder,
  },
  stockCheckTasks: {
    ...dashboard,
    summary: "Open stock-check tasks, newest first (admin)",
    response: StockCheckTasks,
  },
  usersTotal: {
    ...dashboard,
    summary: "How many user accounts exist (admin)",
    response: UsersTotal,
  },
});

declare module "../endpoint.js" {
  interface Endpoints {
    store: typeof storeEndpoints;
  }
}
