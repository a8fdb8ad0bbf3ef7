import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { fundWallet } from "../../test/db-factories.js";
import { createComment, createQuestion } from "../../test/question-factories.js";
import { useTestServer } from "../../test/use-test-server.js";
import { createUser, type TestUser } from "../../test/user-factories.js";
import { postTransaction } from "../wallet/ledger.js";
import { rankFor } from "./rank.service.js";

const { server, api } = useTestServer();

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
    // One question: only the first answer earns 2; + 1 like + (5 - 2) rating - 1 dislike = 5
    expect(res.body).toMatchObject({
      power: 5,
      month_score: 5,
      military_rank_name: "列兵",
      next_rank_name: "下士",
      points_to_next: 45,
    });
  });

  it("adds the bonus-won points when the answerer is paid a bonus, and names the rank in Arabic", async () => {
    const answerer = await createUser(api, "rank");
    const asker = await createUser(api, "asker");
    await fundWallet(server.app, asker.id, 600);
    const small = await createQuestion(api, asker, { bonus_amount: 25.5, bonus_rule: "publisher_agree" });
    const large = await createQuestion(api, asker, { bonus_amount: 500, bonus_rule: "publisher_agree" });
    for (const questionId of [small, large]) {
      const commentId = await createComment(api, answerer, questionId);
      const paid = await api("POST", "/api/questions/pay_bonus", {
        token: asker.token,
        json: { question_id: questionId, comment_id: commentId },
      });
      expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    }
    const res = await api("GET", `/api/customer_military_powers/${answerer.id}?lang=ar`, {
      token: answerer.token,
    });
    // 2 answers × 2 + (10 + 25 whole yuan of 25.50) + min(100, 10 + 500) = 139: Corporal, 11 to Sergeant.
    expect(res.body).toEqual({
      military_rank: 2,
      military_rank_key: "corporal",
      military_rank_name: "عريف",
      power: 139,
      month_score: 139,
      next_rank_name: "رقيب",
      points_to_next: 11,
    });
    // The payer earns nothing for paying.
    const payer = await api("GET", `/api/customer_military_powers/${asker.id}?lang=ar`, {
      token: asker.token,
    });
    expect(payer.body).toMatchObject({ power: 0, month_score: 0, military_rank_name: "جندي" });
  });

  it("counts a payout's bonus and expert fee as one bonus, and takes it back when an appeal moves it", async () => {
    const expert = await createUser(api, "rankfee");
    const other = await createUser(api, "rankwin");
    const asker = await createUser(api, "rankask");
    await fundWallet(server.app, asker.id, 20);
    // The entries a payout writes (¥5 bonus and ¥3 expert fee, two entries of one transaction),
    // under a kind of its own: on PostgreSQL the test files share one database, and a question-less
    // "bonus_payout" would read as a double payment to the other files' ledger checks.
    const pay = (from: number, to: number, entries: [number, "receive_bonus" | "expert_fee"][]) =>
      server.app.db.transaction((tx) =>
        postTransaction(tx, {
          kind: "rank_test_payout",
          postings: [
            ...entries.map(([fen, logType]) => ({
              account: { kind: "user_available" as const, userId: to },
              amountFen: fen,
              logType,
            })),
            ...entries.map(([fen, logType]) => ({
              account: { kind: "user_available" as const, userId: from },
              amountFen: -fen,
              logType,
            })),
          ],
        }),
      );
    await pay(asker.id, expert.id, [
      [500, "receive_bonus"],
      [300, "expert_fee"],
    ]);
    const power = async (user: TestUser) =>
      (await api("GET", `/api/customer_military_powers/${user.id}`, { token: user.token })).body.power;
    // One bonus of ¥8: 10 + 8 (two entries counted apart would give 10 + 5 + 10 + 3 = 28).
    expect(await power(expert)).toBe(18);
    // An appeal moves the payment to another answer: the expert gives it back, the winner gets it.
    await pay(expert.id, other.id, [
      [500, "receive_bonus"],
      [300, "expert_fee"],
    ]);
    expect(await power(expert)).toBe(0);
    expect(await power(other)).toBe(18);
  });

  it("counts an event of last month in power but not in month_score", async () => {
    const answerer = await createUser(api, "rank");
    const asker = await createUser(api, "asker");
    const old = await createComment(api, answerer, await createQuestion(api, asker));
    await createComment(api, answerer, await createQuestion(api, asker));
    // Backdate one answer to the last day of the previous calendar month (the boundary month_score uses).
    await server.app.db.execute(
      sql`update comments set created_at = date_trunc('month', now()) - interval '1 day' where id = ${old}`,
    );
    const res = await api("GET", `/api/customer_military_powers/${answerer.id}?lang=en`, {
      token: answerer.token,
    });
    expect(res.body).toMatchObject({ power: 4, month_score: 2 });
    expect(res.body.month_score).toBeLessThan(res.body.power);
  });

  it("pays the answer points once per question: more answers on it earn nothing themselves", async () => {
    const farmer = await createUser(api, "rank");
    const asker = await createUser(api, "asker");
    const q = await createQuestion(api, asker);
    const first = await createComment(api, farmer, q);
    for (let i = 0; i < 9; i++) await createComment(api, farmer, q);
    const power = async () =>
      (await api("GET", `/api/customer_military_powers/${farmer.id}?lang=en`, { token: farmer.token })).body;
    expect(await power()).toMatchObject({ power: 2, month_score: 2 });
    // A second question pays again; what others think of any answer still counts.
    const later = await createComment(api, farmer, await createQuestion(api, asker));
    await api("POST", `/api/questions/comments/${later}/like`, { token: asker.token });
    expect(await power()).toMatchObject({ power: 5, month_score: 5 });
    // The first answer is the one dated: moving it to last month moves its 2 points there too.
    await server.app.db.execute(
      sql`update comments set created_at = date_trunc('month', now()) - interval '1 day' where id = ${first}`,
    );
    expect(await power()).toMatchObject({ power: 5, month_score: 3 });
    // Answering one's own question earns nothing, however often.
    const own = await createQuestion(api, farmer);
    for (let i = 0; i < 3; i++) await createComment(api, farmer, own);
    expect(await power()).toMatchObject({ power: 5 });
  });

  it("counts only the good part of star ratings on one's questions: 4★ +1, 5★ +2, never a loss", async () => {
    const asker = await createUser(api, "rank");
    const raters = await Promise.all([1, 2, 3, 4, 5].map(() => createUser(api, "rater")));
    const q = await createQuestion(api, asker);
    for (const [i, rater] of raters.entries()) {
      const rated = await api("POST", `/api/questions/${q}/rate`, {
        token: rater.token,
        json: { score: i + 1 },
      });
      expect(rated.status, JSON.stringify(rated.body)).toBe(200);
    }
    const power = async () =>
      (await api("GET", `/api/customer_military_powers/${asker.id}?lang=en`, { token: asker.token })).body;
    // 1★, 2★, 3★: 0; 4★: +1; 5★: +2
    expect(await power()).toMatchObject({ power: 3, month_score: 3 });
    // A like on the question adds 1; a dislike on it costs nothing.
    const [first, second] = raters as [TestUser, TestUser, ...TestUser[]];
    expect((await api("POST", `/api/questions/${q}/like`, { token: first.token })).status).toBe(200);
    expect((await api("POST", `/api/questions/${q}/dislike`, { token: second.token })).status).toBe(200);
    expect(await power()).toMatchObject({ power: 4, month_score: 4 });
  });

  it("never shows a negative month_score or power: losses this month floor at 0", async () => {
    const answerer = await createUser(api, "rank");
    const asker = await createUser(api, "asker");
    const others = await Promise.all([1, 2, 3].map(() => createUser(api, "critic")));
    const q = await createQuestion(api, asker);
    const answer = await createComment(api, answerer, q);
    // +2 for the answer, then 1★ (-1) and three dislikes (-3): -2 this month.
    await api("POST", `/api/questions/comments/${answer}/rate`, { token: asker.token, json: { score: 1 } });
    for (const critic of others) {
      const disliked = await api("POST", `/api/questions/comments/${answer}/dislike`, {
        token: critic.token,
      });
      expect(disliked.status, JSON.stringify(disliked.body)).toBe(200);
    }
    const res = await api("GET", `/api/customer_military_powers/${answerer.id}?lang=en`, {
      token: answerer.token,
    });
    expect(res.body).toMatchObject({ power: 0, month_score: 0, military_rank_key: "private" });
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
