import { DEGREES } from "@ask/contracts";
import { MenuItem, TextField } from "@mui/material";
import { type Control, Controller } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { degreeKey, type SettingsForm, startYears } from "./settings-form";

/** The education start year (this year down to 1990) and degree selects; "not set" first. */
export function EducationSelects({ control }: { control: Control<SettingsForm> }) {
  const { t } = useTranslation("userCenter");
  return (
    <>
      <Controller
        control={control}
        name="startYear"
        render={({ field }) => (
          <TextField
            select
            label={t("settings.start_year")}
            value={field.value}
            onChange={(e) => field.onChange(e.target.value === "" ? "" : Number(e.target.value))}
            onBlur={field.onBlur}
            inputRef={field.ref}
            data-testid="settings-start-year"
            slotProps={{
              select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 320 } } } } },
            }}
          >
            <MenuItem value="">
              <em>{t("settings.not_set")}</em>
            </MenuItem>
            {startYears().map((year) => (
              <MenuItem key={year} value={year}>
                {year}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <Controller
        control={control}
        name="degree"
        render={({ field }) => (
          <TextField
            select
            label={t("settings.degree")}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            data-testid="settings-degree"
          >
            <MenuItem value="">
              <em>{t("settings.not_set")}</em>
            </MenuItem>
            {DEGREES.map((degree) => (
              <MenuItem key={degree} value={degree} data-testid={`degree-option-${degree}`}>
                {t(degreeKey(degree))}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
    </>
  );
}
