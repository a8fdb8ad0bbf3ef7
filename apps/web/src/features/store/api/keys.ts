/** Query keys of the store. Per-user data (contacts, orders) is scoped by user id. */
export const storeKeys = {
  merchants: () => ["store", "merchants"] as const,
  merchant: (id: number) => ["store", "merchants", id] as const,
  products: (merchantId: number | undefined, search?: { q?: string; sort?: string }, skip = 0) =>
    ["store", "products", { merchantId, ...search, ...(skip ? { skip } : {}) }] as const,
  product: (id: number) => ["store", "product", id] as const,
  allProducts: () => ["store", "product"] as const,
  contacts: (userId: number | undefined, page?: number) =>
    page === undefined
      ? (["store", userId, "contacts"] as const)
      : (["store", userId, "contacts", page] as const),
  orders: (userId: number | undefined) => ["store", userId, "orders"] as const,
  order: (userId: number | undefined, id: number) => ["store", userId, "orders", id] as const,
  merchantOrders: (userId: number | undefined) => ["store", userId, "merchant-orders"] as const,
  dashboard: (part: "warning" | "tasks" | "users") => ["admin", "dashboard", part] as const,
};
