import type { PayoutItem, PayoutReview } from "@ask/contracts";
import PaymentsOutlinedIcon from "@mui/icons-material/PaymentsOutlined";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { PageTabs } from "../../../components/ui/PageTabs";
import { useDocumentTitle } from "../../../lib/document-title";
import { formatYuan } from "../../../lib/format";
import { useSession } from "../../../lib/session";
import { useErrorMessage } from "../../../lib/use-error-message";
import { type PayoutDecision, useDecidePayout, usePayouts } from "../api/payouts";
import { AdminList } from "../components/AdminCard";
import { AdminPageHeader } from "../components/AdminPageHeader";
import { AdminQueryState } from "../components/AdminQueryState";
import { AdminScreen } from "../components/AdminScreen";
import { PayoutCard } from "../components/PayoutCard";
import { PayoutDecisionDialog } from "../components/PayoutDecisionDialog";
import { useConfirmation } from "../components/useConfirmation";

const STATUSES: PayoutReview[] = ["waiting", "approved", "rejected"];

/**
 * /admin/payouts (issue 17 item 7): withdrawals above the review amount, or by a banned user, wait here
 * for an administrator; approving lets the payout go out, rejecting returns the money to the user.
 */
export default function PayoutsPage() {
  useDocumentTitle("admin_payouts");
  const { t, i18n } = useTranslation("backoffice");
  const describe = useErrorMessage();
  const { user } = useSession();
  const isAdmin = user?.role === "admin";
  const [status, setStatus] = useState<PayoutReview>("waiting");
  const payouts = usePayouts(status, isAdmin);
  const decide = useDecidePayout();
  const asking = useConfirmation<{ payout: PayoutItem; decision: PayoutDecision }>();

  const confirm = (note: string) => {
    if (!asking.asked || decide.isPending) return;
    const { payout, decision } = asking.asked;
    const values = { name: payout.username, amount: formatYuan(payout.amount_fen / 100, i18n.language) };
    decide.mutate(
      { orderId: payout.order_id, decision, note },
      asking.settle(
        () =>
          decision === "approve" ? t("payouts.toast.approved", values) : t("payouts.toast.rejected", values),
        (error) => t("payouts.toast.failed", { detail: describe(error) }),
      ),
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
      <PageTabs
        value={status}
        values={STATUSES}
        onChange={setStatus}
        label={(value) => t(`payouts.tabs.${value}`)}
        testIdPrefix="payouts-tab"
        ariaLabel={t("payouts.tabs_label")}
        variant="fullWidth"
        mb={2.5}
      />
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
          <AdminList testId="payout-list">
            {data.items.map((payout) => (
              <PayoutCard
                key={payout.order_id}
                payout={payout}
                busy={decide.isPending}
                onDecide={(decision) => asking.ask({ payout, decision })}
              />
            ))}
          </AdminList>
        )}
      </AdminQueryState>
      <PayoutDecisionDialog
        open={asking.open}
        payout={asking.asked?.payout ?? null}
        decision={asking.asked?.decision ?? "approve"}
        busy={decide.isPending}
        onConfirm={confirm}
        onCancel={asking.close}
      />
    </AdminScreen>
  );
}
