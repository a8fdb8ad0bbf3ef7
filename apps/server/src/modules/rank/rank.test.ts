import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createComment, createQuestion, createUser } from "../../test/factories.js";
import { type ApiClient, apiClient } from "../../test/http.js";
import { startTestServer, type TestServer } from "../../test/server.js";
import { rankFor } from "./rank.service.js";

let server: TestServer;
let api: ApiClient;

beforeAll(async () => {
  server = await startTestServer();
  api = apiClient(server.url);
});
afterAll(() => server.close());

describe("force rank", () => {
  it("starts at Private and counts answers, likes, dislikes and ratings received", async () => {
    const answerer = await createUser(api, "rank");
    const asker = await createUser(api, "asker");
    const fresh = await api("GET", `/api/customer_military_powers/${answerer.id}?lang=en`, {
      token: answerer.token,
    });
    expect(fresh.body).toMatchObject({
      military_rank: 1,
      military_rank_name: "Private",
      power: 0,
      month_score: 0,
    });
    const q = await createQuestion(api, asker);
    const c1 = await createComment(api, answerer, q);
    const c2 = await createComment(api, answerer, q);
    await api("POST", `/api/questions/comments/${c1}/like`, { token: asker.token });
    await api("POST", `/api/questions/comments/${c1}/rate`, { token: asker.token, json: { score: 5 } });
    await api("POST", `/api/questions/comments/${c2}/dislike`, { token: asker.token });
    const res = await api("GET", `/api/customer_military_powers/${answerer.id}?lang=zh`, {
      token: answerer.token,
    });
    // 2 answers × 2 + 1 like + (5 - 2) rating - 1 dislike = 7
    expect(res.body).toMatchObject({
      power: 7,
      month_score: 7,
      military_rank_name: "列兵",
      next_rank_name: "下士",
      points_to_next: 43,
    });
  });

  it("maps power to ranks by threshold", () => {
    expect(rankFor(0).rank.key).toBe("private");
    expect(rankFor(49).rank.key).toBe("private");
    expect(rankFor(50).rank.key).toBe("corporal");
    expect(rankFor(10_000).rank.key).toBe("marshal");
    expect(rankFor(10_000).next).toBeNull();
  });

  it("is private to its owner", async () => {
    const alice = await createUser(api, "alice");
    const bob = await createUser(api, "bob");
    expect((await api("GET", `/api/customer_military_powers/${alice.id}`, { token: bob.token })).status).toBe(
      403,
    );
  });
});
