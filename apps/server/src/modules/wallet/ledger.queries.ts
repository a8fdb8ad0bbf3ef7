import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { queryRows, sqlIdList } from "../../db/rows.js";

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

// --- Bulk (set-based settlement, ledger.ts postTransactions) ------------------------------------

/** An account's key and id, as the bulk look-ups return it. */
export interface AccountKeyRow {
  id: number;
  kind: string;
  user_id: number | null;
  question_id: number | null;
}

/** The owners' existing accounts (index look-ups by owner, one statement). */
export async function selectAccounts(tx: Tx, owners: AccountOwner[]): Promise<AccountKeyRow[]> {
  if (!owners.length) return [];
  const json = JSON.stringify(owners);
  const rows = await queryRows<AccountKeyRow>(
    tx,
    sql`select a.id, a.kind, a.user_id, a.question_id
        from jsonb_to_recordset(${json}::jsonb) as o(kind text, "userId" int, "questionId" int)
        join accounts a on a.kind = o.kind and a.user_id = o."userId"
      union all
      select a.id, a.kind, a.user_id, a.question_id
        from jsonb_to_recordset(${json}::jsonb) as o(kind text, "userId" int, "questionId" int)
        join accounts a on a.kind = o.kind and a.question_id = o."questionId"
      union all
      select a.id, a.kind, a.user_id, a.question_id
        from jsonb_to_recordset(${json}::jsonb) as o(kind text, "userId" int, "questionId" int)
        join accounts a on a.kind = o.kind and a.user_id is null and a.question_id is null
        where o."userId" is null and o."questionId" is null`,
  );
  return rows.map((r) => ({ ...r, id: Number(r.id) }));
}

/** Locks the accounts' rows in account-id order (FOR UPDATE), as postTransaction's updates do. */
export async function lockAccounts(tx: Tx, ids: number[]) {
  if (!ids.length) return;
  await tx.execute(sql`select id from accounts where id in ${sqlIdList(ids)} order by id for update`);
}

/** Creates the accounts that are missing, in one statement per owner type (a concurrent creation wins quietly). */
export async function insertAccountsIfMissing(tx: Tx, owners: AccountOwner[]) {
  const byUser = owners.filter((o) => o.userId !== null);
  const byQuestion = owners.filter((o) => o.userId === null && o.questionId !== null);
  const platform = owners.filter((o) => o.userId === null && o.questionId === null);
  if (byUser.length)
    await tx.execute(
      sql`insert into accounts (kind, user_id)
        select kind, "userId" from jsonb_to_recordset(${JSON.stringify(byUser)}::jsonb) as o(kind text, "userId" int)
        order by "userId", kind
        on conflict (kind, user_id) where user_id is not null do nothing`,
    );
  if (byQuestion.length)
    await tx.execute(
      sql`insert into accounts (kind, question_id)
        select kind, "questionId" from jsonb_to_recordset(${JSON.stringify(byQuestion)}::jsonb) as o(kind text, "questionId" int)
        order by "questionId", kind
        on conflict (kind, question_id) where question_id is not null do nothing`,
    );
  for (const o of platform) await insertAccountIfMissing(tx, o);
}

/** `count` new ledger transaction ids, ascending. */
export async function nextLedgerTransactionIds(tx: Tx, count: number): Promise<number[]> {
  const rows = await queryRows<{ id: number | string }>(
    tx,
    sql`select nextval(pg_get_serial_sequence('ledger_transactions', 'id')) as id
      from generate_series(1, ${count}::int)`,
  );
  return rows.map((r) => Number(r.id)).sort((a, b) => a - b);
}

/** Inserts ledger transactions with their (pre-allocated) ids, in the given order. */
export async function insertLedgerTransactions(tx: Tx, rows: (TransactionRow & { id: number })[]) {
  if (!rows.length) return;
  await tx.execute(
    sql`insert into ledger_transactions (id, kind, initiator_id, idempotency_key, question_id, comment_id, details)
      select id, kind, "initiatorId", "idempotencyKey", "questionId", "commentId", details
        from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as t(id bigint, kind text, "initiatorId" int,
          "idempotencyKey" text, "questionId" int, "commentId" int, details jsonb)
        order by id`,
  );
}

/** Inserts ledger entries in the given order (ids ascend in it). */
export async function insertLedgerEntries(
  tx: Tx,
  rows: {
    transactionId: number;
    accountId: number;
    amountFen: number;
    logType: string;
    counterpartyUserId: number | null;
  }[],
) {
  if (!rows.length) return;
  await tx.execute(
    sql`insert into ledger_entries (transaction_id, account_id, amount_fen, log_type, counterparty_user_id)
      select "transactionId", "accountId", "amountFen", "logType", "counterpartyUserId"
        from jsonb_to_recordset(${JSON.stringify(rows.map((r, ord) => ({ ...r, ord })))}::jsonb)
          as e("transactionId" bigint, "accountId" int, "amountFen" bigint, "logType" text,
            "counterpartyUserId" int, ord int)
        order by ord`,
  );
}

/** Moves many balances at once (each account once, by the sum of its amounts); the no-overdraft CHECK applies. */
export async function addToBalances(tx: Tx, deltas: { accountId: number; amountFen: number }[]) {
  if (!deltas.length) return;
  await tx.execute(
    sql`update accounts a set balance_fen = a.balance_fen + d."amountFen"
      from jsonb_to_recordset(${JSON.stringify(deltas)}::jsonb) as d("accountId" int, "amountFen" bigint)
      where a.id = d."accountId"`,
  );
}
