import { earlyRoutes } from "./routes/early.js";

/**
 * The store's screens as their URLs hold them and the requests each makes first (zod-free: the web's
 * entry chunk asks for them before the app's code has arrived, app/early-data.ts). Shared by the web
 * (the screens) and the server (their content in the HTML, issue 19), so both ask the API the same
 * question with the same path and query.
 */

/** The orders of the store page: newest first, or by price. */
export const PRODUCT_SORTS = ["newest", "price_asc", "price_desc"] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

/** Products per request of the store page and of a merchant's page (a "page" of /store?page=). */
export const PRODUCTS_PAGE = 24;

/** /store's filters: one merchant (?merchant=), search words (?q=), order (?sort=) and page (?page=). */
export interface StoreParams {
  merchant?: number | undefined;
  q: string;
  sort: ProductSort;
  page: number;
}

/** The most search words the API takes (ProductListQuery.q). */
const MAX_QUERY_CHARS = 100;

/** The highest page: the API serves products at most 1,000,000 deep. */
const MAX_PAGE = Math.floor(1_000_000 / PRODUCTS_PAGE);

const positiveInt = (raw: string | null) => {
  const n = Number(raw);
  return Number.isSafeInteger(n) && n > 0 ? n : undefined;
};

export function parseStoreParams(params: URLSearchParams): StoreParams {
  const sort = params.get("sort");
  return {
    merchant: positiveInt(params.get("merchant")),
    q: (params.get("q") ?? "").trim().slice(0, MAX_QUERY_CHARS),
    sort: PRODUCT_SORTS.includes(sort as ProductSort) ? (sort as ProductSort) : "newest",
    page: Math.min(positiveInt(params.get("page")) ?? 1, MAX_PAGE),
  };
}

/** Back to URL parameters; defaults (no merchant, no words, newest, page 1) are left out. */
export function storeSearch(p: StoreParams): URLSearchParams {
  const out = new URLSearchParams();
  if (p.merchant) out.set("merchant", String(p.merchant));
  if (p.q) out.set("q", p.q);
  if (p.sort !== "newest") out.set("sort", p.sort);
  if (p.page > 1) out.set("page", String(p.page));
  return out;
}

/** `/store` with its filters (`/store?q=tea&page=2`). */
export const storeAddress = (p: StoreParams) => {
  const search = storeSearch(p).toString();
  return `/store${search ? `?${search}` : ""}`;
};

/** How the store page searches and sorts (a merchant's page does neither). */
export interface ProductSearch {
  q?: string;
  sort?: ProductSort;
}

/** One request of the product grid: the query, its keys in the order the web sends them. */
export const productListQuery = (merchantId: number | undefined, search: ProductSearch, skip: number) => ({
  merchant_id: merchantId,
  q: search.q || undefined,
  sort: search.sort,
  skip,
  limit: PRODUCTS_PAGE,
});

/** /store's first requests: the merchants (its chips) and the page of products its URL names. */
export function storePageRequests(p: StoreParams) {
  return {
    merchants: { ref: earlyRoutes.store.listMerchants, input: {} },
    products: {
      ref: earlyRoutes.store.listProducts,
      input: { query: productListQuery(p.merchant, p, (p.page - 1) * PRODUCTS_PAGE) },
    },
  } as const;
}

/** /product?id=: the product (its merchant is asked for once the product names it: merchantPageRequests). */
export function productPageRequests(id: number) {
  return { product: { ref: earlyRoutes.store.getProduct, input: { params: { id } } } } as const;
}

/** /merchants/{id}: the merchant and the first products of its grid. */
export function merchantPageRequests(id: number) {
  return {
    merchant: { ref: earlyRoutes.store.getMerchant, input: { params: { id } } },
    products: { ref: earlyRoutes.store.listProducts, input: { query: productListQuery(id, {}, 0) } },
  } as const;
}

/** The merchant page's address (`/merchants/12`); `/merchant-site/12` is the same screen. */
export const MERCHANT_PAGE = /^\/(?:merchants|merchant-site)\/(\d{1,10})\/?$/;
