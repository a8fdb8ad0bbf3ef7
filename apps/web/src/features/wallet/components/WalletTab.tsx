import AccountBalanceWalletOutlined from "@mui/icons-material/AccountBalanceWalletOutlined";
import CreditCardOutlined from "@mui/icons-material/CreditCardOutlined";
import ReceiptLongOutlined from "@mui/icons-material/ReceiptLongOutlined";
import SavingsOutlined from "@mui/icons-material/SavingsOutlined";
import TrendingUpOutlined from "@mui/icons-material/TrendingUpOutlined";
import { Box, Button, Stack, Typography } from "@mui/material";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useBalance } from "../api/balance";
import { useCards } from "../api/cards";
import { AvailableCoupons } from "./AvailableCoupons";
import { ClaimedCoupons } from "./ClaimedCoupons";
import { LoadError } from "./LoadError";
import { WalletStatCard } from "./WalletStatCard";
import { YuanAmount } from "./YuanAmount";

/** The user centre's wallet tab (spec 2): four figures with their screens, then the coupons. */
export function WalletTab() {
  const { t } = useTranslation("wallet");
  const balance = useBalance();
  const cards = useCards();
  const money = (value: number | undefined) => (value === undefined ? "–" : <YuanAmount value={value} />);

  return (
    <Stack spacing={3} data-testid="wallet-tab">
      {balance.isError && <LoadError error={balance.error} onRetry={() => balance.refetch()} />}
      <Box
        role="group"
        aria-label={t("summary.label")}
        sx={{
          display: "grid",
          gap: 1.5,
          gridTemplateColumns: { xs: "repeat(2, minmax(0, 1fr))", md: "repeat(4, minmax(0, 1fr))" },
        }}
      >
        <WalletStatCard
          icon={AccountBalanceWalletOutlined}
          label={t("summary.balance")}
          value={money(balance.data?.balance)}
          loading={balance.isPending}
          actionLabel={t("summary.recharge")}
          to="/wallet/recharge"
          testId="wallet-balance"
        />
        <WalletStatCard
          icon={TrendingUpOutlined}
          label={t("summary.total_income")}
          value={money(balance.data?.total_receive_bonus)}
          loading={balance.isPending}
          actionLabel={t("summary.details")}
          to="/wallet/balanceLogs"
          testId="wallet-income"
        />
        <WalletStatCard
          icon={SavingsOutlined}
          label={t("summary.withdrawable")}
          value={money(balance.data?.withdrawable)}
          loading={balance.isPending}
          actionLabel={t("summary.withdraw")}
          to="/wallet/withdraw"
          testId="wallet-withdrawable"
        />
        <WalletStatCard
          icon={CreditCardOutlined}
          label={t("summary.cards")}
          value={cards.data?.length ?? "–"}
          loading={cards.isPending}
          actionLabel={t("summary.manage")}
          to="/wallet/cards"
          testId="wallet-cards"
        />
      </Box>
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
