import type { MerchantOrder } from "@ask/contracts";
import { Box, Button, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { OrderCard } from "./OrderCard";

type Step = "ship" | "complete";
/** The merchant's next steps: shown when the order allows them (`can_ship`, `can_complete`). */
const STEPS = [
  { step: "ship", allowed: "can_ship", variant: "contained" },
  { step: "complete", allowed: "can_complete", variant: "outlined" },
] as const satisfies { step: Step; allowed: keyof MerchantOrder; variant: "contained" | "outlined" }[];

/** One order as its merchant sees it: buyer, its own lines, the delivery contact, and ship / complete. */
export function MerchantOrderCard({
  order,
  busy,
  onStep,
}: {
  order: MerchantOrder;
  busy: boolean;
  onStep(step: Step): void;
}) {
  const { t } = useTranslation("store");
  const steps = STEPS.filter(({ allowed }) => order[allowed]);
  return (
    <OrderCard
      order={order}
      testId="merchant-order"
      detailed
      intro={
        <Typography variant="body2" color="textSecondary" sx={{ mb: 0.5, overflowWrap: "anywhere" }}>
          {t("merchant_orders.buyer")} <bdi>{order.buyer_name}</bdi>
        </Typography>
      }
      actions={
        steps.length > 0 && (
          <Box sx={{ display: "flex", justifyContent: "flex-end", gap: 1, mt: 1.5 }}>
            {steps.map(({ step, variant }) => (
              <Button
                key={step}
                variant={variant}
                disabled={busy}
                onClick={() => onStep(step)}
                data-testid={`${step}-order`}
              >
                {t(`merchant_orders.${step}`)}
              </Button>
            ))}
          </Box>
        )
      }
    />
  );
}
