import CheckCircleOutline from "@mui/icons-material/CheckCircleOutlineOutlined";
import { Alert, Box, Button, Card, CardContent, LinearProgress, Stack, Typography } from "@mui/material";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { formatYuan } from "../../../lib/format";
import { useToast } from "../../../lib/toast";
import { useWalletUserId, walletKeys } from "../api/keys";
import { useOrderUntilSettled } from "../api/order";
import { WALLET_TAB_PATH } from "./WalletPageLayout";
import { isolateLtr } from "./YuanAmount";

/** After this long still pending, say so (the order keeps being followed). */
const SLOW_AFTER_MS = 15_000;

interface RechargeProgressProps {
  orderId: string;
  amount: number;
  /** Where to go once the money arrived (the wallet, or the checkout that sent the user here). */
  returnTo?: string;
  onRestart: () => void;
}

/** Follows a recharge order until the provider completes it, then refreshes the wallet and goes back. */
export function RechargeProgress({
  orderId,
  amount,
  returnTo = WALLET_TAB_PATH,
  onRestart,
}: RechargeProgressProps) {
  const { t, i18n } = useTranslation("wallet");
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const userId = useWalletUserId();
  const order = useOrderUntilSettled(orderId);
  const [slow, setSlow] = useState(false);
  const finished = useRef(false);
  const status = order.data?.status;
  const money = isolateLtr(formatYuan(amount, i18n.language));

  useEffect(() => {
    const timer = setTimeout(() => setSlow(true), SLOW_AFTER_MS);
    return () => clearTimeout(timer);
  }, []);

  useEffect(() => {
    if (status !== "completed" || finished.current) return;
    finished.current = true;
    void queryClient.invalidateQueries({ queryKey: walletKeys.all(userId) });
    toast(t("recharge.success", { amount: money }), "success");
    navigate(returnTo);
  }, [status, queryClient, userId, toast, t, money, navigate, returnTo]);

  if (status === "failed")
    return (
      <Alert
        severity="error"
        data-testid="recharge-failed"
        action={
          <Button color="inherit" size="small" onClick={onRestart}>
            {t("recharge.try_again")}
          </Button>
        }
      >
        {t("recharge.order_failed")}
      </Alert>
    );

  return (
    <Card data-testid="recharge-progress">
      <CardContent>
        <Stack spacing={2} sx={{ alignItems: "center", textAlign: "center", py: 2 }}>
          {status === "completed" ? (
            <CheckCircleOutline color="success" sx={{ fontSize: 48 }} />
          ) : (
            <Box sx={{ width: "100%" }}>
              <LinearProgress aria-label={t("recharge.processing")} />
            </Box>
          )}
          <Typography sx={{ fontWeight: 600 }}>{t("recharge.processing", { amount: money })}</Typography>
          <Typography variant="body2" color="textSecondary">
            {t("recharge.processing_hint")}
          </Typography>
          {(slow || order.isError) && (
            <Alert
              severity="info"
              sx={{ textAlign: "start", width: "100%" }}
              action={
                <Button component={Link} to="/wallet/rechargeRecorde" color="inherit" size="small">
                  {t("recharge.view_records")}
                </Button>
              }
            >
              {t("recharge.still_pending")}
            </Alert>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
