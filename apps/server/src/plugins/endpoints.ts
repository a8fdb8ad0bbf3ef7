import { type Access, type Endpoint, ErrorBody, fastifyPath } from "@ask/contracts";
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  preHandlerHookHandler,
  RouteOptions,
} from "fastify";
import fp from "fastify-plugin";
import type { z } from "zod";
import { requireAdmin, requireModerator } from "./admin.js";

type Out<S> = S extends z.ZodType ? z.output<S> : unknown;

/** The request a handler of endpoint `E` receives: params, query, body and headers parsed by its schemas. */
export type EndpointRequest<E extends Endpoint> = FastifyRequest<{
  Params: Out<E["params"]>;
  Querystring: Out<E["query"]>;
  Body: Out<E["body"]>;
  Headers: Out<E["headers"]>;
}>;

/**
 * A handler returns the response body (checked against the endpoint's response schema, sent with its
 * status) or the reply it has already sent (`idempotentReply`, streams, redirects).
 */
export type EndpointHandler<E extends Endpoint> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<z.input<E["response"]> | FastifyReply>;

/** Route options an endpoint leaves to the server: caching, limits, extra hooks. */
export type RouteExtras = Pick<
  RouteOptions,
  "config" | "bodyLimit" | "preHandler" | "preValidation" | "onResponse"
>;

declare module "fastify" {
  interface FastifyContextConfig {
    /** Who may call the route (packages/contracts endpoint.ts); set only by `route()`. */
    access?: Access;
  }
}

const accessHooks = (app: FastifyInstance, access: Access) => {
  const onRequest: onRequestHookHandler[] = [];
  const preHandler: preHandlerHookHandler[] = [];
  if (access === "optional") onRequest.push(app.optionalAuthenticate);
  if (access === "user" || access === "moderator" || access === "admin") onRequest.push(app.authenticate);
  if (access === "moderator") preHandler.push(requireModerator);
  if (access === "admin") preHandler.push(requireAdmin);
  return { onRequest, preHandler };
};

const asArray = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/**
 * Registers the route of one endpoint from packages/contracts: method, path, schemas (validation,
 * serialization, OpenAPI), success status and access (authentication hooks) all come from the
 * definition; the module gives the handler and, where needed, caching or limits (`extras`).
 */
export function route<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
  extras: RouteExtras = {},
): void {
  const status = endpoint.status ?? 200;
  const errors = Object.fromEntries(endpoint.errors.map((code) => [code, ErrorBody]));
  const hooks = accessHooks(app, endpoint.access);
  // OpenAPI marks only the routes that demand a token (the authorization matrix reads it).
  const secured =
    endpoint.access === "public" || endpoint.access === "optional" ? {} : { security: [{ bearer: [] }] };
  app.route({
    method: endpoint.method,
    url: fastifyPath(endpoint.path),
    schema: {
      tags: [...endpoint.tags],
      summary: endpoint.summary,
      ...(endpoint.description ? { description: endpoint.description } : {}),
      ...(endpoint.consumes ? { consumes: [...endpoint.consumes] } : {}),
      ...secured,
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      ...(endpoint.headers ? { headers: endpoint.headers } : {}),
      response: { [status]: endpoint.response, ...errors },
    },
    config: {
      ...extras.config,
      access: endpoint.access,
      ...(endpoint.idempotent ? { idempotent: true } : {}),
    },
    ...(extras.bodyLimit ? { bodyLimit: extras.bodyLimit } : {}),
    ...(extras.preValidation ? { preValidation: extras.preValidation } : {}),
    ...(extras.onResponse ? { onResponse: extras.onResponse } : {}),
    onRequest: hooks.onRequest,
    preHandler: [...hooks.preHandler, ...asArray(extras.preHandler)],
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      const result = await handler(request as EndpointRequest<E>, reply);
      if (result === reply || reply.sent) return reply;
      reply.code(status);
      return status === 204 ? reply.send() : result;
    },
  });
}

/**
 * Deny-by-default: every route under /api must come from an endpoint definition, which states who
 * may call it. A route registered by hand (without `config.access`) stops the server at start, so a
 * forgotten authentication hook cannot ship. `exempt` names the few URLs that are not endpoints
 * (the OpenAPI UI and its assets).
 */
export const endpointsOnlyPlugin = fp(
  async (app: FastifyInstance, opts: { exempt: (url: string) => boolean }) => {
    app.addHook("onRoute", (routeOptions) => {
      if (!routeOptions.url.startsWith("/api/") || opts.exempt(routeOptions.url)) return;
      if (routeOptions.config?.access) return;
      throw new Error(
        `${String(routeOptions.method)} ${routeOptions.url} is not registered from an endpoint definition (packages/contracts): use route() so that its access is declared`,
      );
    });
  },
);
