import { randomBytes } from "node:crypto";
import { LOCALES } from "@ask/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { categories, experts } from "../../db/schema/index.js";
import { setRole } from "../../test/db-factories.js";
import { categoryPath, createQuestion, createUser } from "../../test/factories.js";
import { type ApiClient, apiClient } from "../../test/http.js";
import { startTestServer, type TestServer } from "../../test/server.js";

let server: TestServer;
let api: ApiClient;

beforeAll(async () => {
  server = await startTestServer();
  api = apiClient(server.url);
});
afterAll(() => server.close());

async function roots(channelId: number): Promise<number[]> {
  const cats = await api("GET", `/api/categories?channel_id=${channelId}`);
  return cats.body
    .filter((c: { parent_id: number | null }) => c.parent_id === null)
    .map((c: { id: number }) => c.id);
}

describe("experts", () => {
  it("upgrade a user, take one channel and up to three root categories, and list matching questions", async () => {
    const user = await createUser(api, "expert");
    const up = await api("POST", `/api/experts/upgrade/${user.id}`, { token: user.token });
    expect(up.status).toBe(200);
    expect(up.body.role).toBe("expert");
    const me = await api("GET", "/api/me", { token: user.token });
    expect(me.body).toMatchObject({ role: "expert", expert_id: up.body.expert_id });
    expect((await api("POST", `/api/experts/upgrade/${user.id}`, { token: user.token })).status).toBe(409);

    const law = await categoryPath(api, "law");
    const lawRoots = await roots(law.channel);
    const four = await api("POST", `/api/experts/${up.body.expert_id}/set-categories`, {
      token: user.token,
      json: { channel_id: law.channel, category_ids: lawRoots.slice(0, 4) },
    });
    expect(four.status).toBe(400);
    const child = await api("POST", `/api/experts/${up.body.expert_id}/set-categories`, {
      token: user.token,
      json: { channel_id: law.channel, category_ids: [law.category] },
    });
    expect(child.body.code).toBe("invalid_category");
    const finance = await categoryPath(api, "finance");
    const foreign = await api("POST", `/api/experts/${up.body.expert_id}/set-categories`, {
      token: user.token,
      json: { channel_id: law.channel, category_ids: [finance.category_top] },
    });
    expect(foreign.status).toBe(400);
    const saved = await api("POST", `/api/experts/${up.body.expert_id}/set-categories`, {
      token: user.token,
      json: { channel_id: law.channel, category_ids: [law.category_top] },
    });
    expect(saved.body).toMatchObject({ channel_id: law.channel, category_ids: [law.category_top] });

    const asker = await createUser(api, "asker");
    const inScope = await createQuestion(api, asker, { ...law, is_public: false, bonus_rule: "first_reply" });
    const otherRoot = lawRoots.find((id) => id !== law.category_top) as number;
    const outOfScope = await createQuestion(api, asker, {
      channel: law.channel,
      category_top: otherRoot,
      category: null,
    });
    const list = await api("GET", "/api/experts/questions", { token: user.token });
    const ids = list.body.items.map((q: { id: number }) => q.id);
    expect(ids).toContain(inScope);
    expect(ids).not.toContain(outOfScope);
  });

  it("keeps expert settings to their owner", async () => {
    const alice = await createUser(api, "alice");
    const bob = await createUser(api, "bob");
    const up = await api("POST", `/api/experts/upgrade/${alice.id}`, { token: alice.token });
    expect((await api("POST", `/api/experts/upgrade/${alice.id}`, { token: bob.token })).status).toBe(403);
    expect((await api("GET", `/api/experts/detail/${up.body.expert_id}`, { token: bob.token })).status).toBe(
      403,
    );
    const law = await categoryPath(api, "law");
    const res = await api("POST", `/api/experts/${up.body.expert_id}/set-categories`, {
      token: bob.token,
      json: { channel_id: law.channel, category_ids: [law.category_top] },
    });
    expect(res.status).toBe(403);
    expect((await api("GET", "/api/experts/questions", { token: bob.token })).status).toBe(403);
  });

  it.each(["publisher", "organization"] as const)(
    "refuses to upgrade role %s (only role user may)",
    async (role) => {
      const user = await createUser(api, role);
      await setRole(server.app, user.id, role);
      const res = await api("POST", `/api/experts/upgrade/${user.id}`, { token: user.token });
      expect(res.status).toBe(409);
      expect(res.body.code).toBe("role_not_changeable");
      const me = await api("GET", "/api/me", { token: user.token });
      expect(me.body).toMatchObject({ role, expert_id: null });
      expect(await server.app.db.select().from(experts).where(eq(experts.userId, user.id))).toEqual([]);
    },
  );

  it("pages the expert question list 10 at a time: 11 matching questions are 10 on page 1 and 1 on page 2", async () => {
    // A root category of its own, so that questions of other tests (the PostgreSQL database is shared
    // by all test files of a run) cannot land in this expert's list.
    const law = await categoryPath(api, "law");
    const key = `test_expert_paging_${randomBytes(4).toString("hex")}`;
    const [own] = await server.app.db
      .insert(categories)
      .values({
        key,
        channelId: law.channel,
        parentId: null,
        sort: 9_999,
        i18n: Object.fromEntries(LOCALES.map((lang) => [lang, key])),
      })
      .returning({ id: categories.id });
    const categoryTop = own?.id as number;

    const user = await createUser(api, "expert");
    const up = await api("POST", `/api/experts/upgrade/${user.id}`, { token: user.token });
    const saved = await api("POST", `/api/experts/${up.body.expert_id}/set-categories`, {
      token: user.token,
      json: { channel_id: law.channel, category_ids: [categoryTop] },
    });
    expect(saved.status).toBe(200);

    const asker = await createUser(api, "asker");
    const ids: number[] = [];
    for (let i = 0; i < 11; i++) {
      ids.push(
        await createQuestion(api, asker, { channel: law.channel, category_top: categoryTop, category: null }),
      );
    }
    // The expert's own question in the same category is not in their work list.
    await createQuestion(api, user, { channel: law.channel, category_top: categoryTop, category: null });
    const newestFirst = [...ids].reverse();
    const idsOf = (body: { items: { id: number }[] }) => body.items.map((q) => q.id);

    const page1 = await api("GET", "/api/experts/questions?skip=0&limit=10", { token: user.token });
    expect(page1.status).toBe(200);
    expect(page1.body).toMatchObject({ total: 11, total_capped: false });
    expect(idsOf(page1.body)).toEqual(newestFirst.slice(0, 10));
    const page2 = await api("GET", "/api/experts/questions?skip=10&limit=10", { token: user.token });
    expect(page2.body).toMatchObject({ total: 11, total_capped: false });
    expect(idsOf(page2.body)).toEqual(newestFirst.slice(10));
    // Without paging parameters the list is the first page of 10.
    const byDefault = await api("GET", "/api/experts/questions", { token: user.token });
    expect(idsOf(byDefault.body)).toEqual(newestFirst.slice(0, 10));
  });
});
