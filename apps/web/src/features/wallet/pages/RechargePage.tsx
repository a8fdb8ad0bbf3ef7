import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { useDocumentTitle } from "../../../lib/document-title";
import { returnPath } from "../../auth";
import { RechargeForm } from "../components/RechargeForm";
import { RechargeProgress } from "../components/RechargeProgress";
import { SandboxNotice } from "../components/SandboxNotice";
import { WALLET_TAB_PATH, WalletPageLayout } from "../components/WalletPageLayout";

/**
 * /wallet/recharge: choose an amount, then wait for the payment provider to complete the order. With
 * `?return=/path` (an in-app path only, e.g. the checkout that was short of money) the page goes back
 * there once the money arrived; otherwise to the wallet.
 */
export default function RechargePage() {
  useDocumentTitle("recharge");
  const { t } = useTranslation("wallet");
  const returnTo = returnPath({ from: useSearchParams()[0].get("return") }, WALLET_TAB_PATH);
  const [order, setOrder] = useState<{ id: string; amount: number } | null>(null);
  return (
    <WalletPageLayout title={t("recharge.title")} maxWidth={560}>
      <SandboxNotice kind="recharge" />
      {order ? (
        <RechargeProgress
          orderId={order.id}
          amount={order.amount}
          returnTo={returnTo}
          onRestart={() => setOrder(null)}
        />
      ) : (
        <RechargeForm onStarted={(id, amount) => setOrder({ id, amount })} />
      )}
    </WalletPageLayout>
  );
}
