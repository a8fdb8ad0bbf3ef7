import { sql } from "drizzle-orm";
import { PgTransaction } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.js";
import { queryRows } from "../../db/rows.js";
import { AppError } from "../../lib/app-error.js";

export type AccountRef =
  | { kind: "user_available"; userId: number }
  | { kind: "withdrawals_pending"; userId: number }
  | { kind: "question_escrow"; questionId: number }
  | { kind: "platform_cash" }
  | { kind: "platform_promotions" };

/** What the owner of an account sees in their balance log (spec 2): recharge, withdraw, pay_bonus, … */
export type LogType =
  | "recharge"
  | "withdraw"
  | "pay_bonus"
  | "receive_bonus"
  | "expert_fee"
  | "refund_bonus"
  | "refund_expert_fee"
  | "coupon"
  | "order_payment"
  | "order_income"
  | "internal";

export interface Posting {
  account: AccountRef;
  amountFen: number;
  logType: LogType;
  counterpartyUserId?: number | null;
}

export interface TransactionSpec {
  kind: string;
  initiatorId?: number | null;
  idempotencyKey?: string | null;
  questionId?: number | null;
  commentId?: number | null;
  details?: Record<string, unknown>;
  postings: Posting[];
}

type Tx = Pick<Db, "execute">;

/** Finds or creates the account; returns its id. */
async function accountId(tx: Tx, ref: AccountRef): Promise<number> {
  const userId = "userId" in ref ? ref.userId : null;
  const questionId = "questionId" in ref ? ref.questionId : null;
  const owner =
    userId !== null
      ? sql`user_id = ${userId}`
      : questionId !== null
        ? sql`question_id = ${questionId}`
        : sql`user_id is null and question_id is null`;
  const existing = await queryRows<{ id: number }>(
    tx,
    sql`select id from accounts where kind = ${ref.kind} and ${owner}`,
  );
  if (existing[0]) return existing[0].id;
  const conflict =
    userId !== null
      ? sql`(kind, user_id) where user_id is not null`
      : questionId !== null
        ? sql`(kind, question_id) where question_id is not null`
        : sql`(kind) where user_id is null and question_id is null`;
  await tx.execute(
    sql`insert into accounts (kind, user_id, question_id)
      values (${ref.kind}, ${userId}, ${questionId}) on conflict ${conflict} do nothing`,
  );
  const created = await queryRows<{ id: number }>(
    tx,
    sql`select id from accounts where kind = ${ref.kind} and ${owner}`,
  );
  if (!created[0]) throw new Error(`account ${ref.kind} could not be created`);
  return created[0].id;
}

export function isConstraintViolation(err: unknown, constraint: string): boolean {
  for (let e: unknown = err; e; e = (e as { cause?: unknown }).cause) {
    const { code, constraint: name, message } = e as { code?: string; constraint?: string; message?: string };
    if (code === "23514" && (name === constraint || message?.includes(constraint))) return true;
  }
  return false;
}

export const insufficientBalance = () =>
  new AppError(402, "insufficient_balance", "Your balance is not enough for this");

/**
 * Posts one balanced transaction inside the caller's database transaction. With an idempotency key
 * already used by the same user for the same kind, nothing moves and the first transaction's id is
 * returned with replayed = true. Balances change by atomic UPDATEs in account-id order (row locks,
 * no deadlock between two postings); the CHECK constraint refuses any overdraft.
 */
export async function postTransaction(
  tx: Tx,
  spec: TransactionSpec,
): Promise<{ id: number; replayed: boolean }> {
  const sum = spec.postings.reduce((s, p) => s + p.amountFen, 0);
  if (sum !== 0 || spec.postings.some((p) => !Number.isSafeInteger(p.amountFen) || p.amountFen === 0)) {
    throw new Error(`unbalanced or invalid ledger transaction ${spec.kind}: sum ${sum}`);
  }
  const inserted = await queryRows<{ id: number }>(
    tx,
    sql`insert into ledger_transactions (kind, initiator_id, idempotency_key, question_id, comment_id, details)
      values (${spec.kind}, ${spec.initiatorId ?? null}, ${spec.idempotencyKey ?? null}, ${spec.questionId ?? null},
        ${spec.commentId ?? null}, ${JSON.stringify(spec.details ?? {})}::jsonb)
      on conflict (initiator_id, kind, idempotency_key) where idempotency_key is not null do nothing
      returning id`,
  );
  if (!inserted[0]) {
    const [first] = await queryRows<{ id: number }>(
      tx,
      sql`select id from ledger_transactions where initiator_id = ${spec.initiatorId ?? null}
        and kind = ${spec.kind} and idempotency_key = ${spec.idempotencyKey ?? null}`,
    );
    if (!first) throw new Error("idempotent transaction vanished");
    return { id: Number(first.id), replayed: true };
  }
  const transactionId = Number(inserted[0].id);

  const resolved = await Promise.all(
    spec.postings.map(async (p) => ({ ...p, accountId: await accountId(tx, p.account) })),
  );
  resolved.sort((a, b) => a.accountId - b.accountId);
  for (const p of resolved) {
    try {
      await tx.execute(
        sql`update accounts set balance_fen = balance_fen + ${p.amountFen} where id = ${p.accountId}`,
      );
    } catch (err) {
      if (isConstraintViolation(err, "accounts_no_overdraft_ck")) throw insufficientBalance();
      throw err;
    }
    await tx.execute(
      sql`insert into ledger_entries (transaction_id, account_id, amount_fen, log_type, counterparty_user_id)
        values (${transactionId}, ${p.accountId}, ${p.amountFen}, ${p.logType}, ${p.counterpartyUserId ?? null})`,
    );
  }
  return { id: transactionId, replayed: false };
}

const RETRYABLE = new Set(["40001", "40P01"]);

/**
 * Runs a money-moving transaction, retrying it on serialization failure or deadlock. Inside an
 * outer transaction (an Idempotency-Key claim, see plugins/idempotency.ts) it is a savepoint, not
 * retried: a failure there aborts the outer transaction, which retries as a whole.
 */
export async function moneyTransaction<T>(db: Db, fn: (tx: Db) => Promise<T>): Promise<T> {
  if (db instanceof PgTransaction) return db.transaction((tx) => fn(tx as unknown as Db));
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction((tx) => fn(tx as unknown as Db));
    } catch (err) {
      let code: string | undefined;
      for (let e: unknown = err; e && !code; e = (e as { cause?: unknown }).cause)
        code = (e as { code?: string }).code;
      if (attempt >= 5 || !code || !RETRYABLE.has(code)) throw err;
      await new Promise((r) => setTimeout(r, 10 * attempt + Math.random() * 20));
    }
  }
}
