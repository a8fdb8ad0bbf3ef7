import type { FastifyInstance } from "fastify";

/** A JSON Schema fragment as @fastify/swagger writes it (generated from the zod contracts). */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  format?: string;
  [key: string]: unknown;
}

export interface CatalogueRoute {
  /** "GET", "POST"… */
  method: string;
  /** OpenAPI spelling: /api/customers/{id} */
  path: string;
  /** "GET /api/customers/{id}" */
  key: string;
  /** Declares `security: bearer` in the OpenAPI document. */
  secured: boolean;
  pathParams: string[];
  query: Record<string, JsonSchema>;
  /** The request body's JSON schema (application/json), when the route takes one. */
  body?: JsonSchema;
  /** Content types the route documents for its body. */
  consumes: string[];
}

interface OpenApiParameter {
  in: string;
  name: string;
  schema?: JsonSchema;
}
interface OpenApiOperation {
  security?: unknown[];
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

const METHODS = ["get", "post", "put", "patch", "delete"];

/** Resolves `$ref: #/components/schemas/X` against the document (one level at a time). */
function resolver(doc: { components?: { schemas?: Record<string, JsonSchema> } }) {
  const resolve = (schema: JsonSchema | undefined, depth = 0): JsonSchema | undefined => {
    if (!schema || depth > 8) return schema;
    if (schema.$ref) {
      const name = schema.$ref.replace("#/components/schemas/", "");
      return resolve(doc.components?.schemas?.[name], depth + 1);
    }
    return schema;
  };
  return resolve;
}

/**
 * Every route of the running app, from the OpenAPI document @fastify/swagger builds out of the same
 * zod schemas Fastify validates with: method, path, whether it needs a bearer token, and its params,
 * query and body schemas.
 */
export function routeCatalogue(app: FastifyInstance): CatalogueRoute[] {
  // biome-ignore lint/suspicious/noExplicitAny: the OpenAPI document is read loosely
  const doc = app.swagger() as any;
  const resolve = resolver(doc);
  const routes: CatalogueRoute[] = [];
  for (const [path, item] of Object.entries<Record<string, OpenApiOperation>>(doc.paths ?? {})) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const query: Record<string, JsonSchema> = {};
      for (const p of op.parameters ?? []) if (p.in === "query") query[p.name] = resolve(p.schema) ?? {};
      const content = op.requestBody?.content ?? {};
      const body = resolve(content["application/json"]?.schema);
      routes.push({
        method: method.toUpperCase(),
        path,
        key: `${method.toUpperCase()} ${path}`,
        secured: Boolean(op.security?.length),
        pathParams: [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string),
        query,
        ...(body ? { body } : {}),
        consumes: Object.keys(content),
      });
    }
  }
  return routes;
}

/**
 * Every route in Fastify's router, rebuilt from `printRoutes` (a radix tree printed with box
 * characters), in OpenAPI spelling. Cross-checks the catalogue: a route hidden from the OpenAPI
 * document would otherwise escape the fuzz test.
 */
export function routerRoutes(app: FastifyInstance): string[] {
  const lines = app.printRoutes({ commonPrefix: false }).split("\n");
  const stack: string[] = [];
  const out: string[] = [];
  for (const line of lines) {
    const match = /^([│ ]*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? "").length / 4;
    stack.length = depth;
    stack.push(match[2] ?? "");
    const full = stack.join("").replace(/:(\w+)/g, "{$1}");
    for (const method of (match[3] ?? "").split(",").map((m) => m.trim())) {
      if (method && method !== "HEAD" && method !== "OPTIONS") out.push(`${method} ${full}`);
    }
  }
  return out;
}

/** A concrete URL for a catalogue path, each `{param}` replaced by `values[param]` (URL-encoded). */
export function fillPath(path: string, values: Record<string, string>): string {
  return path.replace(/\{(\w+|\*)\}/g, (_, name: string) => encodeURIComponent(values[name] ?? "1"));
}
