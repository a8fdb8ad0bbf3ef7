import type { CustomerContactForm } from "@ask/contracts";
import { Box, MenuItem, TextField, Typography } from "@mui/material";
import { type Control, Controller } from "react-hook-form";
import { useTranslation } from "react-i18next";

export interface CountryOption {
  code: string;
  label: string;
  dialingCode: string;
}

interface CountryFieldProps {
  control: Control<CustomerContactForm>;
  /** Countries sorted by their name in the reader's language; empty while they load. */
  options: CountryOption[];
  loaded: boolean;
  error?: string;
}

/** The country select: names in the reader's language with their dial codes; "none" first. */
export function CountryField({ control, options, loaded, error }: CountryFieldProps) {
  const { t } = useTranslation("userCenter");
  return (
    <Controller
      control={control}
      name="country"
      render={({ field }) => (
        <TextField
          select
          data-testid="contact-country"
          label={t("contact.country")}
          value={loaded ? field.value : ""}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={Boolean(error)}
          helperText={error}
          slotProps={{
            select: {
              MenuProps: { slotProps: { paper: { sx: { maxHeight: 360 } } } },
              // The chosen country by name only: its dial code is the phone field's prefix.
              renderValue: (code) => options.find((c) => c.code === code)?.label ?? "",
            },
          }}
        >
          <MenuItem value="">
            <em>{t("contact.country_none")}</em>
          </MenuItem>
          {options.map((c) => (
            <MenuItem key={c.code} value={c.code} data-testid={`country-option-${c.code}`}>
              <Box component="span" sx={{ flex: 1 }}>
                {c.label}
              </Box>
              <Typography
                component="span"
                variant="body2"
                color="textSecondary"
                dir="ltr"
                sx={{ marginInlineStart: 2 }}
              >
                {c.dialingCode}
              </Typography>
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}
