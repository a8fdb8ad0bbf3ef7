import InfoOutlined from "@mui/icons-material/InfoOutlined";
import { Alert, Box, Button, Card, CardContent, Skeleton, Stack, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useDocumentTitle } from "../../../lib/document-title";
import { useCustomer } from "../../user-center";
import { useBalance } from "../api/balance";
import { useCards } from "../api/cards";
import { LoadError } from "../components/LoadError";
import { SandboxNotice } from "../components/SandboxNotice";
import { WalletPageLayout } from "../components/WalletPageLayout";
import { WithdrawForm } from "../components/WithdrawForm";
import { YuanAmount } from "../components/YuanAmount";

/** /wallet/withdraw: bonuses received can be withdrawn to one of the user's cards. */
export default function WithdrawPage() {
  useDocumentTitle("withdraw");
  const { t } = useTranslation("wallet");
  const balance = useBalance();
  const cards = useCards();
  // Withdrawals need a verified phone number (the server answers 403 phone_not_verified otherwise).
  const customer = useCustomer();
  const failed = balance.isError ? balance : cards.isError ? cards : customer.isError ? customer : null;

  return (
    <WalletPageLayout title={t("withdraw.title")} maxWidth={560}>
      <SandboxNotice kind="withdraw" />
      <Card sx={{ mb: 2 }}>
        <CardContent>
          <Typography variant="body2" color="textSecondary">
            {t("withdraw.withdrawable")}
          </Typography>
          <Typography
            component="div"
            sx={{ fontWeight: 700, fontSize: 28 }}
            data-testid="withdraw-withdrawable"
          >
            {balance.data ? <YuanAmount value={balance.data.withdrawable} /> : <Skeleton width={140} />}
          </Typography>
          {balance.data && (
            <Typography variant="body2" color="textSecondary">
              {t("withdraw.balance")} <YuanAmount value={balance.data.balance} />
            </Typography>
          )}
          <Alert severity="info" icon={<InfoOutlined />} sx={{ mt: 2 }} data-testid="withdraw-explain">
            {t("withdraw.explain")}
          </Alert>
        </CardContent>
      </Card>
      {failed ? (
        <LoadError error={failed.error} onRetry={() => failed.refetch()} />
      ) : !balance.data || !cards.data || !customer.data ? (
        <Stack spacing={2}>
          <Skeleton variant="rounded" height={56} />
          <Skeleton variant="rounded" height={56} />
        </Stack>
      ) : !customer.data.is_phone_verified ? (
        <BlockedNotice reason="phone" />
      ) : cards.data.length === 0 ? (
        <BlockedNotice reason="cards" />
      ) : (
        <Card>
          <CardContent>
            <Box>
              <WithdrawForm withdrawable={balance.data.withdrawable} cards={cards.data} />
            </Box>
          </CardContent>
        </Card>
      )}
    </WalletPageLayout>
  );
}

/** Why withdrawing may not start yet: test id, text key, the screen that fixes it, its button's key and test id. */
const BLOCKED = {
  phone: [
    "withdraw-phone-required",
    "withdraw.phone_required",
    "/userCenter",
    "withdraw.verify_phone",
    "withdraw-verify-phone",
  ],
  cards: [
    "withdraw-no-cards",
    "withdraw.no_cards",
    "/wallet/cards",
    "withdraw.add_card",
    "withdraw-add-card",
  ],
} as const;

/** Why withdrawing is not possible yet, with a link to the screen that fixes it. */
function BlockedNotice({ reason }: { reason: keyof typeof BLOCKED }) {
  const { t } = useTranslation("wallet");
  const [testId, text, to, action, actionTestId] = BLOCKED[reason];
  return (
    <Alert
      severity="warning"
      data-testid={testId}
      action={
        <Button component={Link} to={to} color="inherit" size="small" data-testid={actionTestId}>
          {t(action)}
        </Button>
      }
    >
      {t(text)}
    </Alert>
  );
}
