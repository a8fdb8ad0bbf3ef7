import { randomUUID } from "node:crypto";
import fc from "fast-check";
import type { CatalogueRoute, JsonSchema } from "../security/route-catalogue.js";

/** Strings that break naive code: huge, unicode edge cases, NUL, SQL and HTML payloads, number-likes. */
export const EVIL_STRINGS: string[] = [
  "",
  " ",
  "a".repeat(100_000),
  "中".repeat(40_000),
  "' or 1=1 --",
  "'; drop table users; --",
  '" OR ""="',
  "1; select pg_sleep(5)",
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "javascript:alert(1)",
  "\u0000",
  "a\u0000b",
  "\ud800",
  "x\udfffy",
  "\u202e\u202bمرحبا\u202c",
  "\u200b\u200d\ufeff",
  "😀👨‍👩‍👧🏳️‍🌈",
  "%00",
  "%",
  "../../etc/passwd",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection payload, on purpose
  "${7*7}{{7*7}}",
  "null",
  "undefined",
  "NaN",
  "Infinity",
  "-Infinity",
  "-1",
  "0",
  "1e309",
  "-1e309",
  "0x10",
  "１２３",
  "1.5",
  "9".repeat(400),
  "\r\nSet-Cookie: x=1",
  "ﷺ",
  "\\",
  "__proto__",
];

export const EVIL_NUMBERS: number[] = [
  -1,
  0,
  -0.01,
  0.001,
  1.5,
  0.1 + 0.2,
  2 ** 31,
  2 ** 53 + 2,
  -(2 ** 63),
  1e21,
  99_999_999_999.99,
  Number.MAX_SAFE_INTEGER,
  Number.MIN_VALUE,
];

/** The hardest strings, tried on every route with otherwise valid input (not left to chance). */
export const FOCUSED_STRINGS = [
  "a\u0000b",
  "\ud800",
  "a".repeat(100_000),
  "' or 1=1 --",
  "<script>alert(1)</script>",
  "\u202eمرحبا\u200b😀",
];

/** The hardest numbers, tried the same way. */
export const FOCUSED_NUMBERS = [-1, 0.001, 1.5, 1e21];

/** JSON number tokens that JavaScript cannot produce with JSON.stringify. */
export const RAW_NUMBER_TOKENS = [
  "1e309",
  "-1e309",
  "1E400",
  "-0",
  "0.0000000000000000000001",
  "1".repeat(400),
];

/** Values of every JSON type, each wrong for most fields. */
const evilValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...EVIL_STRINGS),
  fc.constantFrom(...EVIL_NUMBERS),
  fc.constantFrom(null, true, false, [], {}, [[]], [null], { __proto__: null, x: 1 }),
  fc.constant(JSON.parse('{"__proto__": {"polluted": true}, "constructor": {"prototype": {"x": 1}}}')),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.integer(),
  fc.double(),
  fc.jsonValue({ maxDepth: 3 }),
);

/** Path parameter values: zero, negative, overflow, words, very long, encoded tricks. */
export const EVIL_PATH_PARAMS = [
  "0",
  "-1",
  "1.5",
  "1e309",
  "2147483648",
  "99999999999999999999",
  "abc",
  "a".repeat(2000),
  "' or 1=1 --",
  "<script>",
  "\u0000",
  "😀",
  "\u202e",
  "null",
  "NaN",
  "00000000-0000-0000-0000-000000000000",
  "../..",
  " 1",
  "0x1",
];

const FAR_FUTURE = "2099-01-01T00:00:00.000Z";

/** Resolves $ref against the document's components. */
export function deref(schema: JsonSchema | undefined, components: Record<string, JsonSchema>): JsonSchema {
  if (!schema) return {};
  if (schema.$ref) return components[schema.$ref.replace("#/components/schemas/", "")] ?? {};
  return schema;
}

/** A string field without enum, format or pattern: any text is valid in it, so hard text reaches the handler. */
export function isFreeText(schema: JsonSchema): boolean {
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return variants.some((v) => isFreeText(v));
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  return types.includes("string") && !schema.enum && !schema.format && !schema.pattern;
}

