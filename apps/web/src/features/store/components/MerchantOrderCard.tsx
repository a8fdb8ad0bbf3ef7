import type { MerchantOrder } from "@ask/contracts";
import { Box, Button, Card, CardContent, Divider, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../lib/format";
import { OrderContact, OrderLines } from "./OrderLines";
import { OrderStatusChip } from "./OrderStatusChip";
import { Price } from "./Price";

/** One order as its merchant sees it: buyer, its own lines, the delivery contact, and ship / complete. */
export function MerchantOrderCard({
  order,
  busy,
  onStep,
}: {
  order: MerchantOrder;
  busy: boolean;
  onStep(step: "ship" | "complete"): void;
}) {
  const { t, i18n } = useTranslation("store");
  return (
    <Card component="li" sx={{ listStyle: "none" }} data-testid="merchant-order" data-order-id={order.id}>
      <CardContent sx={{ "&:last-child": { pb: 2 } }}>
        <Box sx={{ display: "flex", alignItems: "center", flexWrap: "wrap", gap: 1, mb: 1 }}>
          <Typography sx={{ fontWeight: 700 }}>{t("orders.number", { id: order.id })}</Typography>
          <OrderStatusChip status={order.status} />
          <Box sx={{ flex: 1 }} />
          <Typography variant="body2" color="textSecondary">
            {formatDateTime(order.created_at, i18n.language)}
          </Typography>
        </Box>
        <Typography variant="body2" color="textSecondary" sx={{ mb: 0.5, overflowWrap: "anywhere" }}>
          {t("merchant_orders.buyer")} <bdi>{order.buyer_name}</bdi>
        </Typography>
        <OrderLines lines={order.lines} detailed cancelled={order.status === "cancelled"} />
        <Divider sx={{ my: 1 }} />
        <Box sx={{ display: "flex", alignItems: "center", gap: 1.5, flexWrap: "wrap" }}>
          <Box sx={{ flex: "1 1 220px", minWidth: 0 }}>
            <OrderContact contact={order.contact} />
          </Box>
          <Typography sx={{ fontWeight: 700, whiteSpace: "nowrap" }}>
            {t("orders.total")} <Price value={order.total} sx={{ color: "secondary.dark" }} />
          </Typography>
        </Box>
        {(order.can_ship || order.can_complete) && (
          <Box sx={{ display: "flex", justifyContent: "flex-end", gap: 1, mt: 1.5 }}>
            {order.can_ship && (
              <Button
                variant="contained"
                disabled={busy}
                onClick={() => onStep("ship")}
                data-testid="ship-order"
              >
                {t("merchant_orders.ship")}
              </Button>
            )}
            {order.can_complete && (
              <Button
                variant="outlined"
                disabled={busy}
                onClick={() => onStep("complete")}
                data-testid="complete-order"
              >
                {t("merchant_orders.complete")}
              </Button>
            )}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
