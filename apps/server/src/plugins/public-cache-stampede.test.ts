import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { publicCachePlugin } from "./public-cache.js";

const TTL_MS = 150;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** How many times the route's handler ran (each run is a database query in the real routes). */
let computed = 0;
let failNext = false;
/** While set, computations wait for it (a slow database the test controls). */
let gate: Promise<void> | undefined;
let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify();
  await app.register(publicCachePlugin, { ttlMs: TTL_MS });
  // A public read that takes a while, as a query under load does, and says which computation it is.
  app.get("/slow", { config: { publicCache: true } }, async (_request, reply) => {
    computed++;
    const version = computed;
    await sleep(50);
    await gate;
    if (failNext) {
      failNext = false;
      return reply.code(503).send({ detail: "down", code: "database_unavailable" });
    }
    return { version };
  });
  await app.ready();
});
afterAll(() => app.close());

const get = (url = "/slow") => app.inject({ url });

describe("public micro-cache without a stampede (issue 20 item 2)", () => {
  it("single flight: thirty visitors missing the same URL together cost one computation", async () => {
    const before = computed;
    const answers = await Promise.all(Array.from({ length: 30 }, () => get("/slow?a=1")));
    expect(computed - before).toBe(1);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(answers.filter((a) => a.headers["x-cache"] === "shared")).toHaveLength(29);
  });

  it("stale while revalidate: after its time the entry is served at once and recomputed once", async () => {
    const first = (await get("/slow?b=1")).json().version;
    await sleep(TTL_MS + 20);
    let open: () => void = () => {};
    gate = new Promise((resolve) => {
      open = resolve;
    });
    // The database is stuck: every visitor is still answered, with the previous entry, and one
    // computation (not twenty) is waiting for the database.
    const stale = await Promise.all(Array.from({ length: 20 }, () => get("/slow?b=1")));
    expect(stale.every((a) => a.headers["x-cache"] === "stale" && a.json().version === first)).toBe(true);
    expect(computed).toBe(first + 1);
    open();
    gate = undefined;
    await sleep(100);
    const fresh = await get("/slow?b=1");
    expect(fresh.headers["x-cache"]).toBe("hit");
    expect(fresh.json().version).toBe(computed);
    expect(computed).toBe(first + 1);
  });

  it("a failed first request is not cached and releases the ones waiting for it", async () => {
    failNext = true;
    const before = computed;
    const [failed, ...others] = await Promise.all([get("/slow?d=1"), get("/slow?d=1"), get("/slow?d=1")]);
    expect(failed?.statusCode).toBe(503);
    // The waiting ones were released at once and asked for themselves.
    expect(others.every((a) => a.statusCode === 200 && a.headers["x-cache"] === undefined)).toBe(true);
    expect(computed - before).toBe(3);
    expect((await get("/slow?d=1")).headers["x-cache"]).toBe("hit");
  });
});
