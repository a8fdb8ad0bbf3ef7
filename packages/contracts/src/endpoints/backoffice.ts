import { z } from "zod";
import {
  ApprovePayoutRequest,
  LedgerCsvQuery,
  PayoutItem,
  PayoutList,
  PayoutParams,
  PayoutsQuery,
  ReconciliationQuery,
  ReconciliationReport,
  RejectPayoutRequest,
} from "../backoffice.js";
import { defineEndpoints } from "../endpoint.js";
import { backofficeRoutes } from "../routes/backoffice.js";

/** The back office for money (issue 17 item 7): administrators only, never moderators. */
export const backofficeEndpoints = defineEndpoints(backofficeRoutes, {
  reconciliation: {
    access: "admin",
    tags: ["admin"],
    summary:
      "Reconciliation: trial balance by account kind, provider orders vs ledger, escrow vs open questions (admin)",
    query: ReconciliationQuery,
    response: ReconciliationReport,
    errors: [400, 401, 403],
  },
  payouts: {
    access: "admin",
    tags: ["admin"],
    summary:
      "The payouts queue: withdrawals waiting for review (oldest first), or those approved or rejected (latest first) (admin)",
    query: PayoutsQuery,
    response: PayoutList,
    errors: [400, 401, 403],
  },
  approvePayout: {
    access: "admin",
    tags: ["admin"],
    summary:
      "Approve a waiting withdrawal: the payout dispatcher submits it next; decided once (409 after), audited (admin)",
    params: PayoutParams,
    body: ApprovePayoutRequest,
    response: PayoutItem,
    errors: [400, 401, 403, 404, 409],
  },
  rejectPayout: {
    access: "admin",
    tags: ["admin"],
    summary:
      "Reject a waiting withdrawal: the order fails and its money returns to the user's balance, who is told; decided once (409 after), audited (admin)",
    params: PayoutParams,
    body: RejectPayoutRequest,
    response: PayoutItem,
    errors: [400, 401, 403, 404, 409],
  },
  ledgerCsv: {
    access: "admin",
    tags: ["admin"],
    summary: "The ledger entries of a date range as CSV (admin)",
    description:
      "Not JSON: the answer is `text/csv; charset=utf-8` with `Content-Disposition: attachment`, one header row (LEDGER_CSV_COLUMNS) then one row per ledger entry created from `from` 00:00 UTC to the end of `to`, in entry-id order, streamed in keyset batches (any number of rows, constant memory). Fields are quoted as RFC 4180 says. Bad input answers JSON `{detail, code}` as usual; a failure after the first bytes can only cut the file short (its last line then lacks the final newline).",
    query: LedgerCsvQuery,
    response: z.string().describe("CSV text"),
    errors: [400, 401, 403],
  },
});

declare module "../endpoint.js" {
  interface Endpoints {
    backoffice: typeof backofficeEndpoints;
  }
}
