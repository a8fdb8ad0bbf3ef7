import {
  type EndpointInput,
  type EndpointOf,
  type EndpointRef,
  type ErrorBody,
  endpointPath,
  type ResponseOf,
} from "@ask/contracts";
import { apiUrl, type QueryValues, takeEarlyResponse } from "./early-request";
import { storedToken } from "./storage";

/** An API failure carrying the server's {detail, code}; the UI translates `code`. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly detail: string,
  ) {
    super(detail);
    this.name = "ApiError";
  }
}

type Listener = () => void;
const unauthorizedListeners = new Set<Listener>();
/** Called when a request made with a token is refused with 401 (expired or revoked session). */
export function onUnauthorized(listener: Listener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

const forbiddenListeners = new Set<Listener>();
/**
 * Called when a request made with a token is refused with 403: the user's role may have changed since
 * the app last read it, so the session asks the server again (lib/session.tsx).
 */
export function onForbidden(listener: Listener): () => void {
  forbiddenListeners.add(listener);
  return () => forbiddenListeners.delete(listener);
}

export interface RequestOptions {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  query?: QueryValues;
  json?: unknown;
  form?: Record<string, string>;
  /** Extra headers, e.g. the Idempotency-Key of a money-moving POST. */
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

async function apiRequest<T>(path: string, opts: RequestOptions = {}): Promise<T> {
  const url = apiUrl(path, opts.query);
  const headers: Record<string, string> = { accept: "application/json", ...opts.headers };
  const token = storedToken();
  if (token) headers.authorization = `Bearer ${token}`;
  let body: string | undefined;
  if (opts.json !== undefined) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(opts.json);
  } else if (opts.form) {
    headers["content-type"] = "application/x-www-form-urlencoded";
    body = new URLSearchParams(opts.form).toString();
  }
  const method = opts.method ?? "GET";
  const early = method === "GET" && !opts.headers ? takeEarlyResponse(url, token) : undefined;
  let res: Response;
  try {
    res = await (early ?? fetch(url, { method, headers, body, signal: opts.signal }));
  } catch (err) {
    if ((err as Error).name === "AbortError") throw err;
    throw new ApiError(0, "network_error", (err as Error).message);
  }
  const text = await res.text();
  const data: unknown = text ? safeJson(text) : undefined;
  if (!res.ok) {
    const error = data as Partial<ErrorBody> | undefined;
    if (res.status === 401 && token) for (const listener of unauthorizedListeners) listener();
    if (res.status === 403 && token) for (const listener of forbiddenListeners) listener();
    throw new ApiError(res.status, error?.code ?? "unknown_error", error?.detail ?? res.statusText);
  }
  return data as T;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Per-call options of `callEndpoint`: extra headers (Idempotency-Key) and cancellation. */
export interface CallOptions {
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Sends the body form-encoded instead of as JSON (the login, spec 7); its values are strings. */
  form?: boolean;
}

/**
 * Calls one endpoint of a feature's route list (packages/contracts routes/): method and path come
 * from the list, the input and answer types from the endpoint's definition, so no screen writes a
 * path or a response type by hand.
 */
export function callEndpoint<R extends EndpointRef>(
  ref: R,
  input: EndpointInput<EndpointOf<R>>,
  options: CallOptions = {},
): Promise<ResponseOf<EndpointOf<R>>> {
  const { params, query, body } = input as {
    params?: object;
    query?: RequestOptions["query"];
    body?: unknown;
  };
  const { form, ...rest } = options;
  return apiRequest<ResponseOf<EndpointOf<R>>>(endpointPath(ref.path, params), {
    method: ref.method,
    query,
    ...(form ? { form: body as Record<string, string> } : { json: body }),
    ...rest,
  });
}

/**
 * The TanStack Query key of one endpoint's answer: `[feature, name, params, query]`, so that a
 * feature's keys share a prefix (`endpointKey(ref)` alone matches every call of that endpoint).
 */
export function endpointKey<R extends EndpointRef>(ref: R, input?: EndpointInput<EndpointOf<R>>) {
  const { params, query } = (input ?? {}) as { params?: object; query?: object };
  return input === undefined
    ? ([ref.feature, ref.name] as const)
    : ([ref.feature, ref.name, params ?? null, query ?? null] as const);
}
