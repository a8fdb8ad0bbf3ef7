import { Alert, Box, Stack, TextField } from "@mui/material";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Fact } from "../../../components/ui/Fact";
import { FactGrid } from "../../../components/ui/FactGrid";
import { Section } from "../../../components/ui/Section";
import { useDocumentTitle } from "../../../lib/document-title";
import { formatDateTime, formatYuan } from "../../../lib/format";
import { useSession } from "../../../lib/session";
import { useReconciliation } from "../api/reconciliation";
import { AdminPageHeader } from "../components/AdminPageHeader";
import { AdminQueryState } from "../components/AdminQueryState";
import { AdminScreen } from "../components/AdminScreen";
import { EscrowCheck, OrderDiscrepancies } from "../components/DiscrepancyLists";
import { LedgerExportForm } from "../components/LedgerExportForm";
import { TrialBalanceTable } from "../components/TrialBalanceTable";

const today = () => new Date().toISOString().slice(0, 10);

/**
 * /admin/reconciliation (issue 17 item 7): the ledger's trial balance by account kind, payment orders
 * against the ledger, escrow against open questions, and the ledger's CSV export. Administrators only.
 */
export default function ReconciliationPage() {
  useDocumentTitle("admin_reconciliation");
  const { t, i18n } = useTranslation("backoffice");
  const lang = i18n.language;
  const { user } = useSession();
  const isAdmin = user?.role === "admin";
  const [date, setDate] = useState(today);
  const report = useReconciliation(date || undefined, isAdmin);

  const fen = (n: number) => formatYuan(n / 100, lang);
  return (
    <AdminScreen allowed={isAdmin} reads={[report]} audience="backoffice">
      <AdminPageHeader
        title={t("reconciliation.title")}
        subtitle={
          report.data
            ? t("reconciliation.subtitle", { time: formatDateTime(report.data.generated_at, lang) })
            : t("reconciliation.subtitle_loading")
        }
        onRefresh={() => void report.refetch()}
        refreshing={report.isFetching}
        testIdPrefix="reconciliation"
      />
      <TextField
        type="date"
        size="small"
        label={t("reconciliation.date_label")}
        value={date}
        onChange={(e) => setDate(e.target.value)}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { "data-testid": "reconciliation-date" } }}
        sx={{ mb: 3, width: { xs: "100%", sm: 220 } }}
      />
      <AdminQueryState
        query={report}
        rows={3}
        skeletonHeight={120}
        errorTestId="backoffice-load-error"
        failed={(detail) => t("reconciliation.load_failed", { detail })}
      >
        {(data) => (
          <Stack spacing={4}>
            <Section title={t("reconciliation.trial_title")} testId="section-trial">
              <Alert
                severity={data.trial_balance.balanced ? "success" : "error"}
                sx={{ mb: 2 }}
                data-testid="trial-status"
                data-balanced={String(data.trial_balance.balanced)}
              >
                {data.trial_balance.balanced ? t("reconciliation.balanced") : t("reconciliation.unbalanced")}
              </Alert>
              <TrialBalanceTable trial={data.trial_balance} withDay={data.day !== null} />
            </Section>
            {data.day && data.date && (
              <Section title={t("reconciliation.day_title", { date: data.date })} testId="section-day">
                <FactGrid columns={{ xs: 1, sm: 3 }}>
                  <Fact label={t("reconciliation.day_transactions")}>{data.day.transactions}</Fact>
                  <Fact label={t("reconciliation.day_recharged")}>{fen(data.day.recharged_fen)}</Fact>
                  <Fact label={t("reconciliation.day_withdrawn")}>{fen(data.day.withdrawn_fen)}</Fact>
                </FactGrid>
              </Section>
            )}
            <Section title={t("reconciliation.orders_title")} testId="section-orders">
              <OrderDiscrepancies orders={data.orders} />
            </Section>
            <Section title={t("reconciliation.escrow_title")} testId="section-escrow">
              <EscrowCheck escrow={data.escrow} />
            </Section>
          </Stack>
        )}
      </AdminQueryState>
      <Box sx={{ mt: 4 }}>
        <Section title={t("reconciliation.export_title")} outlined testId="section-export">
          <LedgerExportForm />
        </Section>
      </Box>
    </AdminScreen>
  );
}
