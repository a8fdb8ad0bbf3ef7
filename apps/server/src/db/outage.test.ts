import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { openEventStream } from "../test/event-stream.js";
import { type ApiClient, apiClient } from "../test/http.js";
import { categoryPath } from "../test/question-factories.js";
import { type ServerProcess, startServerProcess } from "../test/server-process.js";
import { createTempCluster, type TempCluster, tempClusterUnavailable } from "../test/temp-cluster.js";
import { uniqueUsername } from "../test/user-factories.js";

/**
 * The database goes away under load — every connection of the app terminated, or the PostgreSQL
 * server restarted — and the server process (a real child process: an unhandled 'error' event would
 * end it) must live on: each request succeeds or is answered 503 database_unavailable quickly (never
 * a 500 or a hang), service is back within 10 s of the database, and nothing acknowledged is lost.
 */
const onPostgres = process.env.TEST_DB === "postgres";
const clusterUnavailable = onPostgres ? await tempClusterUnavailable() : "PGlite";

interface Outcome {
  kind: string;
  /** HTTP status; "hang" = no answer within 8 s; "network" = the connection failed. */
  status: number | "hang" | "network";
  code?: string;
  at: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function send(url: string, method: string, path: string, token?: string, json?: unknown) {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (json !== undefined) headers["content-type"] = "application/json";
  try {
    const res = await fetch(`${url}${path}`, {
      method,
      headers,
      body: json === undefined ? undefined : JSON.stringify(json),
      signal: AbortSignal.timeout(8_000),
    });
    const text = await res.text();
    let body: { code?: string; id?: number } = {};
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON
    }
    return { status: res.status as Outcome["status"], body };
  } catch (err) {
    const status: Outcome["status"] = (err as Error).name === "TimeoutError" ? "hang" : "network";
    return { status, body: {} as { code?: string; id?: number } };
  }
}

/** Requests in a loop on 4 lanes (reads, a signed-in read, registrations, posts) until stopped. */
function startLoad(url: string, token: string, category: Awaited<ReturnType<typeof categoryPath>>) {
  const outcomes: Outcome[] = [];
  const registered: string[] = [];
  const posted: number[] = [];
  let stopped = false;
  const lane = async (kind: string) => {
    for (let i = 0; !stopped && i < 2_000; i++) {
      let res: Awaited<ReturnType<typeof send>>;
      if (kind === "health") res = await send(url, "GET", "/api/health");
      else if (kind === "me") res = await send(url, "GET", "/api/me", token);
      else if (kind === "register") {
        const username = uniqueUsername("outage");
        res = await send(url, "POST", "/api/register", undefined, {
          username,
          password: "correct horse battery",
        });
        if (res.status === 201) registered.push(username);
      } else {
        res = await send(url, "POST", "/api/questions", token, {
          ...category,
          content: `<p>Does this question survive the outage? ${i}</p>`,
        });
        if (res.status === 201 && res.body.id) posted.push(res.body.id);
      }
      outcomes.push({ kind, status: res.status, code: res.body.code, at: Date.now() });
      // A request answered at once during an outage: do not spin.
      if (res.status !== 200 && res.status !== 201) await sleep(50);
    }
  };
  const lanes = Promise.all(["health", "me", "register", "post"].map(lane));
  return {
    outcomes,
    registered,
    posted,
    stop: async () => {
      stopped = true;
      await lanes;
    },
  };
}

/** Polls /api/health until it answers 200; returns the time that took, or Infinity after `withinMs`. */
async function timeToHealthy(url: string, withinMs: number): Promise<number> {
  const from = Date.now();
  while (Date.now() - from < withinMs) {
    if ((await send(url, "GET", "/api/health")).status === 200) return Date.now() - from;
    await sleep(100);
  }
  return Number.POSITIVE_INFINITY;
}

