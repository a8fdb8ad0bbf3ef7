import type { EndpointInput, EndpointOf, EndpointRef } from "@ask/contracts";
import { apiPathWithQuery, EARLY_DATA_ELEMENT_ID, endpointPath } from "@ask/contracts";
import { storedToken } from "./storage";

/**
 * Requests started before the app's code has arrived (app/early-data.ts, in the entry chunk). Kept
 * apart from api-client.ts so that the entry chunk carries only this (small modules shared by the
 * entry and the app are inlined into both, see vite.config.ts); apiRequest takes the answers here.
 */
export type QueryValues = Record<string, string | number | undefined>;

/** `/api` + path, with the query's non-empty values. */
export function apiUrl(path: string, query: QueryValues | undefined): URL {
  return new URL(apiPathWithQuery(path, query), window.location.origin);
}

/**
 * GETs started before the app was running (requestEarly), by URL and token, each taken once and only
 * while fresh (a screen that did not open at start must not get an old answer later).
 */
const earlyResponses = new Map<string, { response: Promise<Response>; at: number }>();
const EARLY_FRESH_MS = 15_000;
const earlyKey = (url: URL, token: string | null) => `${url.href} ${token ?? ""}`;

/**
 * The URL `callEndpoint` asks for one endpoint and input: `/api` + its path with the params put in,
 * and the query (empty values left out).
 */
export function endpointUrl<R extends EndpointRef>(ref: R, input: EndpointInput<EndpointOf<R>>): URL {
  const { params, query } = input as { params?: object; query?: QueryValues };
  return apiUrl(endpointPath(ref.path, params), query);
}

/**
 * Starts a GET now, while the app's code is still downloading; the first call of the same endpoint
 * with the same input (and session) takes its answer instead of asking again. main.tsx calls it for
 * the data of the screen being opened (app/early-data.ts), which then arrives one round trip sooner
 * (issue 8).
 */
export function requestEarly<R extends EndpointRef>(ref: R, input: EndpointInput<EndpointOf<R>>): void {
  const url = endpointUrl(ref, input);
  const token = storedToken();
  const embedded = token ? undefined : takeEmbeddedAnswer(url);
  if (embedded) {
    earlyResponses.set(earlyKey(url, token), { response: embedded, at: Date.now() });
    return;
  }
  const headers: Record<string, string> = { accept: "application/json" };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = fetch(url, { headers });
  // A failure surfaces when the app takes the answer (or is lost with it if nobody does).
  response.catch(() => {});
  earlyResponses.set(earlyKey(url, token), { response, at: Date.now() });
}

/**
 * The answers the server wrote into the page for a visitor (issue 19: a public page's first data is in
 * its HTML, apps/server/src/plugins/static-web.ts), by `/api` path and query; read once, each answer
 * taken once, and only while the page is new (EARLY_FRESH_MS since it was opened).
 */
let embeddedAnswers: Record<string, unknown> | undefined;
function takeEmbeddedAnswer(url: URL): Promise<Response> | undefined {
  if (!embeddedAnswers) {
    const element = document.getElementById(EARLY_DATA_ELEMENT_ID);
    const text = element?.textContent;
    // Read once: the JSON has no business in the page's text (copy, find, screen readers).
    element?.remove();
    try {
      embeddedAnswers = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    } catch {
      embeddedAnswers = {};
    }
  }
  const key = `${url.pathname}${url.search}`;
  const body = embeddedAnswers[key];
  if (body === undefined || performance.now() > EARLY_FRESH_MS) return undefined;
  delete embeddedAnswers[key];
  const headers = { "content-type": "application/json" };
  return Promise.resolve(new Response(JSON.stringify(body), { headers }));
}

/**
 * The early answer for this URL and session, once, if it is still fresh; else, for a visitor, the
 * answer the page was written with (a request early-data.ts could not know before, e.g. the first
 * channel's categories on /categories).
 */
export function takeEarlyResponse(url: URL, token: string | null): Promise<Response> | undefined {
  const key = earlyKey(url, token);
  const pending = earlyResponses.get(key);
  if (!pending) return token ? undefined : takeEmbeddedAnswer(url);
  earlyResponses.delete(key);
  return Date.now() - pending.at < EARLY_FRESH_MS ? pending.response : undefined;
}
