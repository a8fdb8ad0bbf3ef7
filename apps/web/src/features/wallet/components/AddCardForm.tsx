import { zodResolver } from "@hookform/resolvers/zod";
import LockOutlined from "@mui/icons-material/LockOutlined";
import { Box, MenuItem, Stack, TextField, Typography } from "@mui/material";
import { useMemo } from "react";
import { Controller, useForm } from "react-hook-form";
import { z } from "zod";
import { useFeedback } from "../../../lib/use-feedback";
import { useAddCard } from "../api/add-card";
import { CARD_MONTHS, cardDigits, cardYears, groupCardNumber, luhnValid } from "./card-number";
import { SubmitButton } from "./SubmitButton";

const cardSchema = (now: Date) =>
  z
    .object({
      bank_name: z.string().trim().min(1, "bank_required").max(60, "bank_required"),
      number: z
        .string()
        .regex(/^\d{16}$/, "card_number_16")
        .refine(luhnValid, "card_number_invalid"),
      exp_month: z.string().regex(/^(0[1-9]|1[0-2])$/, "month_invalid"),
      exp_year: z
        .string()
        .regex(/^\d{4}$/, "year_invalid")
        .refine((year) => Number(year) >= now.getFullYear(), "year_invalid"),
    })
    .refine(
      (card) => Number(card.exp_year) > now.getFullYear() || Number(card.exp_month) >= now.getMonth() + 1,
      { message: "expired", path: ["exp_month"] },
    );
type CardFormValues = z.infer<ReturnType<typeof cardSchema>>;

const EMPTY: CardFormValues = { bank_name: "", number: "", exp_month: "", exp_year: "" };

/**
 * Adds a card. The full number is checked here (16 digits, Luhn), sent once and then cleared from
 * the form; the server keeps only the brand, last four digits and expiry.
 */
export function AddCardForm() {
  const { t, toast, toastError } = useFeedback("wallet");
  const addCard = useAddCard();
  const now = useMemo(() => new Date(), []);
  const years = useMemo(() => cardYears(now), [now]);
  const form = useForm<CardFormValues>({ resolver: zodResolver(cardSchema(now)), defaultValues: EMPTY });
  const { errors } = form.formState;
  const message = (key?: string) => (key ? t(`validation.${key}`) : " ");

  const onSubmit = form.handleSubmit((values) =>
    addCard.mutate(
      {
        bank_name: values.bank_name.trim(),
        number: values.number,
        exp_month: Number(values.exp_month),
        exp_year: Number(values.exp_year),
      },
      {
        onSuccess: () => {
          form.reset(EMPTY);
          toast(t("cards.added"), "success");
        },
        onError: (error) => toastError(error, "cards.add_failed"),
      },
    ),
  );

  return (
    <Box component="form" onSubmit={onSubmit} noValidate data-testid="add-card-form">
      <Stack spacing={1.5}>
        <TextField
          label={t("cards.bank_name")}
          {...form.register("bank_name")}
          error={Boolean(errors.bank_name)}
          helperText={message(errors.bank_name?.message)}
          slotProps={{ htmlInput: { maxLength: 60, "data-testid": "card-bank" } }}
        />
        <Controller
          control={form.control}
          name="number"
          render={({ field }) => (
            <TextField
              label={t("cards.number")}
              value={groupCardNumber(field.value)}
              onChange={(e) => field.onChange(cardDigits(e.target.value))}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={Boolean(errors.number)}
              helperText={errors.number ? message(errors.number.message) : t("cards.number_hint")}
              slotProps={{
                htmlInput: {
                  inputMode: "numeric",
                  autoComplete: "cc-number",
                  dir: "ltr",
                  "data-testid": "card-number",
                },
              }}
            />
          )}
        />
        <Box sx={{ display: "grid", gridTemplateColumns: "1fr 1fr", gap: 1.5 }}>
          {(
            [
              ["exp_month", "cards.month", "card-month", CARD_MONTHS],
              ["exp_year", "cards.year", "card-year", years],
            ] as const
          ).map(([name, label, testId, options]) => (
            <Controller
              key={name}
              control={form.control}
              name={name}
              render={({ field }) => (
                <TextField
                  select
                  label={t(label)}
                  {...field}
                  error={Boolean(errors[name])}
                  helperText={message(errors[name]?.message)}
                  slotProps={{ htmlInput: { "data-testid": testId } }}
                >
                  {options.map((option) => (
                    <MenuItem key={option} value={option}>
                      {option}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
          ))}
        </Box>
        <Box sx={{ display: "flex", gap: 1, alignItems: "flex-start", color: "text.secondary" }}>
          <LockOutlined fontSize="small" sx={{ mt: 0.25 }} aria-hidden />
          <Typography variant="body2">{t("cards.security")}</Typography>
        </Box>
        <SubmitButton busy={addCard.isPending} testId="add-card-submit">
          {t("cards.add")}
        </SubmitButton>
      </Stack>
    </Box>
  );
}
