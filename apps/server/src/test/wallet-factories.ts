import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import { fundWallet } from "./db-factories.js";
import type { ApiClient } from "./http.js";
import { createComment, createQuestion } from "./question-factories.js";
import { createUser, type TestUser } from "./user-factories.js";

/**
 * The publisher asks a new question with a bonus of `yuan` (and the `question` fields given) and pays it
 * to the earner's answer: money the earner has earned (and may withdraw).
 */
export async function payBonusTo(
  api: ApiClient,
  publisher: TestUser,
  earner: TestUser,
  yuan: number,
  question: Record<string, unknown> = {},
): Promise<{ questionId: number; commentId: number }> {
  const questionId = await createQuestion(api, publisher, {
    bonus_amount: yuan,
    bonus_rule: "publisher_agree",
    ...question,
  });
  const commentId = await createComment(api, earner, questionId);
  const paid = await api("POST", "/api/questions/pay_bonus", {
    token: publisher.token,
    json: { question_id: questionId, comment_id: commentId },
  });
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  return { questionId, commentId };
}

/** Saves a bank card (a test number that passes the Luhn check) for the user; returns its id. */
export async function addCard(
  api: ApiClient,
  user: TestUser,
  number = "4111111111111111",
  { bank_name = "Bank", exp_year = 2099 } = {},
): Promise<number> {
  const res = await api("POST", "/api/cards", {
    token: user.token,
    json: { bank_name, number, exp_month: 12, exp_year },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id;
}

/**
 * The usual start of a settlement test: a new publisher ("pub") funded with exactly `yuan` asks a
 * question with that bonus and `rule`, and a new user (named after `answerer`) answers it.
 */
export async function askAndAnswer(
  t: { readonly api: ApiClient; readonly server: { readonly app: Pick<FastifyInstance, "db"> } },
  yuan: number,
  rule: string,
  answerer: string,
): Promise<[publisher: TestUser, answerer: TestUser, questionId: number, commentId: number]> {
  const publisher = await createUser(t.api, "pub");
  await fundWallet(t.server.app, publisher.id, yuan);
  const answeringUser = await createUser(t.api, answerer);
  const questionId = await createQuestion(t.api, publisher, { bonus_amount: yuan, bonus_rule: rule });
  return [publisher, answeringUser, questionId, await createComment(t.api, answeringUser, questionId)];
}
