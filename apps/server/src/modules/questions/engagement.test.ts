import { describe, expect, it } from "vitest";
import { serverForFile, usersForFile } from "../../test/file-server.js";
import { createQuestion } from "../../test/question-factories.js";
import { createUser, type TestUser } from "../../test/user-factories.js";

const t = serverForFile();
const { author, reader } = usersForFile(t, "author", "reader");

const act = (user: TestUser, id: number, action: string) =>
  t.api("POST", `/api/questions/${id}/${action}`, { token: user.token, json: { user_id: 1 } });

describe("like, dislike and favorite (spec 4)", () => {
  it("follows the state machine", async () => {
    const id = await createQuestion(t.api, author);
    let res = await act(reader, id, "like");
    expect(res.body).toMatchObject({ likes_count: 1, dislikes_count: 0, my_reaction: "like" });
    res = await act(reader, id, "dislike");
    expect(res.body).toMatchObject({ likes_count: 0, dislikes_count: 1, my_reaction: "dislike" });
    res = await act(reader, id, "like");
    expect(res.body).toMatchObject({ likes_count: 1, dislikes_count: 0, my_reaction: "like" });
    res = await act(reader, id, "unlike");
    expect(res.body).toMatchObject({ likes_count: 0, dislikes_count: 0, my_reaction: null });
    res = await act(reader, id, "undislike");
    expect(res.body).toMatchObject({ likes_count: 0, dislikes_count: 0, my_reaction: null });
    res = await act(reader, id, "favorite");
    expect(res.body).toMatchObject({ favorites_count: 1, my_favorite: true });
    res = await act(reader, id, "unfavorite");
    expect(res.body).toMatchObject({ favorites_count: 0, my_favorite: false });
  });

  it("is idempotent: repeating an action changes nothing", async () => {
    const id = await createQuestion(t.api, author);
    await act(reader, id, "like");
    const again = await act(reader, id, "like");
    expect(again.body.likes_count).toBe(1);
    await act(reader, id, "favorite");
    expect((await act(reader, id, "favorite")).body.favorites_count).toBe(1);
    expect((await act(reader, id, "unlike")).body.likes_count).toBe(0);
    expect((await act(reader, id, "unlike")).body.likes_count).toBe(0);
  });

  it("counts twenty concurrent likes by one user once", async () => {
    const id = await createQuestion(t.api, author);
    const results = await Promise.all(Array.from({ length: 20 }, () => act(reader, id, "like")));
    for (const r of results) expect(r.status).toBe(200);
    const detail = await t.api("GET", `/api/questions/detail/${id}`, { token: reader.token });
    expect(detail.body.likes_count).toBe(1);
    expect(detail.body.liked_user_ids).toEqual([reader.id]);
    expect(detail.body.my_reaction).toBe("like");
  });

  it("keeps counters exact under concurrent like/dislike flips by many users", async () => {
    const id = await createQuestion(t.api, author);
    const users = await Promise.all(Array.from({ length: 6 }, () => createUser(t.api, "crowd")));
    await Promise.all(
      users.flatMap((u) => [
        act(u, id, "like"),
        act(u, id, "dislike"),
        act(u, id, "like"),
        act(u, id, "dislike"),
      ]),
    );
    const detail = await t.api("GET", `/api/questions/detail/${id}`);
    expect(detail.body.likes_count).toBe(detail.body.liked_user_ids.length);
    expect(detail.body.dislikes_count).toBe(detail.body.disliked_user_ids.length);
    expect(detail.body.likes_count + detail.body.dislikes_count).toBe(6);
  });

  it("does not let the author like their own question", async () => {
    const id = await createQuestion(t.api, author);
    const res = await act(author, id, "like");
    expect(res.status).toBe(403);
    expect(res.body.code).toBe("cannot_react_own");
  });

  it("requires a login and a visible question", async () => {
    const id = await createQuestion(t.api, author);
    expect((await t.api("POST", `/api/questions/${id}/like`)).status).toBe(401);
    expect((await act(reader, 99999999, "like")).status).toBe(404);
    const secret = await createQuestion(t.api, author, { is_public: false, bonus_rule: "first_reply" });
    expect((await act(reader, secret, "favorite")).status).toBe(404);
  });
});

describe("rating", () => {
  it("sets and changes the caller's rating; the average follows", async () => {
    const id = await createQuestion(t.api, author);
    const other = await createUser(t.api, "rater");
    await t.api("POST", `/api/questions/${id}/rate`, { token: reader.token, json: { score: 5 } });
    const res = await t.api("POST", `/api/questions/${id}/rate`, { token: other.token, json: { score: 2 } });
    expect(res.body).toEqual({ my_rating: 2, rating_avg: 3.5, rating_count: 2 });
    const changed = await t.api("POST", `/api/questions/${id}/rate`, {
      token: other.token,
      json: { score: 4 },
    });
    expect(changed.body).toEqual({ my_rating: 4, rating_avg: 4.5, rating_count: 2 });
    const detail = await t.api("GET", `/api/questions/detail/${id}`, { token: reader.token });
    expect(detail.body.my_rating).toBe(5);
    expect(detail.body.ratings).toEqual(
      expect.arrayContaining([
        { user_id: reader.id, score: 5 },
        { user_id: other.id, score: 4 },
      ]),
    );
  });

  it("refuses the publisher's own rating and scores outside 1-5", async () => {
    const id = await createQuestion(t.api, author);
    const own = await t.api("POST", `/api/questions/${id}/rate`, { token: author.token, json: { score: 5 } });
    expect(own.status).toBe(403);
    expect(own.body.code).toBe("cannot_rate_own");
    for (const score of [0, 6, 2.5, "x"]) {
      const bad = await t.api("POST", `/api/questions/${id}/rate`, { token: reader.token, json: { score } });
      expect(bad.status).toBe(400);
    }
  });
});
