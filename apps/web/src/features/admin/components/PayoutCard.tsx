import type { PayoutItem } from "@ask/contracts";
import { Box, Chip, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { Fact } from "../../../components/ui/Fact";
import { FactGrid } from "../../../components/ui/FactGrid";
import { formatDateTime, formatYuan } from "../../../lib/format";
import type { PayoutDecision } from "../api/payouts";
import { AdminCard, type DecidingProps, DecisionButtons } from "./AdminCard";

type Props = DecidingProps<PayoutDecision> & { payout: PayoutItem };

/** One withdrawal of the payouts queue: who, how much, to which card, when; the decision while it waits. */
export function PayoutCard({ payout, busy, onDecide }: Props) {
  const { t, i18n } = useTranslation("backoffice");
  const lang = i18n.language;
  return (
    <AdminCard testId="payout-item" data={{ "data-order-id": payout.order_id, "data-review": payout.review }}>
      <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 1 }}>
        <Typography variant="h6" component="p" sx={{ fontWeight: 700 }} data-testid="payout-amount">
          {formatYuan(payout.amount_fen / 100, lang)}
        </Typography>
        {payout.user_banned && <Chip size="small" color="error" label={t("payouts.banned")} />}
      </Box>
      <FactGrid columns={{ xs: 2, sm: 3 }} sx={{ mt: 1.5 }}>
        <Fact label={t("payouts.fields.user")}>
          <bdi data-testid="payout-user">{payout.username}</bdi>
        </Fact>
        <Fact label={t("payouts.fields.card")}>
          <bdi dir="ltr">{payout.card ?? t("payouts.no_card")}</bdi>
        </Fact>
        <Fact label={t("payouts.fields.created")}>{formatDateTime(payout.created_at, lang)}</Fact>
      </FactGrid>
      {payout.reviewed_at && (
        <Typography variant="body2" color="textSecondary" sx={{ mt: 1.5 }} data-testid="payout-reviewed">
          {t("payouts.reviewed_by", {
            name: payout.reviewed_by ?? "—",
            time: formatDateTime(payout.reviewed_at, lang),
          })}
          {payout.review_note ? ` · ${payout.review_note}` : ""}
        </Typography>
      )}
      {payout.review === "waiting" && (
        <DecisionButtons
          rejectLabel={t("payouts.reject")}
          approveLabel={t("payouts.approve")}
          onReject={() => onDecide("reject")}
          onApprove={() => onDecide("approve")}
          busy={busy}
          testIds={{ reject: "payout-reject", approve: "payout-approve" }}
          stretch
        />
      )}
    </AdminCard>
  );
}
