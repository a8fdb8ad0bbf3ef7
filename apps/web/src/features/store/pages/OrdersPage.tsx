import ReceiptLongOutlined from "@mui/icons-material/ReceiptLongOutlined";
import { Alert, Box, Button, Skeleton, Stack, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
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
    body = (
      <Stack spacing={2}>
        {Array.from({ length: 2 }, (_, i) => (
          <Skeleton key={i} variant="rounded" height={160} />
        ))}
      </Stack>
    );
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
        {orders.hasNextPage && (
          <Box component="li" sx={{ listStyle: "none", display: "flex", justifyContent: "center" }}>
            <Button
              variant="outlined"
              onClick={() => void orders.fetchNextPage()}
              disabled={orders.isFetchingNextPage}
              data-testid="orders-more"
            >
              {t("store.load_more")}
            </Button>
          </Box>
        )}
      </Stack>
    );
  }

  return (
    <Box sx={{ maxWidth: 820, mx: "auto", px: { xs: 1.5, md: 3 }, py: { xs: 2, md: 3 } }}>
      <Box sx={{ display: "flex", alignItems: "center", gap: 1, mb: 2 }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700, flex: 1 }}>
          {t("orders.title")}
        </Typography>
        <Button component={Link} to="/store" size="small">
          {t("cart.continue")}
        </Button>
      </Box>
      {placed !== null && items.some((order) => order.id === placed) && (
        <Alert severity="success" sx={{ mb: 2 }} data-testid="order-confirmed">
          {t("orders.confirmed", { id: placed })}
        </Alert>
      )}
      {body}
    </Box>
  );
}