interface Scenario {
  server: ServerProcess;
  api: ApiClient;
  /** Verifies through SQL on the app's database that these rows exist. */
  countStored: (usernames: string[], questionIds: number[]) => Promise<{ users: number; questions: number }>;
}

/**
 * Runs the load, applies `fault` (which resolves when the database is reachable again) and checks
 * everything the issue asks for. Returns the outcomes for fault-specific checks.
 */
async function surviveFault(s: Scenario, fault: (token: string) => Promise<void>): Promise<Outcome[]> {
  const publisher = await s.api("POST", "/api/register", {
    json: { username: uniqueUsername("pub"), password: "correct horse battery" },
  });
  const answerer = await s.api("POST", "/api/register", {
    json: { username: uniqueUsername("ans"), password: "correct horse battery" },
  });
  expect([publisher.status, answerer.status]).toEqual([201, 201]);
  const category = await categoryPath(s.api);
  const question = await s.api("POST", "/api/questions", {
    token: publisher.body.access_token,
    json: { ...category, content: "<p>Who will hear about this answer after the outage?</p>" },
  });
  expect(question.status).toBe(201);
  // A live stream held across the outage: its LISTEN connection must come back by itself.
  const stream = await openEventStream(s.server.url, publisher.body.access_token);
  expect(stream.response.status).toBe(200);
  await expect.poll(() => stream.unreadCounts.length, { timeout: 5_000 }).toBeGreaterThan(0);

  const load = startLoad(s.server.url, publisher.body.access_token, category);
  await sleep(700);
  await fault(publisher.body.access_token);
  const back = Date.now();
  // Service within 10 s of the database being back — from the same process.
  const healthyIn = await timeToHealthy(s.server.url, 10_000);
  expect(s.server.proc.exitCode, `the server process exited:\n${s.server.output().slice(-3_000)}`).toBeNull();
  expect(healthyIn).toBeLessThan(10_000);
  await sleep(800);
  await load.stop();

  expect(s.server.proc.exitCode, s.server.output()).toBeNull();
  expect(s.server.proc.signalCode).toBeNull();
  const bad = load.outcomes.filter(
    (o) => !(o.status === 200 || o.status === 201 || (o.status === 503 && o.code === "database_unavailable")),
  );
  expect(bad, s.server.output().slice(-4_000)).toEqual([]);
  // Every lane works again after the fault (writes included), and the process said nothing fatal.
  for (const kind of ["health", "me", "register", "post"]) {
    expect(
      load.outcomes.some((o) => o.kind === kind && o.at > back && o.status !== 503),
      kind,
    ).toBe(true);
  }
  expect(s.server.output()).not.toMatch(/Unhandled 'error' event|unhandledRejection|uncaughtException/);

  // Nothing acknowledged is lost.
  expect(load.registered.length + load.posted.length).toBeGreaterThan(0);
  expect(await s.countStored(load.registered, load.posted)).toEqual({
    users: load.registered.length,
    questions: load.posted.length,
  });

  // The live stream hears of an answer written after the fault (LISTEN reconnected).
  const before = stream.unreadCounts.at(-1) ?? 0;
  const comment = await s.api("POST", "/api/questions/comments", {
    token: answerer.body.access_token,
    json: { question_id: question.body.id, content: "an answer after the outage" },
  });
  expect(comment.status).toBe(201);
  await expect
    .poll(() => stream.unreadCounts.at(-1), { timeout: 10_000, message: s.server.output().slice(-3_000) })
    .toBe(before + 1);
  await stream.close();
  return load.outcomes;
}

async function countStored(url: string, usernames: string[], questionIds: number[]) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const users = await client.query("select count(*)::int as n from users where username = any($1)", [
      usernames,
    ]);
    const questions = await client.query("select count(*)::int as n from questions where id = any($1)", [
      questionIds,
    ]);
    return { users: users.rows[0].n as number, questions: questions.rows[0].n as number };
  } finally {
    await client.end();
  }
}

