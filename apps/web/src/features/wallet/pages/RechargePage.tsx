import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useDocumentTitle } from "../../../lib/document-title";
import { RechargeForm } from "../components/RechargeForm";
import { RechargeProgress } from "../components/RechargeProgress";
import { SandboxNotice } from "../components/SandboxNotice";
import { WalletPageLayout } from "../components/WalletPageLayout";

/** /wallet/recharge: choose an amount, then wait for the payment provider to complete the order. */
export default function RechargePage() {
  useDocumentTitle("recharge");
  const { t } = useTranslation("wallet");
  const [order, setOrder] = useState<{ id: string; amount: number } | null>(null);
  return (
    <WalletPageLayout title={t("recharge.title")} maxWidth={560}>
      <SandboxNotice kind="recharge" />
      {order ? (
        <RechargeProgress orderId={order.id} amount={order.amount} onRestart={() => setOrder(null)} />
      ) : (
        <RechargeForm onStarted={(id, amount) => setOrder({ id, amount })} />
      )}
    </WalletPageLayout>
  );
}
