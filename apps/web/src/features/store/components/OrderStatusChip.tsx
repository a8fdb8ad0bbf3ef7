import type { OrderStatus } from "@ask/contracts";
import { Chip } from "@mui/material";
import { useTranslation } from "react-i18next";

const COLORS = {
  paid: "primary",
  shipped: "info",
  completed: "success",
  cancelled: "default",
} as const satisfies Record<OrderStatus, string>;

/** An order's status as a small chip, coloured by how far it went. */
export function OrderStatusChip({ status }: { status: OrderStatus }) {
  const { t } = useTranslation("store");
  return (
    <Chip
      size="small"
      color={COLORS[status]}
      variant="outlined"
      label={t(`orders.status.${status}`)}
      data-testid="order-status"
      data-status={status}
    />
  );
}
