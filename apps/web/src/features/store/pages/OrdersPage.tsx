import ReceiptLongOutlined from "@mui/icons-material/ReceiptLongOutlined";
import { Alert, Box, Button, Stack, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { ListSkeleton } from "../../../components/ui/ListSkeleton";
import { LoadMoreButton } from "../../../components/ui/LoadMoreButton";
import { Page, PageTitleRow } from "../../../components/ui/Page";
import { useDocumentTitle } from "../../../lib/document-title";
import { useOrders } from "../api/orders";
import { LoadError } from "../components/LoadError";
import { OrderCard } from "../components/OrderCard";

/** /orders (login required): my orders, newest first, each with its lines and total. */
export default function OrdersPage() {
  useDocumentTitle("orders");
  const { t } = useTranslation("store");
  const [searchParams] = useSearchParams();
  const placed = Number(searchParams.get("placed")) || null;
  const orders = useOrders();
  // The server sends newest first; pages are kept in that order.
  const items = orders.data?.pages.flatMap((page) => page.items) ?? [];

  let body: React.ReactNode;
  if (orders.isPending) {
    body = <ListSkeleton rows={2} height={160} spacing={2} />;
  } else if (orders.isError) {
    body = <LoadError error={orders.error} onRetry={() => void orders.refetch()} />;
  } else if (items.length === 0) {
    body = (
      <Box sx={{ textAlign: "center", py: 6, color: "text.secondary" }} data-testid="orders-empty">
        <ReceiptLongOutlined sx={{ fontSize: 44, opacity: 0.5 }} aria-hidden />
        <Typography variant="body2" sx={{ mt: 1, mb: 2 }}>
          {t("orders.empty")}
        </Typography>
        <Button component={Link} to="/store" variant="outlined">
          {t("cart.browse")}
        </Button>
      </Box>
    );
  } else {
    body = (
      <Stack component="ul" spacing={2} sx={{ p: 0, m: 0 }} data-testid="order-list">
        {items.map((order) => (
          <OrderCard key={order.id} order={order} highlight={order.id === placed} />
        ))}
        <LoadMoreButton query={orders} label={t("store.load_more")} testId="orders-more" component="li" />
      </Stack>
    );
  }

  return (
    <Page maxWidth={820}>
      <PageTitleRow title={t("orders.title")}>
        <Button component={Link} to="/store" size="small">
          {t("cart.continue")}
        </Button>
      </PageTitleRow>
      {placed !== null && items.some((order) => order.id === placed) && (
        <Alert severity="success" sx={{ mb: 2 }} data-testid="order-confirmed">
          {t("orders.confirmed", { id: placed })}
        </Alert>
      )}
      {body}
    </Page>
  );
}
