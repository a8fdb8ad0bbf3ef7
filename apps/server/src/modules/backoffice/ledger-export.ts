import { LEDGER_CSV_COLUMNS } from "@ask/contracts";
import type { Db } from "../../db/client.js";
import { sqlNumber } from "../../db/rows.js";
import { type LedgerExportRow, ledgerEntriesAfter } from "./ledger-export.queries.js";

const DAY_MS = 24 * 3600 * 1000;

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, a quote, a line break or leading/trailing
 * space, quotes doubled. A text starting with = + - @ (a spreadsheet formula) gets a leading
 * apostrophe, so opening the file never runs one.
 */
export function csvField(value: unknown): string {
  if (value === null || value === undefined) return "";
  let text = typeof value === "object" ? JSON.stringify(value) : String(value);
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const csvLine = (fields: unknown[]) => `${fields.map(csvField).join(",")}\r\n`;

function rowFields(row: LedgerExportRow): unknown[] {
  const details = typeof row.details === "string" ? JSON.parse(row.details) : row.details;
  const values: Record<(typeof LEDGER_CSV_COLUMNS)[number], unknown> = {
    entry_id: sqlNumber(row.entry_id),
    transaction_id: sqlNumber(row.transaction_id),
    created_at: new Date(row.created_at).toISOString(),
    transaction_kind: row.transaction_kind,
    account_id: row.account_id,
    account_kind: row.account_kind,
    user_id: row.user_id,
    question_id: row.question_id,
    amount_fen: sqlNumber(row.amount_fen),
    log_type: row.log_type,
    counterparty_user_id: row.counterparty_user_id,
    initiator_id: row.initiator_id,
    order_id: typeof details?.order_id === "string" ? details.order_id : null,
    details,
  };
  return LEDGER_CSV_COLUMNS.map((c) => values[c]);
}

/** The export's file name: ledger_<from>_<to>.csv. */
export const ledgerCsvName = (from: string, to: string) => `ledger_${from}_${to}.csv`;

/**
 * The ledger entries of the days `from`..`to` (UTC, both included) as CSV text chunks: the header,
 * then one chunk per keyset batch. Memory stays at one batch whatever the range holds.
 */
export async function* ledgerCsv(db: Pick<Db, "execute">, from: string, to: string, batch = 1000) {
  const range = {
    from: new Date(`${from}T00:00:00Z`),
    to: new Date(new Date(`${to}T00:00:00Z`).getTime() + DAY_MS),
  };
  yield csvLine([...LEDGER_CSV_COLUMNS]);
  let afterId = 0;
  for (;;) {
    const rows = await ledgerEntriesAfter(db, range, afterId, batch);
    if (rows.length === 0) return;
    yield rows.map((row) => csvLine(rowFields(row))).join("");
    afterId = sqlNumber(rows[rows.length - 1]?.entry_id);
    if (rows.length < batch) return;
  }
}
