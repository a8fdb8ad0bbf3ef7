import { describe, expect, it } from "vitest";
import {
  addToCart,
  CART_CHANGE_EVENT,
  cartCount,
  cartTotalFen,
  cartTotalYuan,
  createCartStore,
  lineTotalFen,
  MAX_LINE_QUANTITY,
  parseCart,
  refreshCart,
  removeFromCart,
  setQuantity,
} from "./cart";

const tea = { id: 1, name: "Tea", price: 0.1 };
const cake = { id: 2, name: "Cake", price: 0.2 };

class MemoryStorage {
  readonly data = new Map<string, string>();
  getItem(key: string) {
    return this.data.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.data.set(key, value);
  }
  removeItem(key: string) {
    this.data.delete(key);
  }
}

describe("cart arithmetic", () => {
  it("merges the same product into one line and refreshes its price", () => {
    let items = addToCart([], tea);
    items = addToCart(items, cake, 2);
    items = addToCart(items, { ...tea, price: 0.15 }, 3);
    expect(items).toEqual([
      { id: 1, name: "Tea", price: 0.15, quantity: 4 },
      { id: 2, name: "Cake", price: 0.2, quantity: 2 },
    ]);
    expect(cartCount(items)).toBe(6);
  });

  it("never puts more than the stock in the cart, nothing at stock 0", () => {
    let items = addToCart([], tea, 1, 2);
    items = addToCart(items, tea, 1, 2);
    items = addToCart(items, tea, 1, 2);
    expect(items[0]?.quantity).toBe(2);
    expect(addToCart([], cake, 1, 0)).toEqual([]);
    expect(setQuantity(items, 1, 50, 3)[0]?.quantity).toBe(3);
  });

  it("keeps quantities whole and at least 1", () => {
    const items = addToCart([], tea, 3);
    expect(setQuantity(items, 1, 0)[0]?.quantity).toBe(1);
    expect(setQuantity(items, 1, -5)[0]?.quantity).toBe(1);
    expect(setQuantity(items, 1, Number.NaN)[0]?.quantity).toBe(1);
    expect(setQuantity(items, 1, 2.7)[0]?.quantity).toBe(2);
    expect(setQuantity(items, 1, 1e9)[0]?.quantity).toBe(MAX_LINE_QUANTITY);
    expect(addToCart([], tea, 0)[0]?.quantity).toBe(1);
  });

  it("sums in integer fen without float drift", () => {
    // 0.1 + 0.2 in floats is 0.30000000000000004; 3 × 0.1 is 0.30000000000000004.
    const items = addToCart(addToCart([], tea, 3), cake);
    expect(lineTotalFen(items[0] as (typeof items)[0])).toBe(30);
    expect(cartTotalFen(items)).toBe(50);
    expect(cartTotalYuan(items)).toBe(0.5);
    const many = Array.from({ length: 10 }, (_, i) => ({
      id: i + 1,
      name: `n${i}`,
      price: 0.1,
      quantity: 1,
    }));
    expect(cartTotalYuan(many)).toBe(1);
    expect(cartTotalYuan([{ id: 9, name: "x", price: 19.99, quantity: 3 }])).toBe(59.97);
  });

  it("removes a line", () => {
    const items = addToCart(addToCart([], tea), cake);
    expect(removeFromCart(items, 1)).toEqual([{ ...cake, quantity: 1 }]);
  });
});

describe("parseCart", () => {
  it("reads the stored array, drops junk lines and merges duplicates", () => {
    const raw = JSON.stringify([
      { id: 1, name: "Tea", price: 1.5, quantity: 2 },
      { id: 1, name: "Tea", price: 1.5, quantity: 1 },
      { id: "x", name: 3 },
      { id: 3, name: "Zero", price: 1, quantity: 0 },
      { id: 4, name: "Negative", price: -1, quantity: 1 },
      null,
    ]);
    expect(parseCart(raw)).toEqual([{ id: 1, name: "Tea", price: 1.5, quantity: 3 }]);
  });

  it("treats missing or broken storage as an empty cart", () => {
    expect(parseCart(null)).toEqual([]);
    expect(parseCart("{not json")).toEqual([]);
    expect(parseCart('{"id":1}')).toEqual([]);
  });
});

describe("refreshCart", () => {
  it("takes the server's price and name, cuts to stock, drops sold-out and vanished products", () => {
    const items = [
      { id: 1, name: "Tea", price: 1, quantity: 5 },
      { id: 2, name: "Cake", price: 2, quantity: 1 },
      { id: 3, name: "Gone", price: 3, quantity: 1 },
      { id: 4, name: "Sold out", price: 4, quantity: 1 },
      { id: 5, name: "Unknown", price: 5, quantity: 1 },
    ];
    const products = new Map([
      [1, { id: 1, name: "Tea", price: 1, stock: 2 }],
      [2, { id: 2, name: "Cake", price: 2.5, stock: 10 }],
      [3, null],
      [4, { id: 4, name: "Sold out", price: 4, stock: 0 }],
    ]);
    const result = refreshCart(items, products);
    expect(result.items).toEqual([
      { id: 1, name: "Tea", price: 1, quantity: 2 },
      { id: 2, name: "Cake", price: 2.5, quantity: 1 },
      { id: 5, name: "Unknown", price: 5, quantity: 1 },
    ]);
    expect(result.repriced).toEqual([2]);
    expect(result.reduced).toEqual([1]);
    expect(result.removed).toEqual([3, 4]);
  });
});

describe("createCartStore", () => {
  it("persists under the key 'cart' and notifies subscribers", () => {
    const storage = new MemoryStorage();
    const events = new EventTarget();
    const store = createCartStore(storage, events);
    let calls = 0;
    const unsubscribe = store.subscribe(() => calls++);

    store.add(tea);
    store.add(tea, 1, 1);
    store.add(cake, 2);
    expect(JSON.parse(storage.getItem("cart") ?? "[]")).toEqual([
      { ...tea, quantity: 1 },
      { ...cake, quantity: 2 },
    ]);
    store.setQuantity(2, 0);
    expect(store.read()[1]?.quantity).toBe(1);
    expect(calls).toBe(4);

    store.remove(1);
    store.clear();
    expect(storage.getItem("cart")).toBeNull();
    expect(store.read()).toEqual([]);
    unsubscribe();
    store.add(tea);
    expect(calls).toBe(6);
  });

  it("returns the same snapshot until the stored value changes, and hears other tabs", () => {
    const storage = new MemoryStorage();
    const events = new EventTarget();
    const store = createCartStore(storage, events);
    store.add(tea);
    const first = store.read();
    expect(store.read()).toBe(first);

    let heard = 0;
    store.subscribe(() => heard++);
    storage.setItem("cart", JSON.stringify([{ ...cake, quantity: 4 }]));
    const other = new Event("storage") as Event & { key: string };
    Object.defineProperty(other, "key", { value: "cart" });
    events.dispatchEvent(other);
    const unrelated = new Event("storage");
    Object.defineProperty(unrelated, "key", { value: "lang" });
    events.dispatchEvent(unrelated);
    expect(heard).toBe(1);
    expect(store.read()).toEqual([{ ...cake, quantity: 4 }]);
    expect(store.read()).not.toBe(first);
  });

  it("announces writes with the cart change event", () => {
    const events = new EventTarget();
    const store = createCartStore(new MemoryStorage(), events);
    let seen = 0;
    events.addEventListener(CART_CHANGE_EVENT, () => seen++);
    store.add(cake);
    expect(seen).toBe(1);
  });
});
