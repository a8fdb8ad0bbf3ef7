/** Query keys of the store. Per-user data (contacts, orders) is scoped by user id. */
export const storeKeys = {
  merchants: () => ["store", "merchants"] as const,
  merchant: (id: number) => ["store", "merchants", id] as const,
  products: (merchantId: number | undefined) => ["store", "products", { merchantId }] as const,
  product: (id: number) => ["store", "product", id] as const,
  allProducts: () => ["store", "product"] as const,
  contacts: (userId: number | undefined, page?: number) =>
    page === undefined
      ? (["store", userId, "contacts"] as const)
      : (["store", userId, "contacts", page] as const),
  orders: (userId: number | undefined) => ["store", userId, "orders"] as const,
  dashboard: (part: "warning" | "tasks" | "users") => ["admin", "dashboard", part] as const,
};
