import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { queryRows, type SqlNumeric } from "../../db/rows.js";

export interface LedgerExportRow {
  entry_id: SqlNumeric;
  transaction_id: SqlNumeric;
  created_at: Date | string;
  transaction_kind: string;
  account_id: number;
  account_kind: string;
  user_id: number | null;
  question_id: number | null;
  amount_fen: SqlNumeric;
  log_type: string;
  counterparty_user_id: number | null;
  initiator_id: number | null;
  details: Record<string, unknown> | string;
}

/**
 * The next batch of ledger entries created in [from, to), after entry id `afterId`, in id order:
 * a keyset page over the primary key (no OFFSET, no open cursor), so each batch costs the same
 * however far the export has gone.
 */
export async function ledgerEntriesAfter(
  db: Pick<Db, "execute">,
  range: { from: Date; to: Date },
  afterId: number,
  limit: number,
): Promise<LedgerExportRow[]> {
  return queryRows<LedgerExportRow>(
    db,
    sql`select e.id as entry_id, e.transaction_id, e.created_at, t.kind as transaction_kind,
        e.account_id, a.kind as account_kind, a.user_id, a.question_id, e.amount_fen, e.log_type,
        e.counterparty_user_id, t.initiator_id, t.details
      from ledger_entries e
      join ledger_transactions t on t.id = e.transaction_id
      join accounts a on a.id = e.account_id
      where e.id > ${afterId} and e.created_at >= ${range.from.toISOString()}
        and e.created_at < ${range.to.toISOString()}
      order by e.id limit ${limit}`,
  );
}
