import type { BonusRule } from "@ask/contracts";
import { ListItemText, MenuItem, TextField } from "@mui/material";
import type { HTMLAttributes } from "react";
import { useTranslation } from "react-i18next";
import { bonusRulesFor } from "../publish-form";

interface BonusRuleSelectProps {
  value: BonusRule;
  isPublic: boolean;
  onChange(rule: BonusRule): void;
  error?: string;
  disabled?: boolean;
}

/** The rules the visibility allows, each with a one-line explanation; the chosen one is explained below. */
export function BonusRuleSelect({ value, isPublic, onChange, error, disabled }: BonusRuleSelectProps) {
  const { t } = useTranslation("publish");
  return (
    <TextField
      select
      fullWidth
      label={t("bonus_rule")}
      value={value}
      onChange={(e) => onChange(e.target.value as BonusRule)}
      error={Boolean(error)}
      helperText={error ?? t(`rules.${value}.help`)}
      disabled={disabled}
      slotProps={{
        select: {
          renderValue: (rule) => t(`rules.${rule as BonusRule}.name`),
          SelectDisplayProps: { "data-testid": "bonus-rule-select" } as HTMLAttributes<HTMLDivElement>,
          MenuProps: { slotProps: { paper: { sx: { maxWidth: 420 } } } },
        },
      }}
    >
      {bonusRulesFor(isPublic).map((rule) => (
        <MenuItem key={rule} value={rule} data-testid={`bonus-rule-option-${rule}`}>
          <ListItemText
            primary={t(`rules.${rule}.name`)}
            secondary={t(`rules.${rule}.help`)}
            slotProps={{ secondary: { sx: { whiteSpace: "normal" } } }}
          />
        </MenuItem>
      ))}
    </TextField>
  );
}
