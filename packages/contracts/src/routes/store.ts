import { routeList } from "../endpoint.js";
import { EARLY_ROUTE_KEYS } from "./early.js";

/** The store: merchants, products, delivery contacts, orders and the admin dashboard counts. */
export const storeRoutes = routeList("store", {
  ...EARLY_ROUTE_KEYS.store,
  createMerchant: "POST /merchants",
  updateMerchant: "PUT /merchants/{id}",
  warningProducts: "GET /products/warning",
  createProduct: "POST /merchants/{id}/products",
  updateProduct: "PUT /products/{id}",
  listContacts: "GET /contacts",
  createContact: "POST /contacts",
  updateContact: "PUT /contacts/{id}",
  deleteContact: "DELETE /contacts/{id}",
  createOrder: "POST /orders",
  listOrders: "GET /orders",
  getOrder: "GET /orders/{id}",
  cancelOrder: "POST /orders/{id}/cancel",
  listMerchantOrders: "GET /merchant/orders",
  shipOrder: "POST /merchant/orders/{id}/ship",
  completeOrder: "POST /merchant/orders/{id}/complete",
  stockCheckTasks: "GET /stock_check_tasks",
  usersTotal: "GET /users",
});
