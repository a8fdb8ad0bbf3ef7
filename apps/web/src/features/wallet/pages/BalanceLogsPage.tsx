import { Box, Card, List } from "@mui/material";
import { useTranslation } from "react-i18next";
import { ListSkeleton } from "../../../components/ui/ListSkeleton";
import { LoadMoreButton } from "../../../components/ui/LoadMoreButton";
import { useDocumentTitle } from "../../../lib/document-title";
import { useBalanceLogs } from "../api/balance-logs";
import { BalanceLogItem } from "../components/BalanceLogItem";
import { LoadError } from "../components/LoadError";
import { WalletEmpty } from "../components/WalletEmpty";
import { WalletPageLayout } from "../components/WalletPageLayout";

/** /wallet/balanceLogs (spec 2): every movement of the balance, newest first, with load more. */
export default function BalanceLogsPage() {
  useDocumentTitle("balance_logs");
  const { t } = useTranslation("wallet");
  const logs = useBalanceLogs();
  const entries = logs.data?.pages.flat();

  return (
    <WalletPageLayout title={t("logs.title")}>
      {logs.isError && !entries ? (
        <LoadError error={logs.error} onRetry={() => logs.refetch()} />
      ) : !entries ? (
        <ListSkeleton rows={5} height={56} />
      ) : entries.length === 0 ? (
        <WalletEmpty message={t("logs.empty")} testId="balance-logs-empty" />
      ) : (
        <>
          <Card>
            <List disablePadding data-testid="balance-log-list">
              {entries.map((entry) => (
                <BalanceLogItem key={entry.id} entry={entry} />
              ))}
            </List>
          </Card>
          {logs.isFetchNextPageError && (
            <Box sx={{ mt: 2 }}>
              <LoadError error={logs.error} onRetry={() => logs.fetchNextPage()} />
            </Box>
          )}
          {!logs.isFetchNextPageError && (
            <LoadMoreButton
              query={logs}
              label={t("logs.load_more")}
              testId="balance-logs-more"
              sx={{ mt: 2 }}
            />
          )}
        </>
      )}
    </WalletPageLayout>
  );
}
