import ArrowBack from "@mui/icons-material/ArrowBack";
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  IconButton,
  Link as MuiLink,
  Skeleton,
  Tooltip,
  Typography,
} from "@mui/material";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { NotFoundPage } from "../../../components/NotFoundPage";
import { DetailLayout } from "../../../components/ui/DetailLayout";
import { ApiError } from "../../../lib/api-client";
import { useDocumentTitle } from "../../../lib/document-title";
import { formatDateTime } from "../../../lib/format";
import { useToast } from "../../../lib/toast";
import { useCancelOrder, useOrder } from "../api/order-changes";
import { CancelOrderDialog } from "../components/CancelOrderDialog";
import { LoadError } from "../components/LoadError";
import { OrderContact, OrderLines } from "../components/OrderLines";
import { OrderStatusChip } from "../components/OrderStatusChip";
import { OrderTimeline } from "../components/OrderTimeline";
import { Price } from "../components/Price";

const parseId = (raw: string | null) => {
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

/**
 * /order?id= (login required): one of my orders — its lines with each merchant's step, the delivery
 * contact, the status timeline, and while nothing has shipped the cancel button (with a confirmation;
 * the money goes back to the wallet).
 */
export default function OrderPage() {
  const { t, i18n } = useTranslation("store");
  const toast = useToast();
  const id = parseId(useSearchParams()[0].get("id"));
  const order = useOrder(id);
  const cancel = useCancelOrder();
  const [confirming, setConfirming] = useState(false);
  useDocumentTitle("order", id === null ? null : t("orders.number", { id }));

  if (id === null || (order.error instanceof ApiError && order.error.status === 404)) return <NotFoundPage />;

  const onCancel = () => {
    cancel.mutate(id, {
      onSuccess: () => {
        setConfirming(false);
        toast(t("order.cancelled_toast"), "success");
      },
    });
  };

  return (
    <Box sx={{ maxWidth: 1040, mx: "auto", px: { xs: 1.5, md: 3 }, py: { xs: 2, md: 3 } }}>
      <Box sx={{ display: "flex", alignItems: "center", flexWrap: "wrap", gap: 1, mb: 2 }}>
        <Tooltip title={t("order.back")}>
          <IconButton component={Link} to="/orders" aria-label={t("order.back")} edge="start">
            <ArrowBack sx={{ "[dir=rtl] &": { transform: "scaleX(-1)" } }} />
          </IconButton>
        </Tooltip>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }} data-testid="order-title">
          {t("orders.number", { id })}
        </Typography>
        {order.data && <OrderStatusChip status={order.data.status} />}
      </Box>

      {order.isError ? (
        <LoadError error={order.error} onRetry={() => void order.refetch()} />
      ) : order.isPending ? (
        <Skeleton variant="rounded" height={280} />
      ) : (
        <DetailLayout
          testId="order-detail"
          sticky={false}
          aside={
            <Card>
              <CardContent sx={{ "&:last-child": { pb: 2 } }}>
                <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1.5 }}>
                  {t("order.progress")}
                </Typography>
                <OrderTimeline order={order.data} />
                {order.data.can_cancel && (
                  <Button
                    fullWidth
                    variant="outlined"
                    color="error"
                    sx={{ mt: 2 }}
                    onClick={() => {
                      cancel.reset();
                      setConfirming(true);
                    }}
                    data-testid="cancel-order"
                  >
                    {t("order.cancel")}
                  </Button>
                )}
                {order.data.status === "cancelled" && (
                  <Alert severity="info" sx={{ mt: 2 }} data-testid="order-refunded">
                    {t("order.refunded")}{" "}
                    <MuiLink component={Link} to="/wallet/balanceLogs">
                      {t("order.balance_log")}
                    </MuiLink>
                  </Alert>
                )}
                {order.data.status === "paid" && !order.data.can_cancel && (
                  <Typography variant="body2" color="textSecondary" sx={{ mt: 2 }}>
                    {t("order.partly_shipped")}
                  </Typography>
                )}
              </CardContent>
            </Card>
          }
          content={
            <Card>
              <CardContent sx={{ "&:last-child": { pb: 2 } }}>
                <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }}>
                  {t("order.placed_at", { date: formatDateTime(order.data.created_at, i18n.language) })}
                </Typography>
                <OrderLines lines={order.data.lines} detailed cancelled={order.data.status === "cancelled"} />
                <Box
                  sx={{
                    display: "flex",
                    justifyContent: "flex-end",
                    gap: 1,
                    py: 1,
                    borderTop: 1,
                    borderColor: "divider",
                    mt: 1,
                  }}
                >
                  <Typography sx={{ fontWeight: 700 }}>{t("orders.total")}</Typography>
                  <Price
                    value={order.data.total}
                    testId="order-total"
                    sx={{ fontWeight: 700, color: "secondary.dark" }}
                  />
                </Box>
                <Typography variant="subtitle2" component="h2" sx={{ fontWeight: 700, mt: 1, mb: 0.5 }}>
                  {t("order.delivery")}
                </Typography>
                <OrderContact contact={order.data.contact} />
              </CardContent>
            </Card>
          }
        />
      )}
      {order.data && (
        <CancelOrderDialog
          open={confirming}
          total={order.data.total}
          busy={cancel.isPending}
          error={cancel.error}
          onConfirm={onCancel}
          onClose={() => setConfirming(false)}
        />
      )}
    </Box>
  );
}
