import { z } from "zod";

/**
 * The operator's back office for money (issue 17 item 7): the reconciliation report, the payouts queue
 * and the ledger export. Amounts here are integer fen (`*_fen`): an accountant's report must be exact.
 */

const Day = z.iso.date().describe("A calendar day, YYYY-MM-DD (UTC)");

export const ReconciliationQuery = z.object({
  date: Day.optional().describe("The day whose activity is shown; balances are always as of now"),
});

export const LEDGER_ACCOUNT_KINDS = [
  "user_available",
  "withdrawals_pending",
  "question_escrow",
  "platform_cash",
  "platform_promotions",
] as const;

export const TrialBalanceRow = z.object({
  kind: z.enum(LEDGER_ACCOUNT_KINDS),
  accounts: z.number().int(),
  balance_fen: z.number().int().describe("The sum of the accounts' balances"),
  entries_fen: z.number().int().describe("The sum of the accounts' ledger entries (equals balance_fen)"),
  day_in_fen: z.number().int().describe("Credits on the chosen day (0 without a date)"),
  day_out_fen: z.number().int().describe("Debits on the chosen day, as a negative number"),
});

/** Why a payment order and the ledger disagree. */
export const ORDER_PROBLEMS = ["ledger_missing", "amount_differs", "order_missing", "stale_pending"] as const;
export type OrderProblem = (typeof ORDER_PROBLEMS)[number];

export const OrderDiscrepancy = z.object({
  order_id: z.string(),
  kind: z.enum(["recharge", "withdraw"]).nullable(),
  user_id: z.number().int().nullable(),
  status: z.string().nullable(),
  amount_fen: z.number().int().nullable().describe("The order's amount (null: no such order)"),
  ledger_fen: z.number().int().describe("What the ledger moved for the order's final step"),
  problem: z.enum(ORDER_PROBLEMS),
  created_at: z.string().nullable(),
});
export type OrderDiscrepancy = z.infer<typeof OrderDiscrepancy>;

export const EscrowDiscrepancy = z.object({
  question_id: z.number().int(),
  settlement: z.string(),
  held_fen: z.number().int().describe("The question's escrow balance"),
  expected_fen: z.number().int().describe("What it should hold: bonus + expert fee while open, else 0"),
});

export const ReconciliationReport = z
  .object({
    generated_at: z.string(),
    date: z.string().nullable(),
    trial_balance: z.object({
      rows: z.array(TrialBalanceRow),
      total_fen: z.number().int().describe("Must be 0"),
      entries_total_fen: z.number().int().describe("Must be 0"),
      balanced: z.boolean().describe("Totals 0 and every kind's balance equals its entries"),
    }),
    day: z
      .object({
        transactions: z.number().int(),
        recharged_fen: z.number().int().describe("Recharges completed that day"),
        withdrawn_fen: z.number().int().describe("Withdrawals paid out that day"),
      })
      .nullable(),
    orders: z.object({
      checked: z.number().int(),
      discrepancies: z.array(OrderDiscrepancy).describe("At most 200, oldest first"),
      discrepancy_count: z.number().int(),
    }),
    escrow: z.object({
      held_fen: z.number().int().describe("Sum of every question escrow"),
      expected_fen: z.number().int().describe("What the open questions should hold"),
      open_questions: z.number().int(),
      discrepancies: z.array(EscrowDiscrepancy).describe("At most 200"),
      discrepancy_count: z.number().int(),
    }),
  })
  .meta({ id: "ReconciliationReport" });
export type ReconciliationReport = z.infer<typeof ReconciliationReport>;

export const PAYOUT_REVIEWS = ["waiting", "approved", "rejected"] as const;
export type PayoutReview = (typeof PAYOUT_REVIEWS)[number];

export const PayoutsQuery = z.object({
  status: z.enum(PAYOUT_REVIEWS).default("waiting"),
  limit: z.coerce.number().int().min(1).max(200).default(100),
});

export const PayoutItem = z
  .object({
    order_id: z.string(),
    user_id: z.number().int(),
    username: z.string(),
    user_banned: z.boolean(),
    amount_fen: z.number().int(),
    order_status: z.string(),
    review: z.enum(PAYOUT_REVIEWS),
    card: z.string().nullable().describe("Bank and the last 4 digits only, e.g. 'ICBC ****1234'"),
    created_at: z.string(),
    reviewed_by: z.string().nullable(),
    reviewed_at: z.string().nullable(),
    review_note: z.string().nullable(),
  })
  .meta({ id: "PayoutItem" });
export type PayoutItem = z.infer<typeof PayoutItem>;

export const PayoutList = z
  .object({
    items: z.array(PayoutItem),
    waiting_count: z.number().int().describe("How many withdrawals wait for a decision in all"),
  })
  .meta({ id: "PayoutList" });
export type PayoutList = z.infer<typeof PayoutList>;

export const PayoutParams = z.object({ id: z.uuid() });

export const ApprovePayoutRequest = z
  .object({ note: z.string().trim().max(500).optional() })
  .meta({ id: "ApprovePayoutRequest" });

export const RejectPayoutRequest = z
  .object({ note: z.string().trim().min(1).max(500).describe("Kept in the audit log and on the order") })
  .meta({ id: "RejectPayoutRequest" });

export const LedgerCsvQuery = z
  .object({
    from: Day.describe("First day, inclusive"),
    to: Day.describe("Last day, inclusive"),
  })
  .refine((q) => q.from <= q.to, { message: "from must not be after to", path: ["from"] });

/** The columns of the ledger export, in order (the first row of the file). */
export const LEDGER_CSV_COLUMNS = [
  "entry_id",
  "transaction_id",
  "created_at",
  "transaction_kind",
  "account_id",
  "account_kind",
  "user_id",
  "question_id",
  "amount_fen",
  "log_type",
  "counterparty_user_id",
  "initiator_id",
  "order_id",
  "details",
] as const;
