import type { CartItem } from "@ask/contracts";
import { useEffect, useMemo, useState } from "react";
import { useProductsById } from "./api/products";
import { cartStore, refreshCart, useCart } from "./cart";

export interface CartChanges {
  repriced: string[];
  reduced: string[];
  removed: string[];
}

/**
 * The cart, kept in line with the server: every line's product is fetched, and a changed price or
 * name, a stock below the quantity, or a sold-out product updates the stored cart. What changed is
 * returned (by name) so the screen can say so instead of silently charging something else.
 */
export function useCartSync() {
  const items = useCart();
  const idsKey = items.map((item) => item.id).join(",");
  const ids = useMemo(() => (idsKey ? idsKey.split(",").map(Number) : []), [idsKey]);
  const products = useProductsById(ids);
  const [changes, setChanges] = useState<CartChanges | null>(null);

  useEffect(() => {
    if (products.byId.size === 0) return;
    const result = refreshCart(items, products.byId);
    if (result.repriced.length + result.reduced.length + result.removed.length === 0) return;
    const names = (list: number[]) =>
      list.map((id) => items.find((item: CartItem) => item.id === id)?.name ?? String(id));
    setChanges({
      repriced: names(result.repriced),
      reduced: names(result.reduced),
      removed: names(result.removed),
    });
    cartStore().replace(result.items);
  }, [items, products.byId]);

  return {
    items,
    products: products.byId,
    loading: products.isPending,
    changes,
    dismissChanges: () => setChanges(null),
    refresh: products.refetch,
  };
}
