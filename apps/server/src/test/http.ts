// biome-ignore lint/suspicious/noExplicitAny: tests read response bodies loosely
export interface ApiResponse<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

export interface RequestOptions {
  token?: string;
  json?: unknown;
  form?: Record<string, string>;
  headers?: Record<string, string>;
  /** A raw body sent as is (for malformed-input tests). */
  raw?: string;
}

/** A small HTTP client over real fetch: tests talk to the server as a browser would. */
export function apiClient(baseUrl: string) {
  // biome-ignore lint/suspicious/noExplicitAny: tests read response bodies loosely
  return async function call<T = any>(
    method: string,
    path: string,
    opts: RequestOptions = {},
  ): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = { ...opts.headers };
    let body: string | undefined;
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    if (opts.json !== undefined) {
      headers["content-type"] = "application/json";
      body = JSON.stringify(opts.json);
    } else if (opts.form) {
      headers["content-type"] = "application/x-www-form-urlencoded";
      body = new URLSearchParams(opts.form).toString();
    } else if (opts.raw !== undefined) {
      body = opts.raw;
    }
    const res = await fetch(`${baseUrl}${path}`, { method, headers, body });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON: keep the text
    }
    return { status: res.status, body: parsed as T, headers: res.headers };
  };
}
export type ApiClient = ReturnType<typeof apiClient>;
