import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createComment, createQuestion, createUser, type TestUser } from "../../test/factories.js";
import { type ApiClient, apiClient } from "../../test/http.js";
import { startTestServer, type TestServer } from "../../test/server.js";

let server: TestServer;
let api: ApiClient;
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  server = await startTestServer();
  api = apiClient(server.url);
  alice = await createUser(api, "alice");
  bob = await createUser(api, "bob");
});
afterAll(() => server.close());

const ids = (res: { body: { items: { id: number }[] } }) => res.body.items.map((q) => q.id);

describe("a user's own lists", () => {
  it("list my, commented, favorited and shared questions", async () => {
    const mine = await createQuestion(api, alice);
    const privateMine = await createQuestion(api, alice, { is_public: false, bonus_rule: "first_reply" });
    const bobs = await createQuestion(api, bob);
    await createComment(api, alice, bobs);
    await api("POST", `/api/questions/${bobs}/favorite`, { token: alice.token });
    await api("POST", `/api/questions/${bobs}/share`, { token: alice.token });

    const my = await api("GET", `/api/questions/my/${alice.id}`, { token: alice.token });
    expect(ids(my)).toEqual([privateMine, mine]);
    expect(my.body.total).toBe(2);
    expect(ids(await api("GET", "/api/questions/commented", { token: alice.token }))).toEqual([bobs]);
    expect(
      ids(await api("GET", `/api/questions/favorites?user_id=${alice.id}`, { token: alice.token })),
    ).toEqual([bobs]);
    expect(ids(await api("GET", "/api/questions/shared", { token: alice.token }))).toEqual([bobs]);
  });

  it("never shows one user's lists to another (403)", async () => {
    expect((await api("GET", `/api/questions/my/${alice.id}`, { token: bob.token })).status).toBe(403);
    for (const list of ["commented", "favorites", "shared"]) {
      const res = await api("GET", `/api/questions/${list}?user_id=${alice.id}`, { token: bob.token });
      expect(res.status).toBe(403);
      expect(res.body.code).toBe("forbidden");
    }
    expect((await api("GET", `/api/questions/my_total/${alice.id}`, { token: bob.token })).status).toBe(403);
  });

  it("require a login", async () => {
    expect((await api("GET", `/api/questions/my/${alice.id}`)).status).toBe(401);
    expect((await api("GET", "/api/questions/favorites")).status).toBe(401);
  });

  it("totals likes, ratings and favorites received from others", async () => {
    const carol = await createUser(api, "carol");
    const q1 = await createQuestion(api, carol);
    const answerTo = await createQuestion(api, alice);
    const commentId = await createComment(api, carol, answerTo);
    await api("POST", `/api/questions/${q1}/like`, { token: alice.token });
    await api("POST", `/api/questions/${q1}/like`, { token: bob.token });
    await api("POST", `/api/questions/${q1}/rate`, { token: bob.token, json: { score: 4 } });
    await api("POST", `/api/questions/${q1}/favorite`, { token: bob.token });
    await api("POST", `/api/questions/${q1}/favorite`, { token: carol.token });
    await api("POST", `/api/questions/comments/${commentId}/like`, { token: alice.token });
    await api("POST", `/api/questions/comments/${commentId}/rate`, {
      token: alice.token,
      json: { score: 5 },
    });
    const totals = await api("GET", `/api/questions/my_total/${carol.id}`, { token: carol.token });
    expect(totals.body).toEqual({ total_likes: 3, total_ratings: 2, total_favorites: 1 });
  });
});
