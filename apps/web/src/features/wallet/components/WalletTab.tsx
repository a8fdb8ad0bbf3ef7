import AccountBalanceWalletOutlined from "@mui/icons-material/AccountBalanceWalletOutlined";
import CreditCardOutlined from "@mui/icons-material/CreditCardOutlined";
import ReceiptLongOutlined from "@mui/icons-material/ReceiptLongOutlined";
import SavingsOutlined from "@mui/icons-material/SavingsOutlined";
import TrendingUpOutlined from "@mui/icons-material/TrendingUpOutlined";
import { Box, Button, Stack, Typography } from "@mui/material";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { FactGrid } from "../../../components/ui/FactGrid";
import { useBalance } from "../api/balance";
import { useCards } from "../api/cards";
import { AvailableCoupons } from "./AvailableCoupons";
import { ClaimedCoupons } from "./ClaimedCoupons";
import { LoadError } from "./LoadError";
import { WalletStatCard } from "./WalletStatCard";
import { YuanAmount } from "./YuanAmount";

/** The four figures: icon, label and action keys (under `summary.`), the action's screen, test id. */
const STATS = [
  [AccountBalanceWalletOutlined, "balance", "recharge", "/wallet/recharge", "wallet-balance"],
  [TrendingUpOutlined, "total_income", "details", "/wallet/balanceLogs", "wallet-income"],
  [SavingsOutlined, "withdrawable", "withdraw", "/wallet/withdraw", "wallet-withdrawable"],
  [CreditCardOutlined, "cards", "manage", "/wallet/cards", "wallet-cards"],
] as const;

/** The user centre's wallet tab (spec 2): four figures with their screens, then the coupons. */
export function WalletTab() {
  const { t } = useTranslation("wallet");
  const balance = useBalance();
  const cards = useCards();
  const money = (value: number | undefined) => (value === undefined ? "–" : <YuanAmount value={value} />);
  const b = balance.data;
  const values = [b?.balance, b?.total_receive_bonus, b?.withdrawable].map(money);

  return (
    <Stack spacing={3} data-testid="wallet-tab">
      {balance.isError && <LoadError error={balance.error} onRetry={() => balance.refetch()} />}
      <FactGrid role="group" aria-label={t("summary.label")} columns={{ xs: 2, md: 4 }}>
        {STATS.map(([icon, label, action, to, testId], i) => (
          <WalletStatCard
            key={testId}
            {...{ icon, to, testId }}
            label={t(`summary.${label}`)}
            value={values[i] ?? cards.data?.length ?? "–"}
            loading={i < 3 ? balance.isPending : cards.isPending}
            actionLabel={t(`summary.${action}`)}
          />
        ))}
      </FactGrid>
      <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1 }}>
        <Button
          component={Link}
          to="/wallet/rechargeRecorde"
          variant="outlined"
          startIcon={<ReceiptLongOutlined />}
          data-testid="wallet-records-link"
        >
          {t("summary.records")}
        </Button>
        <Button component={Link} to="/wallet/balanceLogs" variant="outlined" data-testid="wallet-logs-link">
          {t("summary.balance_log")}
        </Button>
      </Box>
      <WalletSection title={t("coupons.available_title")}>
        <AvailableCoupons />
      </WalletSection>
      <WalletSection title={t("coupons.mine_title")}>
        <ClaimedCoupons />
      </WalletSection>
    </Stack>
  );
}

function WalletSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section">
      <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
