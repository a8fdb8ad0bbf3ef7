import type { PageContentResolver } from "../../plugins/static-web.js";
import { listingContent } from "./listing-content.js";
import { pageAndId } from "./page-head.js";
import { questionContent } from "./question-content.js";
import { questionsListContent } from "./questions-list-content.js";

/**
 * The public pages whose content the server writes into their HTML (issue 19 item 1), for readers and
 * crawlers that run no script; each also hands the app the API answers it was made from.
 */
export const pageContent: PageContentResolver = async (pathname, query, lang, get) => {
  if (pathname === "/questions") return questionsListContent(query, lang, get);
  const target = pageAndId(pathname, query);
  if (!target?.id) return null;
  if (target.page === "/question") return questionContent(target.id, lang, get);
  return listingContent(target.page, target.id, lang, get);
};
