import DownloadIcon from "@mui/icons-material/Download";
import { Box, Button, TextField, Typography } from "@mui/material";
import { type FormEvent, useState } from "react";
import { useFeedback } from "../../../lib/use-feedback";
import { downloadLedgerCsv } from "../api/ledger-csv";

const today = () => new Date().toISOString().slice(0, 10);
const monthStart = () => `${today().slice(0, 8)}01`;

interface DayFieldProps {
  label: string;
  value: string;
  onChange(day: string): void;
  /** Shown under the field; a blank line keeps both fields the same height. */
  error: string | null;
  testId: string;
}

/** One end of the range: a date input, side by side with the other on wider screens. */
function DayField({ label, value, onChange, error, testId }: DayFieldProps) {
  return (
    <TextField
      type="date"
      size="small"
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={error !== null}
      helperText={error ?? " "}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { "data-testid": testId } }}
      sx={{ flex: { xs: "1 1 140px", sm: "0 0 180px" } }}
    />
  );
}

/** Picks a range of days (UTC) and downloads the ledger entries of those days as CSV. */
export function LedgerExportForm() {
  const { t, toastError } = useFeedback("backoffice");
  const [from, setFrom] = useState(monthStart);
  const [to, setTo] = useState(today);
  const [busy, setBusy] = useState(false);
  const reversed = from !== "" && to !== "" && from > to;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || reversed || !from || !to) return;
    setBusy(true);
    try {
      await downloadLedgerCsv(from, to);
    } catch (error) {
      toastError(error, "reconciliation.download_failed");
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box component="form" onSubmit={submit} noValidate data-testid="ledger-export">
      <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
        {t("reconciliation.export_body")}
      </Typography>
      <Box sx={{ display: "flex", flexWrap: "wrap", gap: 2, alignItems: "flex-start" }}>
        <DayField
          label={t("reconciliation.from")}
          value={from}
          onChange={setFrom}
          error={reversed ? t("reconciliation.range_reversed") : null}
          testId="export-from"
        />
        <DayField
          label={t("reconciliation.to")}
          value={to}
          onChange={setTo}
          error={null}
          testId="export-to"
        />
        <Button
          type="submit"
          variant="contained"
          startIcon={<DownloadIcon />}
          disabled={busy || reversed || !from || !to}
          sx={{ flex: { xs: "1 1 100%", sm: "none" }, height: 40 }}
          data-testid="export-download"
        >
          {busy ? t("reconciliation.downloading") : t("reconciliation.download")}
        </Button>
      </Box>
    </Box>
  );
}
