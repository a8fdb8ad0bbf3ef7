import { Box, FormControlLabel, FormHelperText, Switch, TextField } from "@mui/material";
import { Controller, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Section } from "../../../components/ui/Section";
import type { SectionPartProps } from "../form-part-props";
import { lastDeadlineDate, ruleForVisibility, toDateInput } from "../publish-form";
import { useFieldError } from "../use-field-error";

/** The deadline and the visibility (a private question keeps only the rules private questions allow). */
export function SettingsSection({ form, disabled }: SectionPartProps) {
  const { t } = useTranslation("publish");
  const fieldError = useFieldError();
  const { control, setValue } = form;
  const [isPublic, bonusRule] = useWatch({ control, name: ["is_public", "bonus_rule"] });

  const setVisibility = (next: boolean) => {
    setValue("is_public", next);
    setValue("bonus_rule", ruleForVisibility(bonusRule, next));
  };

  return (
    <Section title={t("settings")} heading="h3">
      <Box sx={{ display: "grid", gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" }, gap: 2 }}>
        <Controller
          control={control}
          name="deadline"
          render={({ field: { ref, ...field }, fieldState }) => (
            <TextField
              {...field}
              inputRef={ref}
              type="date"
              label={t("deadline")}
              required
              error={Boolean(fieldState.error)}
              helperText={fieldError("deadline", fieldState.error) ?? t("deadline_help")}
              disabled={disabled}
              slotProps={{
                inputLabel: { shrink: true },
                htmlInput: {
                  min: toDateInput(new Date()),
                  max: lastDeadlineDate(),
                  "data-testid": "deadline",
                },
              }}
            />
          )}
        />
        <Box>
          <FormControlLabel
            control={
              <Switch
                checked={isPublic}
                onChange={(e) => setVisibility(e.target.checked)}
                disabled={disabled}
                slotProps={{ input: { "aria-describedby": "publish-visibility-help" } }}
                data-testid="is-public"
              />
            }
            label={t(isPublic ? "public" : "private")}
            sx={{ mt: 1 }}
          />
          <FormHelperText id="publish-visibility-help" sx={{ mt: 0 }}>
            {t(isPublic ? "public_help" : "private_help")}
          </FormHelperText>
        </Box>
      </Box>
    </Section>
  );
}