/** A value that plausibly passes a schema, so a single bad field gets past the others into the handler. */
export function plausible(
  raw: JsonSchema | undefined,
  components: Record<string, JsonSchema>,
  depth = 0,
): unknown {
  const schema = deref(raw, components);
  if (depth > 6) return null;
  if (schema.enum?.length) return schema.enum[0];
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length) {
    const pick = variants.find((v) => deref(v, components).type !== "null") ?? variants[0];
    return plausible(pick, components, depth + 1);
  }
  if (schema.allOf?.length) return plausible(schema.allOf[0], components, depth + 1);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== "null") : schema.type;
  switch (type) {
    case "string": {
      if (schema.format === "uuid") return randomUUID();
      if (schema.format === "date-time") return FAR_FUTURE;
      if (schema.format === "email") return "fuzz@example.com";
      if (schema.format === "uri") return "https://example.com/";
      const text = "abc".padEnd(Math.min(schema.minLength ?? 0, 200), "x");
      return typeof schema.maxLength === "number" ? text.slice(0, schema.maxLength) : text;
    }
    case "integer":
    case "number": {
      const min = typeof schema.minimum === "number" ? schema.minimum : 1;
      const value = Math.max(min, 1);
      return typeof schema.maximum === "number" ? Math.min(value, schema.maximum) : value;
    }
    case "boolean":
      return true;
    case "array":
      return (schema.minItems as number | undefined) ? [plausible(schema.items, components, depth + 1)] : [];
    case "object": {
      const out: Record<string, unknown> = {};
      // Required properties only: an optional one with a pattern would make the whole body invalid.
      const required = new Set(schema.required ?? []);
      for (const [key, prop] of Object.entries(schema.properties ?? {})) {
        if (required.has(key)) out[key] = plausible(prop, components, depth + 1);
      }
      return out;
    }
    default:
      return "abc";
  }
}

/** Sets every string leaf of a value to `text` (reaches the database with otherwise valid bodies). */
export function replaceStrings(value: unknown, text: string): unknown {
  if (typeof value === "string") return text;
  if (Array.isArray(value)) return value.map((v) => replaceStrings(v, text));
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, replaceStrings(v, text)]));
  }
  return value;
}

/** Sets every number leaf of a value to `n`. */
export function replaceNumbers(value: unknown, n: number): unknown {
  if (typeof value === "number") return n;
  if (Array.isArray(value)) return value.map((v) => replaceNumbers(v, n));
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, replaceNumbers(v, n)]));
  }
  return value;
}

export interface FuzzBody {
  contentType?: string;
  raw: string;
}

const jsonType = "application/json";

const CONTENT_TYPES = [
  jsonType,
  "application/json; charset=utf-16",
  "text/plain",
  "application/xml",
  "application/x-www-form-urlencoded",
  "multipart/form-data",
  "multipart/form-data; boundary=zzz",
  "application/octet-stream",
  "application/json\u00ff",
  "*/*",
];

const MALFORMED_JSON = [
  "{",
  "[1,",
  '{"a":}',
  "{'a': 1}",
  '{"a": 1,}',
  "nul",
  "\u0000",
  '"\\ud800"',
  "[".repeat(5000) + "]".repeat(5000),
  `{"a":${"[".repeat(3000)}${"]".repeat(3000)}}`,
  '{"a": 1} trailing',
  "\ufeff{}",
  '--zzz\r\nContent-Disposition: form-data; name="files"; filename="a.png"\r\n\r\nnot a png\r\n--zzz--\r\n',
  '--zzz\r\nContent-Disposition: form-data; name="files"; filename="a.png"\r\n\r\nunterminated',
];

/** A body for a route: shaped like its schema with bad parts, or any JSON, or malformed bytes. */
export function bodyArbitrary(
  route: CatalogueRoute,
  components: Record<string, JsonSchema>,
): fc.Arbitrary<FuzzBody> {
  const base = plausible(route.body ?? { type: "object" }, components);
  const keys = Object.keys(deref(route.body, components).properties ?? {});
  const json = (value: unknown, contentType = jsonType): FuzzBody => ({
    contentType,
    raw: JSON.stringify(value) ?? "null",
  });
  const shaped: fc.Arbitrary<FuzzBody>[] = [
    // Every field valid but one, which gets an evil value (or is missing).
    fc
      .tuple(keys.length ? fc.constantFrom(...keys) : fc.constant("x"), evilValue, fc.boolean())
      .map(([key, value, drop]) => {
        const copy = { ...(base as Record<string, unknown>) };
        if (drop) delete copy[key];
        else copy[key] = value;
        return json(copy);
      }),
    // Every string field replaced by one evil string (NUL, surrogates, 100 KB, SQL…).
    fc.constantFrom(...EVIL_STRINGS).map((s) => json(replaceStrings(base, s))),
    // Every number field replaced by one evil number (negative, fractional, huge).
    fc.constantFrom(...EVIL_NUMBERS).map((n) => json(replaceNumbers(base, n))),
    // Number tokens JSON.stringify cannot write: 1e309, -0, 400 digits.
    fc
      .tuple(keys.length ? fc.constantFrom(...keys) : fc.constant("x"), fc.constantFrom(...RAW_NUMBER_TOKENS))
      .map(([key, token]) => {
        const text = JSON.stringify({ ...(base as Record<string, unknown>), [key]: 0 });
        return { contentType: jsonType, raw: text.replace(`"${key}":0`, `"${key}":${token}`) };
      }),
  ];
  return fc.oneof(
    ...shaped,
    fc
      .dictionary(fc.constantFrom(...keys, "user_id", "role", "id", "__proto__"), evilValue)
      .map((o) => json(o)),
    evilValue.map((v) => json(v)),
    fc.constant(json({})),
    fc.constant({ contentType: jsonType, raw: "" }),
    fc.constantFrom(...MALFORMED_JSON).map((raw) => ({ contentType: jsonType, raw })),
    fc
      .tuple(
        fc.constantFrom(...CONTENT_TYPES),
        fc.constantFrom(JSON.stringify(base), "a=1&b=2", ...MALFORMED_JSON),
      )
      .map(([contentType, raw]) => ({ contentType, raw })),
    fc.constant({ raw: JSON.stringify(base) }),
  );
}

