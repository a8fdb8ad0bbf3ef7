import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/client.js";
import { queryRows } from "../../db/rows.js";
import { fakeWebDist } from "../../test/fake-web-dist.js";
import { usersForFile } from "../../test/file-server.js";
import { type ApiClient, apiClient } from "../../test/http.js";
import { createQuestion } from "../../test/question-factories.js";
import { startTestServer, type TestServer, testDatabase } from "../../test/server.js";
import { useTestServer } from "../../test/use-test-server.js";
import { QuestionViewBuffer } from "./view-buffer.js";

// Two processes on one database, as in production: `cached` micro-caches visitors' reads for a
// minute, `other` does not and serves the question's page. Neither writes views on a timer (tests flush): what a read does is visible.
const cachedServer = useTestServer({ publicCacheTtlMs: 60_000 });
const otherServer = useTestServer({ webDist: fakeWebDist("views") });
const { server: cached, api } = cachedServer;
const { server: other, api: otherApi } = otherServer;
const { alice, bob } = usersForFile(otherServer, "alice", "bob");

async function counted(id: number): Promise<{ views: number; rows: number }> {
  const { db } = await testDatabase();
  const [row] = await queryRows<{ views: number; rows: number }>(
    db,
    sql`select views, (select count(*)::int from question_views where question_id = ${id}) as rows
      from questions where id = ${id}`,
  );
  return row ?? { views: -1, rows: -1 };
}

const visitor = (agent: string) => ({ headers: { "user-agent": agent } });
const detail = (id: number) => `/api/questions/detail/${id}`;

