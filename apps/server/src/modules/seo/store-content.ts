import {
  HTML_LANG,
  type Locale,
  type Merchant,
  merchantPageRequests,
  PRODUCT_SORTS,
  PRODUCTS_PAGE,
  type Product,
  type ProductList,
  parseStoreParams,
  productPageRequests,
  type StoreParams,
  storeAddress,
  storePageRequests,
} from "@ask/contracts";
import type { PageContent, VisitorGet } from "../../plugins/static-web.js";
import { escapeHtml, getRequests, link, pageFrame, textParagraphs } from "./content-html.js";
import store from "./labels/store.json" with { type: "json" };
import { fill, labelsFile, pageLabels } from "./page-labels.js";

/** The store's page words (labels/store.json). */
const storeLabels = labelsFile("store.json", store);
type StoreLabels = ReturnType<typeof storeLabels>;

/** A price in yuan, with its fen: `¥1,280.50`. */
const priceText = (yuan: number, lang: Locale) =>
  `¥${new Intl.NumberFormat(HTML_LANG[lang], { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(yuan)}`;

const stockText = (product: Product, s: StoreLabels) =>
  product.stock > 0 ? fill(s.inStock, { n: product.stock }) : s.soldOut;

const merchantLink = (id: number, name: string) => link(`/merchants/${id}`, name);

/** The longest description a product's card shows (its page shows all of it). */
const CARD_TEXT_CHARS = 200;

/** A page of products as the store's grid shows them: name linking to its page, price, merchant, stock. */
function productCards(products: Product[], lang: Locale, s: StoreLabels, showMerchant: boolean) {
  return products
    .map((p) => {
      const facts = [
        escapeHtml(priceText(p.price, lang)),
        ...(showMerchant ? [merchantLink(p.merchant_id, p.merchant_name)] : []),
        escapeHtml(stockText(p, s)),
      ];
      const text =
        p.description.length > CARD_TEXT_CHARS
          ? `${p.description.slice(0, CARD_TEXT_CHARS)}…`
          : p.description;
      return `<article><h2>${link(`/product?id=${p.id}`, p.name)}</h2>
<p class="ssr-meta">${facts.join(" · ")}</p>${text ? `\n<p>${escapeHtml(text)}</p>` : ""}</article>`;
    })
    .join("\n");
}

/** Links to the previous and next page of /store with the same filters (`page`: the one shown). */
function storePaging(params: StoreParams, total: number, lang: Locale) {
  const t = pageLabels(lang);
  const links = [
    { page: params.page - 1, text: t.previousPage, shown: params.page > 1 },
    { page: params.page + 1, text: t.nextPage, shown: params.page * PRODUCTS_PAGE < total },
  ]
    .filter((l) => l.shown)
    .map((l) => link(storeAddress({ ...params, page: l.page }), l.text));
  return links.length ? `<nav class="ssr-paging">${links.join(" · ")}</nav>` : "";
}

/** The orders of the list as links (the one shown as plain text), keeping the other filters. */
const sortLinks = (params: StoreParams, s: StoreLabels) =>
  `<p class="ssr-meta">${escapeHtml(s.sortBy)}: ${PRODUCT_SORTS.map((sort) =>
    sort === params.sort
      ? `<strong>${escapeHtml(s[`sort_${sort}`])}</strong>`
      : link(storeAddress({ ...params, sort, page: 1 }), s[`sort_${sort}`]),
  ).join(" · ")}</p>`;

/** The merchants (the store's chips): each linking to its page, with its number of products. */
const merchantList = (merchants: Merchant[], s: StoreLabels) =>
  merchants.length
    ? `<section><h2>${escapeHtml(s.merchants)}</h2><ul>${merchants
        .map(
          (m) =>
            `<li>${merchantLink(m.id, m.name)} (${escapeHtml(fill(s.productCount, { n: m.product_count }))})</li>`,
        )
        .join("")}</ul></section>`
    : "";

/**
 * /store with its filters (merchant, search words, order, page: the screen's URL parameters): the
 * merchants, one page of products each linking to its page, and links to the other orders and pages.
 */
