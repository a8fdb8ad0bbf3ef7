import { LISTING_LIMITS } from "@ask/contracts";
import { Autocomplete, TextField } from "@mui/material";
import { Controller } from "react-hook-form";
import { Section } from "../../../../components/ui/Section";
import { textProps, wide } from "./housing-form-fields";
import type { HousingFormApi } from "./use-housing-form";

/** Facilities (free tags, at most 20 of 20 characters each) and the description. */
export function HousingDescriptionSection({ api }: { api: HousingFormApi }) {
  const { t, control } = api;
  return (
    <Section title={t("form.section_description")} grid>
      <Controller
        control={control}
        name="facilities"
        render={({ field }) => (
          <Autocomplete
            multiple
            freeSolo
            options={[]}
            value={field.value}
            onChange={(_e, value) =>
              field.onChange(
                [...new Set(value.map((v) => v.trim().slice(0, 20)).filter(Boolean))].slice(0, 20),
              )
            }
            sx={wide}
            renderInput={(params) => (
              <TextField
                {...params}
                label={t("form.facilities")}
                helperText={api.error("facilities") ?? t("form.facilities_hint")}
                error={Boolean(api.error("facilities"))}
                slotProps={{
                  ...params.slotProps,
                  htmlInput: {
                    ...params.slotProps.htmlInput,
                    maxLength: 20,
                    "data-testid": "housing-form-facilities",
                  },
                }}
              />
            )}
          />
        )}
      />
      <TextField {...textProps(api, "details", LISTING_LIMITS.textMax)} multiline minRows={4} sx={wide} />
    </Section>
  );
}
