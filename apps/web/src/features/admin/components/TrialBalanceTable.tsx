import type { ReconciliationReport } from "@ask/contracts";
import { Paper, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from "@mui/material";
import { useTranslation } from "react-i18next";
import { formatYuan } from "../../../lib/format";

type TrialBalance = ReconciliationReport["trial_balance"];

/** The trial balance: one row per account kind (accounts, balance, entries, the day's in and out), then the total. */
export function TrialBalanceTable({ trial, withDay }: { trial: TrialBalance; withDay: boolean }) {
  const { t, i18n } = useTranslation("backoffice");
  // A negative amount keeps its sign before the ¥ in Arabic too.
  const fen = (n: number) => <bdi dir="ltr">{formatYuan(n / 100, i18n.language)}</bdi>;
  const num = { textAlign: "end", whiteSpace: "nowrap", fontVariantNumeric: "tabular-nums" } as const;
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ overflowX: "auto" }}>
      <Table size="small" data-testid="trial-balance">
        <TableHead>
          <TableRow>
            <TableCell>{t("reconciliation.columns.kind")}</TableCell>
            <TableCell sx={num}>{t("reconciliation.columns.accounts")}</TableCell>
            <TableCell sx={num}>{t("reconciliation.columns.balance")}</TableCell>
            <TableCell sx={num}>{t("reconciliation.columns.entries")}</TableCell>
            {withDay && <TableCell sx={num}>{t("reconciliation.columns.day_in")}</TableCell>}
            {withDay && <TableCell sx={num}>{t("reconciliation.columns.day_out")}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {trial.rows.map((row) => (
            <TableRow key={row.kind} data-testid="trial-row" data-kind={row.kind}>
              <TableCell sx={{ minWidth: 120 }}>{t(`reconciliation.kinds.${row.kind}`)}</TableCell>
              <TableCell sx={num}>{row.accounts}</TableCell>
              <TableCell sx={num}>{fen(row.balance_fen)}</TableCell>
              <TableCell
                sx={{ ...num, color: row.entries_fen === row.balance_fen ? undefined : "error.main" }}
              >
                {fen(row.entries_fen)}
              </TableCell>
              {withDay && <TableCell sx={num}>{fen(row.day_in_fen)}</TableCell>}
              {withDay && <TableCell sx={num}>{fen(row.day_out_fen)}</TableCell>}
            </TableRow>
          ))}
          <TableRow sx={{ "& td": { fontWeight: 700, borderBottom: 0 } }}>
            <TableCell>{t("reconciliation.total")}</TableCell>
            <TableCell />
            <TableCell
              sx={{ ...num, color: trial.total_fen === 0 ? "success.main" : "error.main" }}
              data-testid="trial-total"
            >
              {fen(trial.total_fen)}
            </TableCell>
            <TableCell sx={{ ...num, color: trial.entries_total_fen === 0 ? "success.main" : "error.main" }}>
              {fen(trial.entries_total_fen)}
            </TableCell>
            {withDay && <TableCell />}
            {withDay && <TableCell />}
          </TableRow>
        </TableBody>
      </Table>
    </TableContainer>
  );
}
