import { PgTransaction } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.js";
import { AppError } from "../../lib/app-error.js";
import {
  type AccountOwner,
  addToBalance,
  addToBalances,
  findAccountId,
  idempotentTransactionId,
  insertAccountIfMissing,
  insertAccountsIfMissing,
  insertLedgerEntries,
  insertLedgerEntry,
  insertLedgerTransaction,
  insertLedgerTransactions,
  lockAccounts,
  nextLedgerTransactionIds,
  selectAccounts,
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

const ownerOf = (ref: AccountRef): AccountOwner => ({
  kind: ref.kind,
  userId: "userId" in ref ? ref.userId : null,
  questionId: "questionId" in ref ? ref.questionId : null,
});
const ownerKey = (o: { kind: string; userId?: number | null; questionId?: number | null }) =>
  `${o.kind}:${o.userId ?? ""}:${o.questionId ?? ""}`;

/**
 * Posts many balanced transactions at once inside the caller's database transaction (set-based
 * settlement, modules/settlement/settle-batch.ts), with the same rows postTransaction would write one
 * by one: each transaction in the given order, its entries in account-id order. A constant number of
 * statements whatever the count: the accounts are found, the missing ones created, and all of them
 * locked in account-id order (so no deadlock with postTransaction, which updates in id order too)
 * before any balance moves; each balance then moves once by the sum of its amounts (the
 * no-overdraft CHECK still refuses an overdraft: insufficient_balance, and the caller's transaction
 * rolls back). Idempotency keys are not supported here (a replay could not be told per transaction).
 * Returns the new transactions' ids in the order of `specs`.
 */
export async function postTransactions(tx: Tx, specs: TransactionSpec[]): Promise<number[]> {
  if (!specs.length) return [];
  for (const spec of specs) {
    const sum = spec.postings.reduce((s, p) => s + p.amountFen, 0);
    if (sum !== 0 || spec.postings.some((p) => !Number.isSafeInteger(p.amountFen) || p.amountFen === 0)) {
      throw new Error(`unbalanced or invalid ledger transaction ${spec.kind}: sum ${sum}`);
    }
    if (spec.idempotencyKey) throw new Error("postTransactions does not take idempotency keys");
  }
  // Accounts: found (or created) first, then locked in id order, as postTransaction does.
  const owners = new Map<string, AccountOwner>();
  for (const spec of specs)
    for (const p of spec.postings) owners.set(ownerKey(ownerOf(p.account)), ownerOf(p.account));
  const ids = new Map<string, number>();
  const remember = (
    rows: { id: number; kind: string; user_id: number | null; question_id: number | null }[],
  ) => {
    for (const r of rows)
      ids.set(ownerKey({ kind: r.kind, userId: r.user_id, questionId: r.question_id }), r.id);
  };
  remember(await selectAccounts(tx, [...owners.values()]));
  const missing = [...owners.entries()].filter(([key]) => !ids.has(key)).map(([, owner]) => owner);
  if (missing.length) {
    await insertAccountsIfMissing(tx, missing);
    remember(await selectAccounts(tx, missing));
  }
  const accountOf = (ref: AccountRef) => {
    const id = ids.get(ownerKey(ownerOf(ref)));
    if (id === undefined) throw new Error(`account ${ref.kind} could not be created`);
    return id;
  };
  await lockAccounts(
    tx,
    [...new Set(ids.values())].sort((a, b) => a - b),
  );

  const transactionIds = await nextLedgerTransactionIds(tx, specs.length);
  const entries: Parameters<typeof insertLedgerEntries>[1] = [];
  const deltas = new Map<number, number>();
  specs.forEach((spec, i) => {
    const transactionId = transactionIds[i] as number;
    // Sorted by account id (stable, like postTransaction's): the order its entries are written in.
    const resolved = spec.postings
      .map((p) => ({ ...p, accountId: accountOf(p.account) }))
      .sort((a, b) => a.accountId - b.accountId);
    for (const p of resolved) {
      entries.push({
        transactionId,
        accountId: p.accountId,
        amountFen: p.amountFen,
        logType: p.logType,
        counterpartyUserId: p.counterpartyUserId ?? null,
      });
      deltas.set(p.accountId, (deltas.get(p.accountId) ?? 0) + p.amountFen);
    }
  });
  await insertLedgerTransactions(
    tx,
    specs.map((spec, i) => ({
      id: transactionIds[i] as number,
      kind: spec.kind,
      initiatorId: spec.initiatorId ?? null,
      idempotencyKey: null,
      questionId: spec.questionId ?? null,
      commentId: spec.commentId ?? null,
      details: spec.details ?? {},
    })),
  );
  await insertLedgerEntries(tx, entries);
  try {
    await addToBalances(
      tx,
      [...deltas.entries()]
        .filter(([, amountFen]) => amountFen !== 0)
        .sort(([a], [b]) => a - b)
        .map(([accountId, amountFen]) => ({ accountId, amountFen })),
    );
  } catch (err) {
    if (isConstraintViolation(err, "accounts_no_overdraft_ck")) throw insufficientBalance();
    throw err;
  }
  return transactionIds;
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