/** encodeURIComponent, but a lone surrogate becomes the invalid UTF-8 bytes %ED%A0%80 instead of throwing. */
export function encodeLoose(text: string): string {
  return text
    .split(/([\ud800-\udfff])/)
    .map((part) =>
      part.length === 1 && /[\ud800-\udfff]/.test(part) ? "%ED%A0%80" : encodeURIComponent(part),
    )
    .join("");
}

/** A query string: known parameters with bad values, unknown ones, repeats, broken encodings. */
export function queryArbitrary(route: CatalogueRoute): fc.Arbitrary<string> {
  const keys = Object.keys(route.query);
  const name = fc.constantFrom(...keys, "user_id", "skip", "limit", "a[b]", "__proto__", "");
  const value = fc.oneof(
    fc.constantFrom(...EVIL_STRINGS.filter((s) => s.length < 10_000)).map(encodeLoose),
    fc.constantFrom(...EVIL_NUMBERS).map(String),
    fc.constantFrom("%", "%zz", "%E4%B8", "%00", "%ED%A0%80", "a+b", "x".repeat(6000), "[]", "{}"),
    fc.string({ unit: "grapheme", maxLength: 20 }).map(encodeLoose),
  );
  const pair = fc.tuple(name, value).map(([k, v]) => `${encodeLoose(k)}=${v}`);
  return fc.oneof(
    fc.constant(""),
    fc.array(pair, { minLength: 1, maxLength: 4 }).map((pairs) => `?${pairs.join("&")}`),
    // The same known parameter twice (arrives as an array).
    fc.tuple(name, value, value).map(([k, a, b]) => `?${encodeLoose(k)}=${a}&${encodeLoose(k)}=${b}`),
    fc.constantFrom("?", "?&&&", "?=", "?a", "?%", "?%%%", `?${"a=1&".repeat(2000)}`),
  );
}

export interface FuzzHeaders {
  authorization?: string;
  "idempotency-key"?: string;
  accept?: string;
  "x-forwarded-for"?: string;
  "accept-language"?: string;
}

/** Garbage headers: bad bearer tokens, overlong idempotency keys, odd accept values. */
export function headerArbitrary(validToken: string | undefined): fc.Arbitrary<FuzzHeaders> {
  const badAuth = fc.constantFrom(
    "Bearer x",
    "Bearer ",
    "Bearer",
    "bearer  ",
    "Basic Zm9vOmJhcg==",
    `Bearer ${"a".repeat(8000)}`,
    "Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIiwicm9sZSI6ImFkbWluIn0.",
    "Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiItMSIsInJvbGUiOiJhZG1pbiJ9.x",
    "\u00ff\u00fe",
    ...(validToken
      ? [`Bearer ${validToken}x`, `Bearer ${validToken.split(".").slice(0, 2).join(".")}.`]
      : []),
  );
  const idem = fc.constantFrom(
    "x".repeat(5000),
    "short",
    "has space here",
    "\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9",
    "",
    "-".repeat(100),
    "valid-key-123456",
  );
  return fc.record(
    {
      authorization: validToken ? fc.constant(`Bearer ${validToken}`) : badAuth,
      "idempotency-key": idem,
      accept: fc.constantFrom("text/html", "*/*", "application/xml", "\u00ff"),
      "x-forwarded-for": fc.constantFrom("' or 1=1 --", "1.1.1.1, 2.2.2.2", "::1", "x".repeat(2000)),
      "accept-language": fc.constantFrom("ar", "zz-ZZ;q=abc", "*", "x".repeat(2000)),
    },
    { requiredKeys: validToken ? ["authorization"] : [] },
  );
}
