import type { Order } from "@ask/contracts";
import LocalShippingOutlined from "@mui/icons-material/LocalShippingOutlined";
import { Box, Card, CardContent, Chip, Divider, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../lib/format";
import { Price } from "./Price";

/** One order: number, date, status, its lines, the delivery contact and the total paid. */
export function OrderCard({ order, highlight = false }: { order: Order; highlight?: boolean }) {
  const { t, i18n } = useTranslation("store");
  return (
    <Card
      component="li"
      data-testid="order-card"
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
          <Chip
            size="small"
            color="success"
            variant="outlined"
            label={t(`orders.status.${order.status}`)}
            data-testid="order-status"
          />
          <Box sx={{ flex: 1 }} />
          <Typography variant="body2" color="textSecondary">
            {formatDateTime(order.created_at, i18n.language)}
          </Typography>
        </Box>
        <Box component="ul" sx={{ p: 0, m: 0, listStyle: "none" }}>
          {order.lines.map((line) => (
            <Box
              component="li"
              key={line.product_id}
              sx={{ display: "flex", alignItems: "baseline", gap: 1, py: 0.5 }}
              data-testid="order-line"
            >
              <Typography sx={{ flex: 1, minWidth: 0, overflowWrap: "anywhere" }}>
                <bdi>{line.name}</bdi>
              </Typography>
              <Typography variant="body2" color="textSecondary" sx={{ whiteSpace: "nowrap" }}>
                <Price value={line.price} /> × {line.quantity}
              </Typography>
              <Price value={line.line_total} sx={{ minWidth: 80, textAlign: "end", fontWeight: 600 }} />
            </Box>
          ))}
        </Box>
        <Divider sx={{ my: 1 }} />
        <Box sx={{ display: "flex", alignItems: "flex-start", gap: 1.5, flexWrap: "wrap" }}>
          <Box sx={{ display: "flex", gap: 1, flex: "1 1 220px", minWidth: 0, color: "text.secondary" }}>
            <LocalShippingOutlined fontSize="small" sx={{ mt: 0.25 }} aria-hidden />
            <Typography variant="body2" color="textSecondary" sx={{ overflowWrap: "anywhere" }}>
              <bdi>{order.contact.name}</bdi> · <bdi dir="ltr">{order.contact.phone}</bdi> ·{" "}
              <bdi>{order.contact.address}</bdi>
            </Typography>
          </Box>
          <Typography sx={{ fontWeight: 700, whiteSpace: "nowrap" }}>
            {t("orders.total")}{" "}
            <Price value={order.total} testId="order-total" sx={{ color: "secondary.dark" }} />
          </Typography>
        </Box>
      </CardContent>
    </Card>
  );
}
