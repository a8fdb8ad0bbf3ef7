import { Box } from "@mui/material";
import { Controller, useFormState, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { AmountField } from "../../../components/AmountField";
import { Section } from "../../../components/ui/Section";
import type { SectionPartProps } from "../form-part-props";
import type { BalanceCheck } from "../use-balance-check";
import { useFieldError } from "../use-field-error";
import { BalanceHint } from "./BalanceHint";
import { BonusRuleSelect } from "./BonusRuleSelect";

/** The reward: bonus and expert fee (checked against the wallet balance shown beside them) and the bonus rule. */
export function RewardSection({
  form,
  balance,
  disabled,
}: SectionPartProps & { balance: BalanceCheck["balance"] }) {
  const { t } = useTranslation("publish");
  const fieldError = useFieldError();
  const { control, setValue } = form;
  const [isPublic, bonusRule] = useWatch({ control, name: ["is_public", "bonus_rule"] });
  const { errors } = useFormState({ control, name: "bonus_rule" });
  return (
    <Section title={t("reward")} heading="h3">
      <Box sx={{ display: "grid", gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" }, gap: 2 }}>
        {(["bonus_amount", "paid_amount"] as const).map((name) => (
          <Controller
            key={name}
            control={control}
            name={name}
            render={({ field: { ref, ...field }, fieldState }) => (
              <AmountField
                {...field}
                inputRef={ref}
                label={t(name)}
                error={Boolean(fieldState.error)}
                helperText={fieldError(name, fieldState.error) ?? t(`${name}_help`)}
                disabled={disabled}
                testId={name.replace("_", "-")}
              />
            )}
          />
        ))}
        <BalanceHint control={control} balance={balance} />
        <Box sx={{ gridColumn: { sm: "1 / -1" } }}>
          <BonusRuleSelect
            value={bonusRule}
            isPublic={isPublic}
            onChange={(rule) => setValue("bonus_rule", rule, { shouldValidate: form.formState.isSubmitted })}
            error={fieldError("bonus_rule", errors.bonus_rule)}
            disabled={disabled}
          />
        </Box>
      </Box>
    </Section>
  );
}
