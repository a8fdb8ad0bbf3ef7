import { Box, Card, Typography } from "@mui/material";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { formatYuan } from "../../../lib/format";
import { isolateLtr, YuanAmount } from "./YuanAmount";

interface CouponTicketProps {
  amount: number;
  threshold: number;
  description: string;
  /** Greyed out once it can no longer be claimed or used. */
  spent: boolean;
  action: ReactNode;
  /** Why the action is not available now (shown under the threshold), if it is not. */
  note?: ReactNode;
  testId: string;
}

/** A coupon drawn as a ticket: its amount on the stub, description and threshold beside it. */
export function CouponTicket({
  amount,
  threshold,
  description,
  spent,
  action,
  note,
  testId,
}: CouponTicketProps) {
  const { t, i18n } = useTranslation("wallet");
  return (
    <Card data-testid={testId} sx={{ display: "flex", alignItems: "stretch", opacity: spent ? 0.7 : 1 }}>
      <Box
        sx={{
          bgcolor: spent ? "grey.500" : "secondary.main",
          color: "common.white",
          px: 1.5,
          width: { xs: 96, sm: 128 },
          flexShrink: 0,
          display: "flex",
          alignItems: "center",
          justifyContent: "center",
          // The perforation between stub and body (the RTL plugin moves it to the left in Arabic).
          borderRight: "2px dashed",
          borderRightColor: "background.paper",
        }}
      >
        <YuanAmount value={amount} sx={{ fontWeight: 800, fontSize: { xs: 16, sm: 20 } }} />
      </Box>
      <Box
        sx={{
          flex: 1,
          minWidth: 0,
          display: "flex",
          flexDirection: { xs: "column", sm: "row" },
          alignItems: { xs: "stretch", sm: "center" },
          gap: { xs: 0.5, sm: 1.5 },
          px: 1.5,
          py: 1.25,
        }}
      >
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600, overflowWrap: "anywhere" }}>{description}</Typography>
          <Typography variant="body2" color="textSecondary" data-testid={`${testId}-threshold`}>
            {threshold > 0
              ? t("coupons.threshold", { amount: isolateLtr(formatYuan(threshold, i18n.language)) })
              : t("coupons.no_threshold")}
          </Typography>
          {note && (
            <Typography
              variant="body2"
              color="warning.dark"
              data-testid={`${testId}-note`}
              sx={{ mt: 0.5, overflowWrap: "anywhere" }}
            >
              {note}
            </Typography>
          )}
        </Box>
        <Box sx={{ alignSelf: { xs: "flex-end", sm: "center" }, flexShrink: 0 }}>{action}</Box>
      </Box>
    </Card>
  );
}
