import {
  authorQuestionsRequest,
  categoriesRequest,
  channelsRequest,
  type EndpointRef,
  isListingListPage,
  LISTING_DETAIL_PAGES,
  LISTING_LIST_PAGES,
  MERCHANT_PAGE,
  merchantPageRequests,
  pageNumber,
  parseQuestionListParams,
  parseStoreParams,
  productPageRequests,
  publicCardRequest,
  questionListRequest,
  questionPageRequests,
  sloganRequest,
  storePageRequests,
} from "@ask/contracts";
import { requestEarly } from "../lib/early-request";
import { storedLang } from "../lib/storage";

/**
 * The data the most visited screens show first, requested by main.tsx before the app's code has
 * arrived (lib/early-request.ts requestEarly): the home slogan and channels, a page of questions, a
 * question and its answers, a listing. Each request is the exact one the screen makes (same path and query), so
 * the screen takes the answer instead of asking again; anything else is asked for as usual. The
 * classified lists' requests are contracts' LISTING_LIST_PAGES.
 */
export function requestEarlyData(location: Location): void {
  const lang = storedLang();
  const params = new URLSearchParams(location.search);
  if (isListingListPage(location.pathname)) {
    for (const { ref, input } of LISTING_LIST_PAGES[location.pathname](params)) requestEarly(ref, input);
    return;
  }
  if (requestStoreData(location.pathname, params)) return;
  switch (location.pathname) {
    case "/":
    case "/home":
      early(sloganRequest(lang), channelsRequest(lang));
      break;
    case "/questions": {
      const list = parseQuestionListParams(params);
      early(
        questionListRequest(list),
        channelsRequest(lang),
        ...(list.channel ? [categoriesRequest(list.channel, lang)] : []),
      );
      break;
    }
    case "/categories": {
      // Without `channel_id` the screen opens the first channel: that one comes from the page's HTML.
      const channel = Number(params.get("channel_id"));
      early(channelsRequest(lang), ...(channel > 0 ? [categoriesRequest(channel, lang)] : []));
      break;
    }
    case "/user": {
      const id = idParam(params);
      if (id) early(publicCardRequest(id, lang), authorQuestionsRequest(id, pageNumber(params.get("page"))));
      break;
    }
    case "/houseDetail":
    case "/saleDetail":
    case "/housekeepingDetail":
    case "/jobDetail": {
      const id = Number(params.get("id"));
      if (Number.isSafeInteger(id) && id > 0)
        requestEarly(LISTING_DETAIL_PAGES[location.pathname], { params: { id } });
      break;
    }
    case "/question": {
      const id = Number(params.get("id"));
      if (!Number.isSafeInteger(id) || id <= 0) break;
      const { detail, comments } = questionPageRequests(id);
      requestEarly(detail.ref, detail.input);
      requestEarly(comments.ref, comments.input);
      break;
    }
  }
}

/** Starts each request as its screen will make it (contracts' page-requests.ts). */
const early = (...requests: { ref: EndpointRef; input: object }[]) => {
  for (const { ref, input } of requests) requestEarly(ref, input);
};

/** The id in `?id=` when it is a positive integer. */
const idParam = (params: URLSearchParams) => {
  const id = Number(params.get("id"));
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

/** The store's screens (/store, /product?id=, /merchants/{id}): their first requests; false elsewhere. */
function requestStoreData(pathname: string, params: URLSearchParams): boolean {
  const merchantId = Number(MERCHANT_PAGE.exec(pathname)?.[1] ?? 0);
  const productId = pathname === "/product" ? idParam(params) : null;
  const requests =
    pathname === "/store"
      ? storePageRequests(parseStoreParams(params))
      : productId
        ? productPageRequests(productId)
        : merchantId > 0
          ? merchantPageRequests(merchantId)
          : null;
  if (!requests) return false;
  // Each entry pairs an endpoint with its own input (store-page-params.ts); Object.values loses the pairing.
  for (const { ref, input } of Object.values(requests)) requestEarly(ref, input as never);
  return true;
}
