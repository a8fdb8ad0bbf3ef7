import ReceiptLongOutlined from "@mui/icons-material/ReceiptLongOutlined";
import { Box, Skeleton, Stack, Typography } from "@mui/material";
import { useState } from "react";
import { ListPagination } from "../../../components/ui/ListPagination";
import { Page } from "../../../components/ui/Page";
import { useDocumentTitle } from "../../../lib/document-title";
import { useFeedback } from "../../../lib/use-feedback";
import { merchantOrdersPages, useAdvanceOrder, useMerchantOrders } from "../api/order-changes";
import { LoadError } from "../components/LoadError";
import { MerchantOrderCard } from "../components/MerchantOrderCard";

/**
 * /merchantOrders (login required): the orders holding lines of my merchants, newest first, each
 * with only my lines; I ship them, then mark them completed. A cancelled order shows as such.
 */
export default function MerchantOrdersPage() {
  useDocumentTitle("merchant_orders");
  const { t, toast, toastError } = useFeedback("store");
  const [page, setPage] = useState(1);
  const orders = useMerchantOrders(page);
  const advance = useAdvanceOrder();

  const onStep = (id: number, step: "ship" | "complete") =>
    advance.mutate(
      { id, step },
      {
        onSuccess: () =>
          toast(t(step === "ship" ? "merchant_orders.shipped" : "merchant_orders.completed"), "success"),
        onError: (error) => toastError(error),
      },
    );

  let body: React.ReactNode;
  if (orders.isPending) {
    body = <Skeleton variant="rounded" height={200} />;
  } else if (orders.isError) {
    body = <LoadError error={orders.error} onRetry={() => void orders.refetch()} />;
  } else if (orders.data.items.length === 0) {
    body = (
      <Box sx={{ textAlign: "center", py: 6, color: "text.secondary" }} data-testid="merchant-orders-empty">
        <ReceiptLongOutlined sx={{ fontSize: 44, opacity: 0.5 }} aria-hidden />
        <Typography variant="body2" sx={{ mt: 1 }}>
          {t("merchant_orders.empty")}
        </Typography>
      </Box>
    );
  } else {
    body = (
      <>
        <Stack component="ul" spacing={2} sx={{ p: 0, m: 0 }} data-testid="merchant-order-list">
          {orders.data.items.map((order) => (
            <MerchantOrderCard
              key={order.id}
              order={order}
              busy={advance.isPending}
              onStep={(step) => onStep(order.id, step)}
            />
          ))}
        </Stack>
        <ListPagination
          count={merchantOrdersPages(orders.data.total)}
          page={page}
          onChange={setPage}
          t={t}
          testId="merchant-orders-pages"
        />
      </>
    );
  }

  return (
    <Page maxWidth={820}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 0.5 }}>
        {t("merchant_orders.title")}
      </Typography>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
        {t("merchant_orders.subtitle")}
      </Typography>
      {body}
    </Page>
  );
}
