import { PgTransaction } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.js";
import { AppError } from "../../lib/app-error.js";
import {
  addToBalance,
  findAccountId,
  idempotentTransactionId,
  insertAccountIfMissing,
  insertLedgerEntry,
  insertLedgerTransaction,
} from "./ledger.queries.js";

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
  const owner = {
    kind: ref.kind,
    userId: "userId" in ref ? ref.userId : null,
    questionId: "questionId" in ref ? ref.questionId : null,
  };
  const existing = await findAccountId(tx, owner);
  if (existing !== undefined) return existing;
  await insertAccountIfMissing(tx, owner);
  const created = await findAccountId(tx, owner);
  if (created === undefined) throw new Error(`account ${ref.kind} could not be created`);
  return created;
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
  const transactionId = await insertLedgerTransaction(tx, {
    kind: spec.kind,
    initiatorId: spec.initiatorId ?? null,
    idempotencyKey: spec.idempotencyKey ?? null,
    questionId: spec.questionId ?? null,
    commentId: spec.commentId ?? null,
    details: spec.details ?? {},
  });
  if (transactionId === undefined) {
    const first = await idempotentTransactionId(
      tx,
      spec.initiatorId ?? null,
      spec.kind,
      spec.idempotencyKey ?? null,
    );
    if (first === undefined) throw new Error("idempotent transaction vanished");
    return { id: first, replayed: true };
  }

  const resolved = await Promise.all(
    spec.postings.map(async (p) => ({ ...p, accountId: await accountId(tx, p.account) })),
  );
  resolved.sort((a, b) => a.accountId - b.accountId);
  for (const p of resolved) {
    try {
      await addToBalance(tx, p.accountId, p.amountFen);
    } catch (err) {
      if (isConstraintViolation(err, "accounts_no_overdraft_ck")) throw insufficientBalance();
      throw err;
    }
    await insertLedgerEntry(tx, {
      transactionId,
      accountId: p.accountId,
      amountFen: p.amountFen,
      logType: p.logType,
      counterpartyUserId: p.counterpartyUserId ?? null,
    });
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