export async function storeListContent(
  query: URLSearchParams,
  lang: Locale,
  get: VisitorGet,
): Promise<PageContent | null> {
  const params = parseStoreParams(query);
  const { bodies, answers } = await getRequests(get, storePageRequests(params));
  const list = bodies.products as ProductList | null;
  const merchants = (bodies.merchants as Merchant[] | null) ?? [];
  if (!list) return null;
  const s = storeLabels(lang);
  const selected = merchants.find((m) => m.id === params.merchant);
  const heading = [selected?.name, params.q ? fill(s.searchTitle, { q: params.q }) : s.store]
    .filter(Boolean)
    .join(" · ");
  const empty = params.q ? fill(s.noResults, { q: params.q }) : s.noProducts;
  const html = pageFrame(
    [["/home", pageLabels(lang).home]],
    `<h1>${escapeHtml(heading)}</h1>
<p>${escapeHtml(s.storeDescription)}</p>
${sortLinks(params, s)}
${productCards(list.items, lang, s, !selected) || `<p>${escapeHtml(empty)}</p>`}
${storePaging(params, list.total, lang)}
${merchantList(merchants, s)}`,
  );
  const names = list.items.slice(0, 5).map((p) => p.name);
  const head = {
    title: params.page > 1 ? `${heading} (${params.page})` : heading,
    description: [s.storeDescription, ...names].join(" · "),
    canonicalPath: storeAddress(params),
  };
  return { html, answers, head };
}

/** A detail page's content (page-content.ts DETAILS): for the id its address names. */
type DetailContent = (page: string, id: number, lang: Locale, get: VisitorGet) => Promise<PageContent | null>;

/** /product?id=: its name, photo, price, stock, merchant (linked) and description. */
export const productContent: DetailContent = async (_page, id, lang, get) => {
  const { bodies, answers } = await getRequests(get, productPageRequests(id));
  const product = bodies.product as Product | null;
  if (!product) return null;
  // The screen asks for the product's merchant (whom "Chat" writes to) once the product names it: its
  // answer is in the page too (lib/early-request.ts serves it to that request).
  const merchant = await getRequests(get, { merchant: merchantPageRequests(product.merchant_id).merchant });
  const s = storeLabels(lang);
  const facts: [string, string][] = [
    [pageLabels(lang).price, escapeHtml(priceText(product.price, lang))],
    [s.stock, escapeHtml(stockText(product, s))],
    [s.merchant, merchantLink(product.merchant_id, product.merchant_name)],
  ];
  const html = pageFrame(
    [
      ["/home", pageLabels(lang).home],
      ["/store", s.store],
      [`/merchants/${product.merchant_id}`, product.merchant_name],
    ],
    `<article><h1>${escapeHtml(product.name)}</h1>
${product.image_url ? `<img src="${escapeHtml(product.image_url)}" alt="${escapeHtml(product.name)}" width="640" height="480">` : ""}
<dl>${facts.map(([label, value]) => `<dt>${escapeHtml(label)}</dt><dd>${value}</dd>`).join("")}</dl>
<h2>${escapeHtml(s.description)}</h2>
${textParagraphs(product.description) || `<p>${escapeHtml(s.noDescription)}</p>`}</article>`,
  );
  return { html, answers: { ...answers, ...merchant.answers } };
};

/**
 * /merchants/{id}: its name, description, website and first products (as on its screen), then the rest
 * of its products on the store's pages filtered to it.
 */
export const merchantContent: DetailContent = async (_page, id, lang, get) => {
  const { bodies, answers } = await getRequests(get, merchantPageRequests(id));
  const merchant = bodies.merchant as Merchant | null;
  const list = bodies.products as ProductList | null;
  if (!merchant || !list) return null;
  const s = storeLabels(lang);
  const site = merchant.site_url
    ? `<p>${escapeHtml(s.website)}: <a href="${escapeHtml(merchant.site_url)}" rel="nofollow noopener">${escapeHtml(merchant.site_url)}</a></p>`
    : "";
  const html = pageFrame(
    [
      ["/home", pageLabels(lang).home],
      ["/store", s.store],
    ],
    `<h1>${escapeHtml(merchant.name)}</h1>
${textParagraphs(merchant.description)}
${site}
<section><h2>${escapeHtml(s.products)}</h2>
${productCards(list.items, lang, s, false) || `<p>${escapeHtml(s.noProducts)}</p>`}
${storePaging({ merchant: id, q: "", sort: "newest", page: 1 }, list.total, lang)}</section>`,
  );
  return { html, answers };
};
