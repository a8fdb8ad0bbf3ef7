import type { z } from "zod";

/**
 * One HTTP endpoint, defined once: the server registers its route from it (apps/server
 * `plugins/endpoints.ts` `route()`), the web calls it through a typed client (apps/web
 * `lib/api-client.ts` `callEndpoint()`), and OpenAPI is generated from the same schemas. Paths are
 * written OpenAPI-style (`/questions/{id}`), relative to `/api`.
 *
 * `access` is required: routes are deny-by-default, and an endpoint is public only when it says so.
 * - `public`: anyone; a token, if sent, is ignored.
 * - `optional`: anyone; a valid token identifies the viewer (an invalid one is refused).
 * - `user`: a valid token is required (401 otherwise).
 * - `moderator`: a valid token of an account whose current role (read from the database) is moderator
 *   or admin: moderation only (reports, hiding content), never money.
 * - `admin`: a valid token of an account whose current role (read from the database) is admin.
 */
export type Access = "public" | "optional" | "user" | "moderator" | "admin";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** The statuses an endpoint may answer with `{detail, code}`. */
export type ErrorStatus = 400 | 401 | 402 | 403 | 404 | 406 | 409 | 410 | 413 | 415 | 422 | 429 | 502 | 503;

export interface Endpoint {
  readonly method: HttpMethod;
  /** Relative to /api, OpenAPI-style parameters: `/questions/{id}/comments`. */
  readonly path: string;
  readonly access: Access;
  readonly summary: string;
  readonly description?: string;
  readonly tags: readonly string[];
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  readonly headers?: z.ZodType;
  /**
   * The request's content types when the body is not JSON alone (OpenAPI `consumes`): the form-encoded
   * login, the multipart uploads (whose files are read from the stream, not described by `body`).
   */
  readonly consumes?: readonly string[];
  /** The success status; 200 unless said. */
  readonly status?: 200 | 201 | 202 | 204;
  readonly response: z.ZodType;
  readonly errors: readonly ErrorStatus[];
  /** A money-moving or creating POST that honours `Idempotency-Key` (plugins/idempotency.ts). */
  readonly idempotent?: boolean;
}

/** `"GET /questions/{id}"`: an endpoint's method and path, written once in its feature's route list. */
export type RouteKey = `${HttpMethod} /${string}`;

/**
 * What the web needs at run time to call an endpoint: its feature, name, method and path. Route
 * lists hold no zod schema, so a screen that calls an endpoint does not download the schemas; the
 * types come from the definition (`EndpointOf`).
 */
export interface EndpointRef<
  F extends string = string,
  N extends string = string,
  K extends RouteKey = RouteKey,
> {
  readonly feature: F;
  readonly name: N;
  readonly method: K extends `${infer M extends HttpMethod} ${string}` ? M : HttpMethod;
  readonly path: K extends `${HttpMethod} ${infer P}` ? P : string;
}

export type RouteList<F extends string, R extends Record<string, RouteKey>> = {
  readonly [N in keyof R & string]: EndpointRef<F, N, R[N]>;
};

/**
 * A feature's route list: `routeList("wallet", { balance: "GET /customer_balances/{id}/balance" })`.
 * Each route is defined by `defineEndpoints` (packages/contracts endpoints/) with its schemas.
 */
export function routeList<const F extends string, const R extends Record<string, RouteKey>>(
  feature: F,
  routes: R,
): RouteList<F, R> {
  const list: Record<string, EndpointRef> = {};
  for (const [name, key] of Object.entries(routes)) {
    const space = key.indexOf(" ");
    list[name] = {
      feature,
      name,
      method: key.slice(0, space) as HttpMethod,
      path: key.slice(space + 1) as `/${string}`,
    };
  }
  return list as RouteList<F, R>;
}

/** The schemas and rules of one endpoint (its method and path come from its route list). */
export type EndpointSpec = Omit<Endpoint, "method" | "path">;

/**
 * Defines every route of a feature's list, no more and no fewer: method and path from the list,
 * the rest from `specs`. The server registers each with `route()`.
 */
export function defineEndpoints<
  const L extends Record<string, EndpointRef>,
  const S extends { readonly [N in keyof L]: EndpointSpec },
>(list: L, specs: S): { readonly [N in keyof L]: S[N] & Pick<L[N], "method" | "path"> } {
  const out: Record<string, Endpoint> = {};
  for (const [name, ref] of Object.entries(list)) {
    out[name] = {
      ...(specs as Record<string, EndpointSpec>)[name],
      method: ref.method,
      path: ref.path,
    } as Endpoint;
  }
  return out as { readonly [N in keyof L]: S[N] & Pick<L[N], "method" | "path"> };
}

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;
type In<S> = S extends z.ZodType ? z.input<S> : undefined;

/** What the server's handler returns and the client receives (the response schema's output). */
export type ResponseOf<E extends Endpoint> = z.output<E["response"]>;
/** Path parameters as the caller passes them (numbers or strings, put into the path). */
export type ParamsOf<E extends Endpoint> = Out<E["params"]>;
/** Query values as the caller passes them (parsed values; the client writes them as strings). */
export type QueryOf<E extends Endpoint> = Out<E["query"]>;
/** The JSON body as the caller writes it (defaults may be left out). */
export type BodyOf<E extends Endpoint> = In<E["body"]>;

type Field<K extends string, T> = [T] extends [undefined]
  ? { readonly [P in K]?: undefined }
  : undefined extends T
    ? { readonly [P in K]?: T }
    : { readonly [P in K]: T };

/**
 * What one call of an endpoint needs: `params` and `body` exactly where it has them; `query` where it
 * has one, each value optional (the server's schema fills defaults and refuses what is missing).
 */
export type EndpointInput<E extends Endpoint> = Field<"params", ParamsOf<E>> &
  (E["query"] extends z.ZodType ? { readonly query?: Partial<QueryOf<E>> } : { readonly query?: undefined }) &
  Field<"body", BodyOf<E>>;

/** `/questions/{id}` with `{id: 7}` → `/questions/7` (each value URI-encoded). */
export function endpointPath(path: string, params: object | undefined): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = (params as Record<string, unknown> | undefined)?.[name];
    if (value === undefined || value === null) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** The same path in Fastify's form: `/questions/{id}` → `/questions/:id`. */
export function fastifyPath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ":$1");
}

/**
 * Every feature's endpoint definitions, by feature and name. Each `endpoints/<feature>.ts` adds its
 * own entry (`declare module "../endpoint.js"`), so the web's client finds a route's types from the
 * route alone.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by declaration merging, one feature a file
export interface Endpoints {}

/** The definition of a route from a route list (its schemas, for types). */
export type EndpointOf<R extends EndpointRef> =
  R extends EndpointRef<infer F, infer N>
    ? F extends keyof Endpoints
      ? N extends keyof Endpoints[F]
        ? Endpoints[F][N] extends Endpoint
          ? Endpoints[F][N]
          : never
        : never
      : never
    : never;
