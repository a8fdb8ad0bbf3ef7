import { type BankCard, MAX_YUAN } from "@ask/contracts";
import { zodResolver } from "@hookform/resolvers/zod";
import { Box, Button, MenuItem, Stack, TextField } from "@mui/material";
import { useMemo } from "react";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { z } from "zod";
import { AmountField } from "../../../components/AmountField";
import { ApiError } from "../../../lib/api-client";
import { formatYuan } from "../../../lib/format";
import { useIdempotencyKey } from "../../../lib/idempotency";
import { useFeedback } from "../../../lib/use-feedback";
import { useWithdraw } from "../api/withdraw";
import { parseYuan, yuanAmountText } from "./amount-rules";
import { useCardLabel } from "./CardLabel";
import { SubmitButton } from "./SubmitButton";
import { isolateLtr } from "./YuanAmount";

const withdrawSchema = (withdrawable: number) =>
  z.object({
    amount: yuanAmountText().refine((text) => parseYuan(text) <= withdrawable, "amount_exceeds_withdrawable"),
    card_id: z.string().min(1, "card_required"),
  });
type WithdrawFormValues = z.infer<ReturnType<typeof withdrawSchema>>;

interface WithdrawFormProps {
  withdrawable: number;
  cards: BankCard[];
}

/** Amount (at most the withdrawable balance) and the receiving card; the default receiving card comes first. */
export function WithdrawForm({ withdrawable, cards }: WithdrawFormProps) {
  const { t, i18n, toast, toastError } = useFeedback("wallet");
  const navigate = useNavigate();
  const cardLabel = useCardLabel();
  const withdraw = useWithdraw();
  const idempotency = useIdempotencyKey();
  const schema = useMemo(() => withdrawSchema(withdrawable), [withdrawable]);
  const defaultCard = cards.find((card) => card.is_default_receiving) ?? cards[0];
  const form = useForm<WithdrawFormValues>({
    resolver: zodResolver(schema),
    defaultValues: { amount: "", card_id: defaultCard ? String(defaultCard.id) : "" },
  });
  const { errors } = form.formState;
  const message = (key?: string) =>
    key ? t(`validation.${key}`, { max: formatYuan(MAX_YUAN, i18n.language) }) : undefined;

  const onSubmit = form.handleSubmit((values) => {
    const input = { amount: parseYuan(values.amount), card_id: Number(values.card_id) };
    withdraw.mutate(
      { input, idempotencyKey: idempotency.keyFor(input) },
      {
        onSuccess: () => {
          idempotency.settled();
          toast(
            t("withdraw.success", { amount: isolateLtr(formatYuan(input.amount, i18n.language)) }),
            "success",
          );
          navigate("/wallet/rechargeRecorde");
        },
        onError: (error) => {
          idempotency.settled(error);
          if (error instanceof ApiError && error.code === "amount_exceeds_withdrawable")
            form.setError("amount", { message: "amount_exceeds_withdrawable" });
          toastError(error, "withdraw.withdraw_failed");
        },
      },
    );
  });

  return (
    <Box component="form" onSubmit={onSubmit} noValidate>
      <Stack spacing={2.5}>
        <Box sx={{ display: "flex", gap: 1, alignItems: "flex-start" }}>
          <AmountField
            label={t("withdraw.amount")}
            testId="withdraw-amount"
            {...form.register("amount")}
            error={Boolean(errors.amount)}
            helperText={message(errors.amount?.message) ?? " "}
          />
          <Button
            onClick={() => form.setValue("amount", String(withdrawable), { shouldValidate: true })}
            disabled={withdrawable <= 0}
            sx={{ mt: 1, flexShrink: 0 }}
            data-testid="withdraw-all"
          >
            {t("withdraw.all")}
          </Button>
        </Box>
        <TextField
          select
          fullWidth
          label={t("withdraw.card")}
          value={form.watch("card_id")}
          onChange={(e) => form.setValue("card_id", e.target.value, { shouldValidate: true })}
          error={Boolean(errors.card_id)}
          helperText={message(errors.card_id?.message) ?? " "}
          slotProps={{ htmlInput: { "data-testid": "withdraw-card" } }}
        >
          {cards.map((card) => (
            <MenuItem key={card.id} value={String(card.id)}>
              {cardLabel(card)}
            </MenuItem>
          ))}
        </TextField>
        <SubmitButton busy={withdraw.isPending} testId="withdraw-submit">
          {t("withdraw.submit")}
        </SubmitButton>
      </Stack>
    </Box>
  );
}
