import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { queryRows } from "../../db/rows.js";

type Tx = Pick<Db, "execute">;

/** Who owns an account: a user, a question, or nobody (a platform account). */
export interface AccountOwner {
  kind: string;
  userId: number | null;
  questionId: number | null;
}

function ownerCondition({ userId, questionId }: AccountOwner): SQL {
  return userId !== null
    ? sql`user_id = ${userId}`
    : questionId !== null
      ? sql`question_id = ${questionId}`
      : sql`user_id is null and question_id is null`;
}

export async function findAccountId(tx: Tx, owner: AccountOwner): Promise<number | undefined> {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`select id from accounts where kind = ${owner.kind} and ${ownerCondition(owner)}`,
  );
  return rows[0]?.id;
}

/** Creates the account unless it exists (a concurrent creation wins quietly). */
export async function insertAccountIfMissing(tx: Tx, owner: AccountOwner) {
  const { kind, userId, questionId } = owner;
  const conflict =
    userId !== null
      ? sql`(kind, user_id) where user_id is not null`
      : questionId !== null
        ? sql`(kind, question_id) where question_id is not null`
        : sql`(kind) where user_id is null and question_id is null`;
  await tx.execute(
    sql`insert into accounts (kind, user_id, question_id)
      values (${kind}, ${userId}, ${questionId}) on conflict ${conflict} do nothing`,
  );
}

export interface TransactionRow {
  kind: string;
  initiatorId: number | null;
  idempotencyKey: string | null;
  questionId: number | null;
  commentId: number | null;
  details: Record<string, unknown>;
}

/** Inserts a ledger transaction; undefined when its idempotency key was used already. */
export async function insertLedgerTransaction(tx: Tx, t: TransactionRow): Promise<number | undefined> {
  const inserted = await queryRows<{ id: number }>(
    tx,
    sql`insert into ledger_transactions (kind, initiator_id, idempotency_key, question_id, comment_id, details)
      values (${t.kind}, ${t.initiatorId}, ${t.idempotencyKey}, ${t.questionId},
        ${t.commentId}, ${JSON.stringify(t.details)}::jsonb)
      on conflict (initiator_id, kind, idempotency_key) where idempotency_key is not null do nothing
      returning id`,
  );
  return inserted[0] ? Number(inserted[0].id) : undefined;
}

/** The transaction stored first under this initiator, kind and idempotency key. */
export async function idempotentTransactionId(
  tx: Tx,
  initiatorId: number | null,
  kind: string,
  idempotencyKey: string | null,
): Promise<number | undefined> {
  const [first] = await queryRows<{ id: number }>(
    tx,
    sql`select id from ledger_transactions where initiator_id = ${initiatorId}
        and kind = ${kind} and idempotency_key = ${idempotencyKey}`,
  );
  return first ? Number(first.id) : undefined;
}

/** Moves an account's balance atomically (the no-overdraft CHECK may refuse it). */
export async function addToBalance(tx: Tx, accountId: number, amountFen: number) {
  await tx.execute(sql`update accounts set balance_fen = balance_fen + ${amountFen} where id = ${accountId}`);
}

export async function insertLedgerEntry(
  tx: Tx,
  e: {
    transactionId: number;
    accountId: number;
    amountFen: number;
    logType: string;
    counterpartyUserId: number | null;
  },
) {
  await tx.execute(
    sql`insert into ledger_entries (transaction_id, account_id, amount_fen, log_type, counterparty_user_id)
        values (${e.transactionId}, ${e.accountId}, ${e.amountFen}, ${e.logType}, ${e.counterpartyUserId})`,
  );
}
