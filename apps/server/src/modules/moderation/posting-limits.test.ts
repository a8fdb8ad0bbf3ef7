import { connect } from "node:net";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { apiClient } from "../../test/http.js";
import { saleInput } from "../../test/listings-helpers.js";
import { categoryPath, createQuestion, inDays } from "../../test/question-factories.js";
import { startTestServer } from "../../test/server.js";
import { useTestServer } from "../../test/use-test-server.js";
import { createUser, type TestUser } from "../../test/user-factories.js";
import { DEFAULT_POSTING_LIMITS, parsePostingLimits } from "./posting-limits.js";

// Small limits so a test reaches them in a few requests: new accounts 2 questions an hour, trusted 4.
const { server, api } = useTestServer({
  postingLimits: {
    ...DEFAULT_POSTING_LIMITS,
    question: { new: { hour: 2, day: 3 }, trusted: { hour: 4, day: 10 } },
    answer: { new: { hour: 2, day: 5 }, trusted: { hour: 5, day: 10 } },
    listing: { new: { hour: 1, day: 2 }, trusted: { hour: 3, day: 5 } },
  },
});

const ask = async (user: TestUser) =>
  api("POST", "/api/questions", {
    token: user.token,
    json: { ...(await categoryPath(api)), content: "<p>How do I plan a budget?</p>", deadline: inDays(3) },
  });
const answer = (user: TestUser, questionId: number) =>
  api("POST", "/api/questions/comments", {
    token: user.token,
    json: { question_id: questionId, content: "Start small." },
  });
const sell = (user: TestUser) => api("POST", "/api/sales", { token: user.token, json: saleInput() });

/** An account made two days ago whose phone is verified: the trusted tier. */
async function trusted(prefix: string): Promise<TestUser> {
  const user = await createUser(api, prefix);
  await server.app.db.execute(
    sql`update users set created_at = now() - interval '2 days', is_phone_verified = true,
      phone = '13900000000', country = 'CN', verified_phone = ${`+86-test-${user.id}`} where id = ${user.id}`,
  );
  return user;
}

const statuses = async (n: number, attempt: () => Promise<{ status: number }>) => {
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push((await attempt()).status);
  return out;
};

describe("new-account limits (issue 17 item 5)", () => {
  it("a retried request with the same Idempotency-Key gets its first answer back, not counted again", async () => {
    const user = await createUser(api, "retrier");
    const json = {
      ...(await categoryPath(api)),
      content: "<p>Retried over a bad network</p>",
      deadline: inDays(3),
    };
    const send = () =>
      api("POST", "/api/questions", {
        token: user.token,
        json,
        headers: { "idempotency-key": "retry-once-1" },
      });
    const first = await send();
    expect(first.status).toBe(201);
    // Two retries after the answer was lost: both replay the stored reply (limit 2 an hour). The
    // idempotency preHandler answers them before the route's handler, so the limit never sees them.
    for (const retry of [await send(), await send()]) {
      expect(retry.status, JSON.stringify(retry.body)).toBe(201);
      expect(retry.body.id).toBe(first.body.id);
    }
    // The retries did not use up the hour: one more new question still fits, then the limit holds.
    expect(await statuses(2, () => ask(user))).toEqual([201, 429]);
  });

  it("a new account may ask 2 questions an hour: the third is refused with 429 and not stored", async () => {
    const user = await createUser(api, "newasker");
    expect(await statuses(3, () => ask(user))).toEqual([201, 201, 429]);
    const refused = await ask(user);
    expect(refused.body.code).toBe("too_many_requests");
    expect(refused.body.detail).toMatch(/questions/);
    const mine = await api("GET", `/api/questions/my/${user.id}`, { token: user.token });
    expect(mine.body.total ?? mine.body.items?.length).toBe(2);
  });

  it("an older account with a verified phone gets the trusted tier", async () => {
    const user = await trusted("oldasker");
    expect(await statuses(5, () => ask(user))).toEqual([201, 201, 201, 201, 429]);
  });

  it("an old account without a verified phone is still limited as new", async () => {
    const user = await createUser(api, "oldunverified");
    await server.app.db.execute(
      sql`update users set created_at = now() - interval '30 days' where id = ${user.id}`,
    );
    expect(await statuses(3, () => ask(user))).toEqual([201, 201, 429]);
  });

  it("limits answers and listings per account, each action on its own counter", async () => {
    const asker = await trusted("answered");
    const questionId = await createQuestion(api, asker);
    const user = await createUser(api, "newanswerer");
    expect(await statuses(3, () => answer(user, questionId))).toEqual([201, 201, 429]);
    expect(await statuses(2, () => sell(user))).toEqual([201, 429]);
    // Another account is not affected by this one's counters.
    const other = await createUser(api, "otheranswerer");
    expect((await answer(other, questionId)).status).toBe(201);
  });
});

const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
const redisUp = await new Promise<boolean>((resolve) => {
  const socket = connect({
    host: new URL(REDIS_URL).hostname,
    port: Number(new URL(REDIS_URL).port || 6379),
  });
  socket.once("connect", () => resolve(Boolean(socket.end())));
  socket.once("error", () => resolve(false));
});

describe("limits on Redis (REDIS_URL)", () => {
  // CI starts Redis (.ci/run): there a missing Redis fails this test instead of skipping it unseen.
  it.skipIf(!redisUp && !process.env.CI)("two servers count one account's questions together", async () => {
    const limits = {
      ...DEFAULT_POSTING_LIMITS,
      question: { new: { hour: 2, day: 3 }, trusted: { hour: 4, day: 10 } },
    };
    const [a, b] = await Promise.all([
      startTestServer({ redisUrl: REDIS_URL, postingLimits: limits }),
      startTestServer({ redisUrl: REDIS_URL, postingLimits: limits }),
    ]);
    try {
      const user = await createUser(apiClient(a.url), "redisasker");
      const path = await categoryPath(api);
      const post = (url: string) =>
        apiClient(url)("POST", "/api/questions", {
          token: user.token,
          json: { ...path, content: "<p>Which bank?</p>", deadline: inDays(3) },
        });
      expect([(await post(a.url)).status, (await post(b.url)).status, (await post(a.url)).status]).toEqual([
        201, 201, 429,
      ]);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});

describe("parsePostingLimits (POSTING_LIMITS)", () => {
  it("defaults when unset, none when off, and merges a partial JSON per action", () => {
    expect(parsePostingLimits(undefined)).toEqual(DEFAULT_POSTING_LIMITS);
    expect(parsePostingLimits("off")).toBeNull();
    const merged = parsePostingLimits('{"question":{"new":{"hour":1,"day":2}},"newAccountHours":48}');
    expect(merged?.question).toEqual({
      new: { hour: 1, day: 2 },
      trusted: DEFAULT_POSTING_LIMITS.question.trusted,
    });
    expect(merged?.answer).toEqual(DEFAULT_POSTING_LIMITS.answer);
    expect(merged?.newAccountHours).toBe(48);
    expect(() => parsePostingLimits('{"question":{"new":{"hour":0,"day":2}}}')).toThrow();
    expect(() => parsePostingLimits('{"questions":{}}')).toThrow();
    expect(() => parsePostingLimits("{not json")).toThrow();
  });
});
