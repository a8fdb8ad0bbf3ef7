import type { PaymentOrder } from "@ask/contracts";
import { Card, List } from "@mui/material";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { ListSkeleton } from "../../../components/ui/ListSkeleton";
import { PageTabs } from "../../../components/ui/PageTabs";
import { useDocumentTitle } from "../../../lib/document-title";
import { useOrders } from "../api/orders";
import { LoadError } from "../components/LoadError";
import { OrderListItem } from "../components/OrderListItem";
import { WalletEmpty } from "../components/WalletEmpty";
import { WalletPageLayout } from "../components/WalletPageLayout";

type Filter = "all" | PaymentOrder["kind"];
const FILTERS: Filter[] = ["all", "recharge", "withdraw"];

/** /wallet/rechargeRecorde: recharge and withdrawal orders, newest first, with their status. */
export default function RechargeRecordsPage() {
  useDocumentTitle("recharge_records");
  const { t } = useTranslation("wallet");
  const orders = useOrders();
  // A message about a withdrawal links here with ?kind=withdraw.
  const [searchParams] = useSearchParams();
  const requested = searchParams.get("kind") as Filter | null;
  const [filter, setFilter] = useState<Filter>(requested && FILTERS.includes(requested) ? requested : "all");
  const shown = orders.data?.filter((order) => filter === "all" || order.kind === filter);

  return (
    <WalletPageLayout title={t("records.title")}>
      <PageTabs
        value={filter}
        values={FILTERS}
        onChange={setFilter}
        label={(value) => t(`records.filters.${value}`)}
        testIdPrefix="records"
        ariaLabel={t("records.filter")}
        variant="standard"
      />
      {orders.isError ? (
        <LoadError error={orders.error} onRetry={() => orders.refetch()} />
      ) : !shown ? (
        <ListSkeleton rows={4} height={64} />
      ) : shown.length === 0 ? (
        <WalletEmpty message={t("records.empty")} testId="records-empty" />
      ) : (
        <Card>
          <List disablePadding data-testid="order-list">
            {shown.map((order) => (
              <OrderListItem key={order.order_id} order={order} />
            ))}
          </List>
        </Card>
      )}
    </WalletPageLayout>
  );
}
