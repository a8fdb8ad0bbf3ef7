import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { createdAt, requiredRef, serialId } from "./columns.js";
import { questions } from "./questions.js";
import { users } from "./users.js";

/** Every kind of account; the CHECK constraints below name them. */
export const ACCOUNT_KINDS = [
  "user_available",
  "withdrawals_pending",
  "question_escrow",
  "platform_cash",
  "platform_promotions",
] as const;

/**
 * Double-entry ledger. Every account has a balance in fen; every movement is one transaction whose
 * entries sum to zero. Only the two platform accounts (cash, promotions) may go negative: they mirror
 * money that entered the system from outside. No user, pending-withdrawal or escrow balance may, and
 * the database enforces it by the account's kind (not by a per-row flag a bug could set).
 */
export const accounts = pgTable(
  "accounts",
  {
    id: serialId(),
    /** user_available | question_escrow | platform_cash | platform_promotions | withdrawals_pending */
    kind: text("kind").notNull(),
    userId: integer("user_id").references(() => users.id),
    questionId: integer("question_id").references(() => questions.id),
    balanceFen: bigint("balance_fen", { mode: "number" }).notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      "accounts_no_overdraft_ck",
      sql`${t.kind} in ('platform_cash', 'platform_promotions') or ${t.balanceFen} >= 0`,
    ),
    check(
      "accounts_kind_ck",
      sql`${t.kind} in ('user_available', 'withdrawals_pending', 'question_escrow', 'platform_cash', 'platform_promotions')`,
    ),
    // Each kind has its owner: a user's accounts a user, an escrow a question, the platform nobody.
    check(
      "accounts_owner_ck",
      sql`case
        when ${t.kind} in ('user_available', 'withdrawals_pending') then ${t.userId} is not null and ${t.questionId} is null
        when ${t.kind} = 'question_escrow' then ${t.questionId} is not null and ${t.userId} is null
        else ${t.userId} is null and ${t.questionId} is null
      end`,
    ),
    uniqueIndex("accounts_user_uq").on(t.kind, t.userId).where(sql`${t.userId} is not null`),
    uniqueIndex("accounts_question_uq").on(t.kind, t.questionId).where(sql`${t.questionId} is not null`),
    uniqueIndex("accounts_platform_uq")
      .on(t.kind)
      .where(sql`${t.userId} is null and ${t.questionId} is null`),
  ],
);

export const ledgerTransactions = pgTable(
  "ledger_transactions",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    /** recharge | withdraw | withdraw_complete | bonus_escrow | bonus_payout | bonus_refund | coupon | order */
    kind: text("kind").notNull(),
    /** The user who asked for it, with their Idempotency-Key: a repeated key moves nothing. */
    initiatorId: integer("initiator_id").references(() => users.id),
    idempotencyKey: text("idempotency_key"),
    questionId: integer("question_id").references(() => questions.id),
    commentId: integer("comment_id"),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("ledger_tx_idempotency_uq")
      .on(t.initiatorId, t.kind, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
    index("ledger_tx_question_idx").on(t.questionId),
  ],
);

export const ledgerEntries = pgTable(
  "ledger_entries",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    transactionId: bigint("transaction_id", { mode: "number" })
      .notNull()
      .references(() => ledgerTransactions.id),
    accountId: requiredRef("account_id", () => accounts.id),
    amountFen: bigint("amount_fen", { mode: "number" }).notNull(),
    /** The user-facing log type of this entry for the account's owner (spec 2, Balance log). */
    logType: text("log_type").notNull(),
    /** The other party, for the balance log's from_user_id / target_user_id. */
    counterpartyUserId: integer("counterparty_user_id").references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    index("ledger_entries_account_idx").on(t.accountId, t.createdAt.desc(), t.id.desc()),
    index("ledger_entries_tx_idx").on(t.transactionId),
    check("ledger_entries_nonzero_ck", sql`${t.amountFen} <> 0`),
  ],
);
