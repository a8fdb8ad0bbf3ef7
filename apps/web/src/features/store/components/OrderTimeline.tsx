import type { Order } from "@ask/contracts";
import CancelOutlined from "@mui/icons-material/CancelOutlined";
import CheckCircle from "@mui/icons-material/CheckCircle";
import RadioButtonUnchecked from "@mui/icons-material/RadioButtonUnchecked";
import { Box, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../lib/format";

/**
 * The steps of an order: paid, then shipped and completed (each when every line reached it), or
 * cancelled. Steps not reached yet are drawn hollow; a cancelled order ends at its cancellation.
 */
export function OrderTimeline({ order }: { order: Order }) {
  const { t, i18n } = useTranslation("store");
  const steps: { key: string; at: string | null; cancelled?: boolean }[] =
    order.status === "cancelled"
      ? [
          { key: "paid", at: order.created_at },
          { key: "cancelled", at: order.cancelled_at, cancelled: true },
        ]
      : [
          { key: "paid", at: order.created_at },
          { key: "shipped", at: order.shipped_at },
          { key: "completed", at: order.completed_at },
        ];
  return (
    <Box component="ol" sx={{ listStyle: "none", p: 0, m: 0 }} data-testid="order-timeline">
      {steps.map((step, i) => {
        const Icon = step.cancelled ? CancelOutlined : step.at ? CheckCircle : RadioButtonUnchecked;
        const last = i === steps.length - 1;
        return (
          <Box
            component="li"
            key={step.key}
            data-step={step.key}
            data-done={step.at ? "true" : "false"}
            sx={{ display: "flex", gap: 1.5, minHeight: last ? undefined : 48 }}
          >
            <Box sx={{ display: "flex", flexDirection: "column", alignItems: "center" }}>
              <Icon
                fontSize="small"
                color={step.cancelled ? "error" : step.at ? "success" : "disabled"}
                aria-hidden
              />
              {!last && <Box sx={{ flex: 1, width: 2, my: 0.5, bgcolor: "divider" }} />}
            </Box>
            <Box sx={{ pb: last ? 0 : 1.5, minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600, color: step.at ? "text.primary" : "text.secondary" }}>
                {t(`orders.status.${step.key}`)}
              </Typography>
              <Typography variant="body2" color="textSecondary">
                {step.at ? formatDateTime(step.at, i18n.language) : t("order.step_waiting")}
              </Typography>
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
