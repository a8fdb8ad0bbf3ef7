import { CartItem, fenToYuan, type Product, yuanToFen } from "@ask/contracts";
import { useSyncExternalStore } from "react";
import { z } from "zod";
import { CART_CHANGE_EVENT, STORAGE_KEYS } from "../../lib/storage";

/**
 * The browser cart (spec 3: localStorage key "cart", CartItem[] {id, name, price, quantity}).
 * Pure functions do the arithmetic; a small store keeps localStorage and every subscriber (the top-bar
 * badge, the cart page) in step. Money is summed in integer fen so 0.1 + 0.2 never shows 0.30000000004.
 */

/** The most of one product a cart line holds (the order API refuses more than 999). */
export const MAX_LINE_QUANTITY = 999;

export { CART_CHANGE_EVENT };

const StoredCart = z.array(z.unknown());

/** Parses what is stored: junk becomes an empty cart, bad lines are dropped, duplicates merged. */
export function parseCart(raw: string | null): CartItem[] {
  if (!raw) return [];
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return [];
  }
  const list = StoredCart.safeParse(data);
  if (!list.success) return [];
  let items: CartItem[] = [];
  for (const entry of list.data) {
    const line = CartItem.safeParse(entry);
    if (line.success && line.data.price >= 0) items = addToCart(items, line.data, line.data.quantity);
  }
  return items;
}

const clampQuantity = (quantity: number, max = MAX_LINE_QUANTITY) => {
  const whole = Number.isFinite(quantity) ? Math.floor(quantity) : 1;
  return Math.max(1, Math.min(whole, Math.max(1, Math.min(max, MAX_LINE_QUANTITY))));
};

/**
 * Adds `quantity` of a product; the same product merges into its line (name and price refreshed).
 * With `max` (the stock) the line never exceeds it; at stock 0 nothing is added.
 */
export function addToCart(
  items: readonly CartItem[],
  product: Pick<CartItem, "id" | "name" | "price">,
  quantity = 1,
  max?: number,
): CartItem[] {
  if (max !== undefined && max < 1) return [...items];
  const existing = items.find((item) => item.id === product.id);
  const wanted = (existing?.quantity ?? 0) + Math.max(1, Math.floor(quantity) || 1);
  const line: CartItem = {
    id: product.id,
    name: product.name,
    price: product.price,
    quantity: clampQuantity(wanted, max),
  };
  return existing ? items.map((item) => (item.id === product.id ? line : item)) : [...items, line];
}

/** Sets a line's quantity: never below 1 (spec 9), never above `max` when the stock is known. */
export function setQuantity(
  items: readonly CartItem[],
  id: number,
  quantity: number,
  max?: number,
): CartItem[] {
  return items.map((item) => (item.id === id ? { ...item, quantity: clampQuantity(quantity, max) } : item));
}

export function removeFromCart(items: readonly CartItem[], id: number): CartItem[] {
  return items.filter((item) => item.id !== id);
}

export const quantityOf = (items: readonly CartItem[], id: number) =>
  items.find((item) => item.id === id)?.quantity ?? 0;

export const lineTotalFen = (item: CartItem) => yuanToFen(item.price) * item.quantity;
export const cartTotalFen = (items: readonly CartItem[]) =>
  items.reduce((sum, item) => sum + lineTotalFen(item), 0);
/** The total in yuan as the order API expects it (exact: fen / 100). */
export const cartTotalYuan = (items: readonly CartItem[]) => fenToYuan(cartTotalFen(items));
/** Pieces in the cart (the badge number). */
export const cartCount = (items: readonly CartItem[]) => items.reduce((sum, item) => sum + item.quantity, 0);

export interface CartRefresh {
  items: CartItem[];
  /** Lines whose price or name changed. */
  repriced: number[];
  /** Lines cut down to the stock left. */
  reduced: number[];
  /** Lines removed: sold out or no longer on sale. */
  removed: number[];
}

/**
 * Brings the cart in line with the products as the server has them now: current name and price,
 * quantity at most the stock, sold-out and vanished products removed. `products` maps id → product
 * (or null when the product no longer exists); ids missing from the map are left alone.
 */
export function refreshCart(
  items: readonly CartItem[],
  products: ReadonlyMap<number, Pick<Product, "id" | "name" | "price" | "stock"> | null>,
): CartRefresh {
  const result: CartRefresh = { items: [], repriced: [], reduced: [], removed: [] };
  for (const item of items) {
    if (!products.has(item.id)) {
      result.items.push(item);
      continue;
    }
    const product = products.get(item.id);
    if (!product || product.stock < 1) {
      result.removed.push(item.id);
      continue;
    }
    if (yuanToFen(product.price) !== yuanToFen(item.price) || product.name !== item.name)
      result.repriced.push(item.id);
    if (item.quantity > product.stock) result.reduced.push(item.id);
    result.items.push({
      id: item.id,
      name: product.name,
      price: product.price,
      quantity: clampQuantity(item.quantity, product.stock),
    });
  }
  return result;
}

export interface CartStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/**
 * A cart kept in `storage`, announced on `events`. `subscribe` also listens to "storage" events so a
 * cart changed in another tab shows up here. Snapshots are cached per stored string, as
 * useSyncExternalStore requires a stable value between changes.
 */
export function createCartStore(storage: CartStorage, events: EventTarget) {
  let cachedRaw: string | null | undefined;
  let cached: CartItem[] = [];

  const read = (): CartItem[] => {
    let raw: string | null;
    try {
      raw = storage.getItem(STORAGE_KEYS.cart);
    } catch {
      raw = null;
    }
    if (raw !== cachedRaw) {
      cachedRaw = raw;
      cached = parseCart(raw);
    }
    return cached;
  };

  const write = (items: CartItem[]) => {
    try {
      if (items.length === 0) storage.removeItem(STORAGE_KEYS.cart);
      else storage.setItem(STORAGE_KEYS.cart, JSON.stringify(items));
    } catch {
      // Storage full or blocked (private mode): the cart simply does not persist.
    }
    events.dispatchEvent(new Event(CART_CHANGE_EVENT));
  };

  const update = (change: (items: CartItem[]) => CartItem[]) => write(change(read()));

  const subscribe = (listener: () => void) => {
    const onStorage = (event: Event) => {
      const key = (event as StorageEvent).key;
      if (key === undefined || key === null || key === STORAGE_KEYS.cart) listener();
    };
    events.addEventListener(CART_CHANGE_EVENT, listener);
    events.addEventListener("storage", onStorage);
    return () => {
      events.removeEventListener(CART_CHANGE_EVENT, listener);
      events.removeEventListener("storage", onStorage);
    };
  };

  return {
    read,
    subscribe,
    add: (product: Pick<CartItem, "id" | "name" | "price">, quantity = 1, max?: number) =>
      update((items) => addToCart(items, product, quantity, max)),
    setQuantity: (id: number, quantity: number, max?: number) =>
      update((items) => setQuantity(items, id, quantity, max)),
    remove: (id: number) => update((items) => removeFromCart(items, id)),
    replace: (items: CartItem[]) => write(items),
    clear: () => write([]),
  };
}

export type CartStore = ReturnType<typeof createCartStore>;

let browserStore: CartStore | undefined;
/** The one cart of this browser (localStorage, window events). */
export function cartStore(): CartStore {
  browserStore ??= createCartStore(window.localStorage, window);
  return browserStore;
}

const EMPTY: CartItem[] = [];

/** The cart's lines, re-rendering on every change (this tab or another). */
export function useCart(): CartItem[] {
  const store = cartStore();
  return useSyncExternalStore(store.subscribe, store.read, () => EMPTY);
}
