import DownloadIcon from "@mui/icons-material/Download";
import { Box, Button, TextField, Typography } from "@mui/material";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useToast } from "../../../lib/toast";
import { useErrorMessage } from "../../../lib/use-error-message";
import { downloadLedgerCsv } from "../api/ledger-csv";

const today = () => new Date().toISOString().slice(0, 10);
const monthStart = () => `${today().slice(0, 8)}01`;

/** Picks a range of days (UTC) and downloads the ledger entries of those days as CSV. */
export function LedgerExportForm() {
  const { t } = useTranslation("backoffice");
  const describe = useErrorMessage();
  const toast = useToast();
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
      toast(t("reconciliation.download_failed", { detail: describe(error) }), "error");
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
        <TextField
          type="date"
          size="small"
          label={t("reconciliation.from")}
          value={from}
          onChange={(e) => setFrom(e.target.value)}
          error={reversed}
          helperText={reversed ? t("reconciliation.range_reversed") : " "}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { "data-testid": "export-from" } }}
          sx={{ flex: { xs: "1 1 140px", sm: "0 0 180px" } }}
        />
        <TextField
          type="date"
          size="small"
          label={t("reconciliation.to")}
          value={to}
          onChange={(e) => setTo(e.target.value)}
          helperText=" "
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { "data-testid": "export-to" } }}
          sx={{ flex: { xs: "1 1 140px", sm: "0 0 180px" } }}
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
