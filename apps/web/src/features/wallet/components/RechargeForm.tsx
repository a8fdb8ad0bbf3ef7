import { MAX_YUAN } from "@ask/contracts";
import { zodResolver } from "@hookform/resolvers/zod";
import { Box, Card, CardContent, Stack, Typography } from "@mui/material";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { AmountField } from "../../../components/AmountField";
import { formatYuan } from "../../../lib/format";
import { useIdempotencyKey } from "../../../lib/idempotency";
import { useFeedback } from "../../../lib/use-feedback";
import { useBalance } from "../api/balance";
import { useStartRecharge } from "../api/recharge";
import { parseYuan, yuanAmountText } from "./amount-rules";
import { QuickAmounts } from "./QuickAmounts";
import { SubmitButton } from "./SubmitButton";
import { YuanAmount } from "./YuanAmount";

const RechargeFormValues = z.object({ amount: yuanAmountText() });
type RechargeFormValues = z.infer<typeof RechargeFormValues>;

/** Amount (typed or one of the quick amounts) → a recharge order; the page then follows the order. */
export function RechargeForm({ onStarted }: { onStarted: (orderId: string, amount: number) => void }) {
  const { t, i18n, toastError } = useFeedback("wallet");
  const balance = useBalance();
  const recharge = useStartRecharge();
  const idempotency = useIdempotencyKey();
  const form = useForm<RechargeFormValues>({
    resolver: zodResolver(RechargeFormValues),
    defaultValues: { amount: "" },
  });
  const typed = form.watch("amount");
  const selected = typed.trim() && /^\d+$/.test(typed.trim()) ? Number(typed) : null;
  const amountError = form.formState.errors.amount?.message;

  const onSubmit = form.handleSubmit(({ amount: text }) => {
    const amount = parseYuan(text);
    recharge.mutate(
      { amount, idempotencyKey: idempotency.keyFor({ amount }) },
      {
        onSuccess: (order) => {
          idempotency.settled();
          // A real provider's payment page; the sandbox completes the order without one.
          if (order.checkout_url?.startsWith("https://")) {
            window.location.assign(order.checkout_url);
            return;
          }
          onStarted(order.order_id, amount);
        },
        onError: (error) => {
          idempotency.settled(error);
          toastError(error, "recharge.payment_link_failed");
        },
      },
    );
  });

  return (
    <Card>
      <CardContent>
        <Box component="form" onSubmit={onSubmit} noValidate>
          <Stack spacing={2.5}>
            <Typography color="textSecondary" data-testid="recharge-current-balance">
              {t("recharge.current_balance")}{" "}
              {balance.data ? (
                <YuanAmount value={balance.data.balance} sx={{ fontWeight: 700, color: "text.primary" }} />
              ) : (
                "–"
              )}
            </Typography>
            <AmountField
              label={t("recharge.amount")}
              testId="recharge-amount"
              {...form.register("amount")}
              error={Boolean(amountError)}
              helperText={
                amountError
                  ? t(`validation.${amountError}`, { max: formatYuan(MAX_YUAN, i18n.language) })
                  : t("recharge.amount_hint")
              }
            />
            <Box>
              <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }}>
                {t("recharge.quick")}
              </Typography>
              <QuickAmounts
                selected={selected}
                onPick={(yuan) => form.setValue("amount", String(yuan), { shouldValidate: true })}
              />
            </Box>
            <SubmitButton busy={recharge.isPending} testId="recharge-submit">
              {t("recharge.submit")}
            </SubmitButton>
          </Stack>
        </Box>
      </CardContent>
    </Card>
  );
}
