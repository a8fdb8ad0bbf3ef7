import type { PaymentOrder } from "@ask/contracts";
import { Chip, type ChipProps } from "@mui/material";
import { useTranslation } from "react-i18next";

const COLORS: Record<PaymentOrder["status"], ChipProps["color"]> = {
  pending: "warning",
  completed: "success",
  failed: "error",
};

/** Processing, completed or failed. */
export function OrderStatusChip({ status }: { status: PaymentOrder["status"] }) {
  const { t } = useTranslation("wallet");
  return (
    <Chip
      size="small"
      variant="outlined"
      color={COLORS[status]}
      label={t(`records.status.${status}`)}
      data-testid="order-status"
      sx={{ fontWeight: 600 }}
    />
  );
}