describe("question views", () => {
  it("are noted per read and written in a batch: a viewer counts once a day, through either process", async () => {
    const id = await createQuestion(otherApi, alice);
    const reads: [ApiClient, object][] = [
      [api, visitor("views-visitor-1")],
      [otherApi, visitor("views-visitor-1")],
      [otherApi, visitor("views-visitor-2")],
      [api, { token: bob.token }],
      [api, { token: bob.token }],
      [otherApi, { token: bob.token }],
    ];
    for (const [client, options] of reads)
      expect((await client("GET", detail(id), options)).status).toBe(200);
    // Unknown questions are not views.
    expect((await api("GET", detail(2_000_000_000), visitor("views-visitor-1"))).status).toBe(404);

    // No write per read: the views wait in each process's memory.
    expect(await counted(id)).toEqual({ views: 0, rows: 0 });
    expect(cached.app.questionViews.pendingCount).toBe(2);
    expect(other.app.questionViews.pendingCount).toBe(3);

    // Both processes write at once; the database's key keeps visitor 1 and bob to one view each.
    const written = await Promise.all([cached.app.questionViews.flush(), other.app.questionViews.flush()]);
    expect(written[0] + written[1]).toBe(3);
    expect(await counted(id)).toEqual({ views: 3, rows: 3 });
    expect((await otherApi("GET", detail(id), { token: alice.token })).body.views).toBe(3);

    // Read again the same day and written again: nothing more.
    await api("GET", detail(id), { token: bob.token });
    expect(await cached.app.questionViews.flush()).toBe(0);
    expect(await counted(id)).toEqual({ views: 3, rows: 3 });
  });

  it("answers a visitor from the micro-cache, holding nothing of a reader, and still counts the view", async () => {
    const id = await createQuestion(otherApi, alice);
    // Bob likes, favorites and rates it (through the other process: a write here empties the cache).
    for (const action of ["like", "favorite"])
      expect(
        (await otherApi("POST", `/api/questions/${id}/${action}`, { token: bob.token, json: {} })).status,
      ).toBe(200);
    expect(
      (await otherApi("POST", `/api/questions/${id}/rate`, { token: bob.token, json: { score: 4 } })).status,
    ).toBe(200);

    const first = await api("GET", detail(id), visitor("views-cache-1"));
    expect(first.status).toBe(200);
    expect(first.headers.get("x-cache")).toBeNull();
    expect(first.body).toMatchObject({ my_reaction: null, my_favorite: false, my_rating: null });
    const hit = await api("GET", detail(id), visitor("views-cache-2"));
    expect(hit.headers.get("x-cache")).toBe("hit");
    expect(hit.body).toEqual(first.body);

    // A member always gets their own answer from the database.
    for (let i = 0; i < 2; i++) {
      const own = await api("GET", detail(id), { token: bob.token });
      expect(own.headers.get("x-cache")).toBeNull();
      expect(own.body).toMatchObject({ my_reaction: "like", my_favorite: true, my_rating: 4 });
    }

    // Both visitors (the cached answer's too) and bob.
    await cached.app.questionViews.flush();
    expect(await counted(id)).toEqual({ views: 3, rows: 3 });
  });
  it("counts a visitor opening the question's page (the detail is inside it), not the page's own API call", async () => {
    const id = await createQuestion(otherApi, alice);
    const hidden = await createQuestion(otherApi, alice, { is_public: false, bonus_rule: "publisher_agree" });
    const before = other.app.questionViews.pendingCount;
    const page = await fetch(`${other.url}/question?id=${id}`, { headers: { "user-agent": "views-page" } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("<html");
    expect((await fetch(`${other.url}/question?id=${hidden}`)).status).toBe(404);
    // The same visitor's own API read is the same view; the server's request for the page's data is none.
    expect((await otherApi("GET", detail(id), visitor("views-page"))).status).toBe(200);
    expect(other.app.questionViews.pendingCount).toBe(before + 1);
    await other.app.questionViews.flush();
    expect(await counted(id)).toEqual({ views: 1, rows: 1 });
    expect(await counted(hidden)).toEqual({ views: 0, rows: 0 });
  });
});

describe("the view buffer's bounds", () => {
  let small: TestServer;
  let smallApi: ApiClient;
  beforeAll(async () => {
    small = await startTestServer({ viewBufferMax: 3 });
    smallApi = apiClient(small.url);
  });
  afterAll(() => small.close());

  it("writes at once when full", async () => {
    const id = await createQuestion(smallApi, alice);
    for (const n of [1, 2, 3]) await smallApi("GET", detail(id), visitor(`views-full-${n}`));
    // The third view filled the buffer and started its write (no timer runs in tests).
    for (let i = 0; i < 100 && (await counted(id)).views < 3; i++)
      await new Promise((r) => setTimeout(r, 20));
    expect(await counted(id)).toEqual({ views: 3, rows: 3 });
  });

  it("writes what is pending when the app closes", async () => {
    const id = await createQuestion(smallApi, alice);
    await smallApi("GET", detail(id), visitor("views-close"));
    expect(small.app.questionViews.pendingCount).toBe(1);
    expect(await counted(id)).toEqual({ views: 0, rows: 0 });
    await small.close();
    expect(await counted(id)).toEqual({ views: 1, rows: 1 });
  });

  it("keeps the views of a failed write for the next one, as many as fit", async () => {
    let fail = true;
    const { db } = await testDatabase();
    const flaky = {
      execute: (query: Parameters<Db["execute"]>[0]) =>
        fail ? Promise.reject(new Error("database unreachable")) : db.execute(query),
    } as unknown as Db;
    const errors: string[] = [];
    const log = {
      error: (_: object, msg: string) => errors.push(msg),
      warn: (_: object, msg: string) => errors.push(msg),
    };
    const buffer = new QuestionViewBuffer(flaky, { flushMs: 0, maxPending: 2, log });
    const id = await createQuestion(otherApi, alice);
    buffer.record(id, "a:one");
    await expect(buffer.flush()).rejects.toThrow("database unreachable");
    expect(buffer.pendingCount).toBe(1);
    // Full: the write this starts fails too, and of the views it puts back only one fits beside three.
    buffer.record(id, "a:two");
    buffer.record(id, "a:three");
    await expect(buffer.flush()).rejects.toThrow("database unreachable");
    expect(buffer.pendingCount).toBe(2);
    fail = false;
    expect(await buffer.flush()).toBe(2);
    expect(errors).toContain("question view buffer full: views dropped");
    expect(await counted(id)).toEqual({ views: 2, rows: 2 });
  });
});
