import { describe, expect, it } from "vitest";
import { endpointPath } from "./endpoint.js";
import { apiPathWithQuery } from "./routes/early.js";
import {
  merchantPageRequests,
  parseStoreParams,
  productPageRequests,
  storeAddress,
  storePageRequests,
} from "./store-page-params.js";

const pathOf = (r: { ref: { path: string }; input: { params?: object; query?: Record<string, unknown> } }) =>
  apiPathWithQuery(endpointPath(r.ref.path, r.input.params), r.input.query as never);

describe("the store's URL and first requests (shared by the screen and the server's page)", () => {
  it("reads the filters, ignoring what it does not know, and writes back only what is not a default", () => {
    const params = parseStoreParams(new URLSearchParams("merchant=3&q=%20tea%20&sort=price_desc&page=2&x=1"));
    expect(params).toEqual({ merchant: 3, q: "tea", sort: "price_desc", page: 2 });
    expect(storeAddress(params)).toBe("/store?merchant=3&q=tea&sort=price_desc&page=2");
    const defaults = parseStoreParams(new URLSearchParams("merchant=-1&sort=cheapest&page=0"));
    expect(defaults).toEqual({ merchant: undefined, q: "", sort: "newest", page: 1 });
    expect(storeAddress(defaults)).toBe("/store");
  });

  it("asks for the page the URL names, with the query keys in the screen's order", () => {
    const store = storePageRequests(parseStoreParams(new URLSearchParams("q=tea&page=3")));
    expect(pathOf(store.merchants)).toBe("/api/merchants");
    expect(pathOf(store.products)).toBe("/api/products?q=tea&sort=newest&skip=48&limit=24");
    const merchant = merchantPageRequests(7);
    expect(pathOf(merchant.merchant)).toBe("/api/merchants/7");
    expect(pathOf(merchant.products)).toBe("/api/products?merchant_id=7&skip=0&limit=24");
    expect(pathOf(productPageRequests(9).product)).toBe("/api/products/9");
  });
});
