import type { ErrorBody } from "@ask/contracts";
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

export interface RequestOptions {
  method?: "GET" | "POST" | "PUT" | "DELETE";
  query?: Record<string, string | number | undefined>;
  json?: unknown;
  form?: Record<string, string>;
  /** Extra headers, e.g. the Idempotency-Key of a money-moving POST. */
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export async function apiRequest<T>(path: string, opts: RequestOptions = {}): Promise<T> {
  const url = new URL(`/api${path}`, window.location.origin);
  for (const [key, value] of Object.entries(opts.query ?? {})) {
    if (value !== undefined && value !== "") url.searchParams.set(key, String(value));
  }
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
  let res: Response;
  try {
    res = await fetch(url, { method: opts.method ?? "GET", headers, body, signal: opts.signal });
  } catch (err) {
    if ((err as Error).name === "AbortError") throw err;
    throw new ApiError(0, "network_error", (err as Error).message);
  }
  const text = await res.text();
  const data: unknown = text ? safeJson(text) : undefined;
  if (!res.ok) {
    const error = data as Partial<ErrorBody> | undefined;
    if (res.status === 401 && token) for (const listener of unauthorizedListeners) listener();
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

/** A money-moving POST: the Idempotency-Key makes a retried request move nothing a second time. */
export function postMoney<T>(path: string, json: unknown, idempotencyKey: string): Promise<T> {
  return apiRequest<T>(path, { method: "POST", json, headers: { "idempotency-key": idempotencyKey } });
}
