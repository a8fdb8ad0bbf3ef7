import type { PaymentOrder } from "@ask/contracts";
import AddCircleOutline from "@mui/icons-material/AddCircleOutlineOutlined";
import NorthEast from "@mui/icons-material/NorthEast";
import { Avatar, Box, Chip, ListItem, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../lib/format";
import { OrderStatusChip } from "./OrderStatusChip";
import { YuanAmount } from "./YuanAmount";

/** One recharge (money in) or withdrawal (money out) order with its status. */
export function OrderListItem({ order }: { order: PaymentOrder }) {
  const { t, i18n } = useTranslation("wallet");
  const isRecharge = order.kind === "recharge";
  return (
    <ListItem divider data-testid="order-item" data-kind={order.kind} sx={{ gap: 1.5, py: 1.25 }}>
      <Avatar
        sx={{ bgcolor: isRecharge ? "success.light" : "warning.light", width: 36, height: 36 }}
        aria-hidden
      >
        {isRecharge ? <AddCircleOutline fontSize="small" /> : <NorthEast fontSize="small" />}
      </Avatar>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Box sx={{ display: "flex", alignItems: "center", gap: 1, flexWrap: "wrap" }}>
          <Typography sx={{ fontWeight: 600 }}>{t(`records.kind.${order.kind}`)}</Typography>
          {order.provider === "sandbox" && (
            <Chip size="small" label={t("records.sandbox")} sx={{ height: 20, fontSize: 11 }} />
          )}
        </Box>
        <Typography variant="body2" color="textSecondary">
          {formatDateTime(order.created_at, i18n.language)}
        </Typography>
      </Box>
      <Box sx={{ display: "flex", flexDirection: "column", alignItems: "flex-end", gap: 0.5, flexShrink: 0 }}>
        <YuanAmount
          value={isRecharge ? order.amount : -order.amount}
          signed
          sx={{ fontWeight: 700 }}
          testId="order-amount"
        />
        <OrderStatusChip status={order.status} />
      </Box>
    </ListItem>
  );
}
