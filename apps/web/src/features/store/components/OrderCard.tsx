import type { Order } from "@ask/contracts";
import ArrowForward from "@mui/icons-material/ArrowForward";
import { Box, Button, Card, CardContent, Divider, Typography } from "@mui/material";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatDateTime } from "../../../lib/format";
import { OrderContact, OrderLines } from "./OrderLines";
import { OrderStatusChip } from "./OrderStatusChip";
import { Price } from "./Price";

interface OrderCardProps {
  order: Pick<Order, "id" | "status" | "created_at" | "lines" | "contact" | "total">;
  testId?: string;
  highlight?: boolean;
  /** Between the heading and the lines (the merchant's view names the buyer). */
  intro?: ReactNode;
  /** Each line with its merchant and shipping step. */
  detailed?: boolean;
  /** Under the contact and total; default a link to the order's page (the buyer's view). */
  actions?: ReactNode;
}

/** One order's card, the buyer's or the merchant's: number, status, date, lines, contact, total, actions. */
export function OrderCard({
  order,
  testId = "order-card",
  highlight = false,
  intro,
  detailed,
  actions = <OrderDetailsLink id={order.id} />,
}: OrderCardProps) {
  const { t, i18n } = useTranslation("store");
  return (
    <Card
      component="li"
      data-testid={testId}
      data-order-id={order.id}
      sx={{
        listStyle: "none",
        borderColor: highlight ? "success.main" : undefined,
        borderWidth: highlight ? 2 : 1,
      }}
    >
      <CardContent sx={{ "&:last-child": { pb: 2 } }}>
        <Box sx={{ display: "flex", alignItems: "center", flexWrap: "wrap", gap: 1, mb: 1 }}>
          <Typography sx={{ fontWeight: 700 }}>{t("orders.number", { id: order.id })}</Typography>
          <OrderStatusChip status={order.status} />
          <Box sx={{ flex: 1 }} />
          <Typography variant="body2" color="textSecondary">
            {formatDateTime(order.created_at, i18n.language)}
          </Typography>
        </Box>
        {intro}
        <OrderLines lines={order.lines} detailed={detailed} cancelled={order.status === "cancelled"} />
        <Divider sx={{ my: 1 }} />
        <Box sx={{ display: "flex", alignItems: "flex-start", gap: 1.5, flexWrap: "wrap" }}>
          <Box sx={{ flex: "1 1 220px", minWidth: 0 }}>
            <OrderContact contact={order.contact} />
          </Box>
          <Typography sx={{ fontWeight: 700, whiteSpace: "nowrap" }}>
            {t("orders.total")}{" "}
            <Price value={order.total} testId="order-total" sx={{ color: "secondary.dark" }} />
          </Typography>
        </Box>
        {actions}
      </CardContent>
    </Card>
  );
}

function OrderDetailsLink({ id }: { id: number }) {
  const { t } = useTranslation("store");
  return (
    <Box sx={{ display: "flex", justifyContent: "flex-end", mt: 1 }}>
      <Button
        component={Link}
        to={`/order?id=${id}`}
        size="small"
        endIcon={<ArrowForward sx={{ "[dir=rtl] &": { transform: "scaleX(-1)" } }} />}
        data-testid="order-details"
      >
        {t("orders.details")}
      </Button>
    </Box>
  );
}
