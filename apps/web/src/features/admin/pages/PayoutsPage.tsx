import type { PayoutItem, PayoutReview } from "@ask/contracts";
import PaymentsOutlinedIcon from "@mui/icons-material/PaymentsOutlined";
import { Stack, Tab, Tabs } from "@mui/material";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useDocumentTitle } from "../../../lib/document-title";
import { formatYuan } from "../../../lib/format";
import { useSession } from "../../../lib/session";
import { useToast } from "../../../lib/toast";
import { useErrorMessage } from "../../../lib/use-error-message";
import { type PayoutDecision, useDecidePayout, usePayouts } from "../api/payouts";
import { AdminPageHeader } from "../components/AdminPageHeader";
import { AdminQueryState } from "../components/AdminQueryState";
import { AdminScreen } from "../components/AdminScreen";
import { PayoutCard } from "../components/PayoutCard";
import { PayoutDecisionDialog } from "../components/PayoutDecisionDialog";

const STATUSES: PayoutReview[] = ["waiting", "approved", "rejected"];

/**
 * /admin/payouts (issue 17 item 7): withdrawals above the review amount, or by a banned user, wait here
 * for an administrator; approving lets the payout go out, rejecting returns the money to the user.
 */
export default function PayoutsPage() {
  useDocumentTitle("admin_payouts");
  const { t, i18n } = useTranslation("backoffice");
  const describe = useErrorMessage();
  const toast = useToast();
  const { user } = useSession();
  const isAdmin = user?.role === "admin";
  const [status, setStatus] = useState<PayoutReview>("waiting");
  const payouts = usePayouts(status, isAdmin);
  const decide = useDecidePayout();
  // The chosen decision stays while the dialog fades out, so its text does not flip.
  const [pending, setPending] = useState<{ payout: PayoutItem; decision: PayoutDecision } | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);

  const confirm = (note: string) => {
    if (!pending || decide.isPending) return;
    const { payout, decision } = pending;
    decide.mutate(
      { orderId: payout.order_id, decision, note },
      {
        onSuccess: () => {
          setDialogOpen(false);
          const values = {
            name: payout.username,
            amount: formatYuan(payout.amount_fen / 100, i18n.language),
          };
          toast(
            decision === "approve"
              ? t("payouts.toast.approved", values)
              : t("payouts.toast.rejected", values),
            "success",
          );
        },
        onError: (error) => {
          setDialogOpen(false);
          toast(t("payouts.toast.failed", { detail: describe(error) }), "error");
        },
      },
    );
  };

  return (
    <AdminScreen allowed={isAdmin} reads={[payouts]} audience="backoffice">
      <AdminPageHeader
        title={t("payouts.title")}
        subtitle={
          payouts.data
            ? t("payouts.subtitle", { n: payouts.data.waiting_count })
            : t("payouts.subtitle_loading")
        }
        onRefresh={() => void payouts.refetch()}
        refreshing={payouts.isFetching}
        testIdPrefix="payouts"
      />
      <Tabs
        value={status}
        onChange={(_e, value: PayoutReview) => setStatus(value)}
        variant="fullWidth"
        sx={{ mb: 2.5, borderBottom: 1, borderColor: "divider" }}
        aria-label={t("payouts.tabs_label")}
      >
        {STATUSES.map((s) => (
          <Tab key={s} value={s} label={t(`payouts.tabs.${s}`)} data-testid={`payouts-tab-${s}`} />
        ))}
      </Tabs>
      <AdminQueryState
        query={payouts}
        rows={3}
        skeletonHeight={120}
        isEmpty={(data) => data.items.length === 0}
        empty={{ icon: PaymentsOutlinedIcon, text: t(`payouts.empty.${status}`), testId: "payouts-empty" }}
        errorTestId="backoffice-load-error"
        describe={describe}
        failed={(detail) => t("payouts.load_failed", { detail })}
      >
        {(data) => (
          <Stack component="ul" spacing={2} sx={{ p: 0, m: 0 }} data-testid="payout-list">
            {data.items.map((payout) => (
              <PayoutCard
                key={payout.order_id}
                payout={payout}
                busy={decide.isPending}
                onDecide={(decision) => {
                  setPending({ payout, decision });
                  setDialogOpen(true);
                }}
              />
            ))}
          </Stack>
        )}
      </AdminQueryState>
      <PayoutDecisionDialog
        open={dialogOpen}
        payout={pending?.payout ?? null}
        decision={pending?.decision ?? "approve"}
        busy={decide.isPending}
        onConfirm={confirm}
        onCancel={() => setDialogOpen(false)}
      />
    </AdminScreen>
  );
}