describe.skipIf(!onPostgres)(
  "database faults under load (PostgreSQL only: PGlite runs inside the process)",
  () => {
    let admin: pg.Client;
    let databaseUrl: string;
    let dbName: string;
    let server: ServerProcess | undefined;
    let cluster: TempCluster | undefined;
    let clusterServer: ServerProcess | undefined;

    // Both servers start at once: starting tsx and migrating is most of this file's time.
    beforeAll(async () => {
      const own = async () => {
        // A database of its own: terminating connections must not touch other test files' connections.
        const shared = inject("testDatabaseUrl");
        if (!shared) throw new Error("TEST_DB=postgres gives a database URL");
        const url = new URL(shared);
        dbName = `${url.pathname.slice(1)}_outage`;
        admin = new pg.Client({ connectionString: shared });
        await admin.connect();
        await admin.query(`drop database if exists ${dbName} with (force)`);
        await admin.query(`create database ${dbName}`);
        url.pathname = `/${dbName}`;
        databaseUrl = url.toString();
        server = await startServerProcess({ DATABASE_URL: databaseUrl, SETTLEMENT_INTERVAL_MS: "200" });
      };
      const throwaway = async () => {
        if (clusterUnavailable) return;
        cluster = await createTempCluster();
        clusterServer = await startServerProcess({
          DATABASE_URL: cluster.url,
          SETTLEMENT_INTERVAL_MS: "200",
        });
      };
      await Promise.all([own(), throwaway()]);
    }, 120_000);

    afterAll(async () => {
      await Promise.all([server?.stop(), clusterServer?.stop()]);
      await cluster?.destroy();
      await admin?.query(`drop database if exists ${dbName} with (force)`);
      await admin?.end();
    }, 60_000);

    it("all of the app's connections terminated: lives on, 503 database_unavailable meanwhile, serves within 10 s", async () => {
      const s = server as ServerProcess;
      const terminate = async () => {
        const res = await admin.query(
          "select count(pg_terminate_backend(pid))::int as n from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()",
          [dbName],
        );
        return res.rows[0].n as number;
      };
      let terminated = 0;
      await surviveFault(
        { server: s, api: apiClient(s.url), countStored: (u, q) => countStored(databaseUrl, u, q) },
        async () => {
          // Three times, so that busy connections (mid-query, mid-transaction) are hit too.
          for (let i = 0; i < 3; i++) {
            terminated += await terminate();
            await sleep(500);
          }
        },
      );
      expect(terminated).toBeGreaterThan(0);
    }, 60_000);

    it.skipIf(clusterUnavailable)(
      `the PostgreSQL server restarted (a throwaway cluster${clusterUnavailable ? `; skipped: ${clusterUnavailable}` : ""}): lives on, loses nothing acknowledged, serves within 10 s`,
      async () => {
        const c = cluster as TempCluster;
        const s = clusterServer as ServerProcess;
        let downFrom = 0;
        let downUntil = 0;
        let stream: Awaited<ReturnType<typeof send>> | undefined;
        const outcomes = await surviveFault(
          { server: s, api: apiClient(s.url), countStored: (u, q) => countStored(c.url, u, q) },
          async (token) => {
            await c.stop("fast");
            downFrom = Date.now();
            // A live stream opened now is refused at once, not left open without its first count.
            stream = await send(s.url, "GET", "/api/messages/stream", token);
            await sleep(1_000);
            downUntil = Date.now();
            await c.start();
          },
        );
        // The outage was seen, and answered 503 at once rather than held.
        const during = outcomes.filter((o) => o.at > downFrom + 200 && o.at < downUntil);
        expect(during.length).toBeGreaterThan(0);
        expect(during.every((o) => o.status === 503)).toBe(true);
        expect(stream?.status).toBe(503);
        expect(stream?.body.code).toBe("database_unavailable");
      },
      60_000,
    );
  },
);
