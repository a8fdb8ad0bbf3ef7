import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Db } from "../db/client.js";
import { queryRows } from "../db/rows.js";
import { experts, users } from "../db/schema/index.js";
import { moneyTransaction, postTransaction } from "../modules/wallet/ledger.js";

/**
 * Makes a user an approved expert of a channel directly in the database, as an administrator's approval
 * would (the application flow has its own tests in modules/experts).
 */
export async function makeExpert(app: FastifyInstance, userId: number, channelId: number): Promise<void> {
  const approved = { channelId, status: "approved", approvedAt: new Date() };
  const [expert] = await app.db
    .insert(experts)
    .values({ userId, ...approved })
    .onConflictDoUpdate({ target: experts.userId, set: approved })
    .returning({ id: experts.id });
  await app.db.update(users).set({ role: "expert", expertId: expert?.id }).where(eq(users.id, userId));
}

/** Gives a user a role directly (publisher and organization accounts are granted, not self-served). */
export async function setRole(
  app: Pick<FastifyInstance, "db">,
  userId: number,
  role: "user" | "publisher" | "organization" | "moderator" | "admin",
): Promise<void> {
  await app.db.update(users).set({ role }).where(eq(users.id, userId));
}

/** Credits a user's wallet as a completed recharge would (cash → user), without the provider round trip. */
export async function fundWallet(
  app: Pick<FastifyInstance, "db">,
  userId: number,
  yuan: number,
): Promise<void> {
  const fen = Math.round(yuan * 100);
  await app.db.transaction(async (tx) => {
    await postTransaction(tx, {
      kind: "recharge",
      initiatorId: userId,
      details: { test: true },
      postings: [
        { account: { kind: "platform_cash" }, amountFen: -fen, logType: "internal" },
        { account: { kind: "user_available", userId }, amountFen: fen, logType: "recharge" },
      ],
    });
  });
}

/**
 * Moves a question's deadline (days from now, negative = past) so settlement can be tested. Moving it
 * back shifts the question's history (its creation, comments and ratings) back by as much, as if the
 * time had really passed: what happened before the deadline still did (the rules only count comments
 * and ratings from before the deadline), and what the test does next happens after it.
 */
export async function setDeadline(
  app: Pick<FastifyInstance, "db">,
  questionId: number,
  daysFromNow: number,
): Promise<void> {
  // Retried on deadlock: it touches the question, its comments and ratings, in the opposite order
  // of a concurrent rating (the property test runs it beside everything else).
  await moneyTransaction(app.db, (tx) =>
    tx.execute(sql`
    with moved as (
      select id, least((now() + make_interval(secs => ${daysFromNow * 86400})) - deadline, interval '0') as back,
        now() + make_interval(secs => ${daysFromNow * 86400}) as deadline
      from questions where id = ${questionId} for update
    ), question as (
      update questions q set deadline = moved.deadline, created_at = q.created_at + moved.back
      from moved where q.id = moved.id
    ), answers as (
      update comments c set created_at = c.created_at + moved.back from moved where c.question_id = moved.id
    )
    update comment_ratings r
      set created_at = r.created_at + moved.back, updated_at = r.updated_at + moved.back
      from moved, comments c where c.id = r.comment_id and c.question_id = moved.id`),
  );
}

/**
 * The ledger's invariants (Formance-style): every transaction sums to zero, all balances sum to zero,
 * each balance equals the sum of its entries, and no account that may not overdraw is below zero.
 */
export async function ledgerInvariantViolations(db: Pick<Db, "execute">): Promise<string[]> {
  const problems: string[] = [];
  const unbalanced = await queryRows<{ id: number }>(
    db,
    sql`select transaction_id as id from ledger_entries group by transaction_id having sum(amount_fen) <> 0`,
  );
  if (unbalanced.length) problems.push(`unbalanced transactions: ${unbalanced.map((r) => r.id).join(",")}`);
  const [total] = await queryRows<{ sum: string | null }>(
    db,
    sql`select sum(balance_fen) as sum from accounts`,
  );
  if (Number(total?.sum ?? 0) !== 0) problems.push(`balances sum to ${total?.sum}`);
  const drift = await queryRows<{ id: number }>(
    db,
    sql`select a.id from accounts a left join ledger_entries e on e.account_id = a.id
      group by a.id, a.balance_fen having a.balance_fen <> coalesce(sum(e.amount_fen), 0)`,
  );
  if (drift.length) problems.push(`balances differ from entries: ${drift.map((r) => r.id).join(",")}`);
  const negative = await queryRows<{ id: number }>(
    db,
    sql`select id from accounts where kind not in ('platform_cash', 'platform_promotions') and balance_fen < 0`,
  );
  if (negative.length) problems.push(`negative balances: ${negative.map((r) => r.id).join(",")}`);
  const doublePaid = await queryRows<{ id: number }>(
    db,
    sql`select question_id as id from ledger_transactions where kind = 'bonus_payout' group by question_id having count(*) > 1`,
  );
  if (doublePaid.length) problems.push(`questions paid twice: ${doublePaid.map((r) => r.id).join(",")}`);
  const openWithMoney = await queryRows<{ id: number }>(
    db,
    sql`select q.id from questions q join accounts a on a.question_id = q.id and a.kind = 'question_escrow'
      where q.settlement <> 'open' and a.balance_fen <> 0`,
  );
  if (openWithMoney.length)
    problems.push(`settled questions with money left in escrow: ${openWithMoney.map((r) => r.id).join(",")}`);
  return problems;
}
