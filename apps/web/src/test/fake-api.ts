import { vi } from "vitest";

/** One request the component under test made. */
export interface FakeRequest {
  method: string;
  /** Path after /api, e.g. "/questions". */
  path: string;
  query: URLSearchParams;
  headers: Record<string, string>;
  body: unknown;
}

const STATUS = Symbol("status");
interface Reply {
  [STATUS]: number;
  body: unknown;
}
/** An answer with a status other than 200, e.g. reply(400, {detail, code}). */
export const reply = (status: number, body?: unknown): Reply => ({ [STATUS]: status, body });
const isReply = (answer: unknown): answer is Reply =>
  typeof answer === "object" && answer !== null && STATUS in answer;

/** An answer: a body (status 200) or a reply(). */
type Answer = unknown;
type Handler = (request: FakeRequest) => Answer | Promise<Answer>;

/**
 * Stands in for the server: `fetch` is replaced (the app's api-client builds on it, whatever helper a
 * feature uses), routes are "METHOD /path" without /api and without the query. An unknown route answers
 * 404 {code: "not_found"}, so a missing handler shows as a failed request, not as a hang. Returns the
 * list of requests made, to assert on payloads. The stub is removed after each test (setup.ts).
 */
export function fakeApi(routes: Record<string, Handler | Answer>): FakeRequest[] {
  const requests: FakeRequest[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(String(input instanceof Request ? input.url : input), window.location.origin);
      const method = (init.method ?? "GET").toUpperCase();
      const path = url.pathname.replace(/^\/api/, "");
      const headers = Object.fromEntries(new Headers(init.headers).entries());
      const raw = typeof init.body === "string" ? init.body : undefined;
      const request: FakeRequest = {
        method,
        path,
        query: url.searchParams,
        headers,
        body: raw === undefined ? undefined : safeJson(raw),
      };
      requests.push(request);
      const route = routes[`${method} ${path}`];
      const answer =
        route === undefined
          ? reply(404, { detail: "no such route in the test", code: "not_found" })
          : typeof route === "function"
            ? await (route as Handler)(request)
            : route;
      const { status, body } = isReply(answer)
        ? { status: answer[STATUS], body: answer.body }
        : { status: 200, body: answer };
      return new Response(body === undefined ? null : JSON.stringify(body), {
        status,
        headers: { "content-type": "application/json" },
      });
    }),
  );
  return requests;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
