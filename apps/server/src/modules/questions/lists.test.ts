import { describe, expect, it } from "vitest";
import { serverForFile, usersForFile } from "../../test/file-server.js";
import { createComment, createQuestion } from "../../test/question-factories.js";
import { createUser } from "../../test/user-factories.js";

const t = serverForFile();
const { alice, bob } = usersForFile(t, "alice", "bob");

const ids = (res: { body: { items: { id: number }[] } }) => res.body.items.map((q) => q.id);

describe("a user's own lists", () => {
  it("list my, commented, favorited and shared questions", async () => {
    const mine = await createQuestion(t.api, alice);
    const privateMine = await createQuestion(t.api, alice, { is_public: false, bonus_rule: "first_reply" });
    const bobs = await createQuestion(t.api, bob);
    await createComment(t.api, alice, bobs);
    await t.api("POST", `/api/questions/${bobs}/favorite`, { token: alice.token });
    await t.api("POST", `/api/questions/${bobs}/share`, { token: alice.token });

    const my = await t.api("GET", `/api/questions/my/${alice.id}`, { token: alice.token });
    expect(ids(my)).toEqual([privateMine, mine]);
    expect(my.body.total).toBe(2);
    expect(ids(await t.api("GET", "/api/questions/commented", { token: alice.token }))).toEqual([bobs]);
    expect(
      ids(await t.api("GET", `/api/questions/favorites?user_id=${alice.id}`, { token: alice.token })),
    ).toEqual([bobs]);
    expect(ids(await t.api("GET", "/api/questions/shared", { token: alice.token }))).toEqual([bobs]);
  });

  it("never shows one user's lists to another (403)", async () => {
    expect((await t.api("GET", `/api/questions/my/${alice.id}`, { token: bob.token })).status).toBe(403);
    for (const list of ["commented", "favorites", "shared"]) {
      const res = await t.api("GET", `/api/questions/${list}?user_id=${alice.id}`, { token: bob.token });
      expect(res.status).toBe(403);
      expect(res.body.code).toBe("forbidden");
    }
    expect((await t.api("GET", `/api/questions/my_total/${alice.id}`, { token: bob.token })).status).toBe(
      403,
    );
  });

  it("require a login", async () => {
    expect((await t.api("GET", `/api/questions/my/${alice.id}`)).status).toBe(401);
    expect((await t.api("GET", "/api/questions/favorites")).status).toBe(401);
  });

  it("totals likes, ratings and favorites received from others", async () => {
    const carol = await createUser(t.api, "carol");
    const q1 = await createQuestion(t.api, carol);
    const answerTo = await createQuestion(t.api, alice);
    const commentId = await createComment(t.api, carol, answerTo);
    await t.api("POST", `/api/questions/${q1}/like`, { token: alice.token });
    await t.api("POST", `/api/questions/${q1}/like`, { token: bob.token });
    await t.api("POST", `/api/questions/${q1}/rate`, { token: bob.token, json: { score: 4 } });
    await t.api("POST", `/api/questions/${q1}/favorite`, { token: bob.token });
    await t.api("POST", `/api/questions/${q1}/favorite`, { token: carol.token });
    await t.api("POST", `/api/questions/comments/${commentId}/like`, { token: alice.token });
    await t.api("POST", `/api/questions/comments/${commentId}/rate`, {
      token: alice.token,
      json: { score: 5 },
    });
    const totals = await t.api("GET", `/api/questions/my_total/${carol.id}`, { token: carol.token });
    expect(totals.body).toEqual({ total_likes: 3, total_ratings: 2, total_favorites: 1 });
  });
});
