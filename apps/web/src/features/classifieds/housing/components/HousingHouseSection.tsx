import { HOUSING_DECORATIONS, HOUSING_ORIENTATIONS } from "@ask/contracts";
import { Box, FormControlLabel, Switch, TextField } from "@mui/material";
import { Controller } from "react-hook-form";
import { Section } from "../../../../components/ui/Section";
import { formatWholeYuan, unitPrice } from "../housing-format";
import { HousingSelect, numberProps, textProps, wide } from "./housing-form-fields";
import type { HousingFormApi } from "./use-housing-form";

/** The house: price (with the unit price it gives), area, rooms, orientation, decoration, floor, flags. */
export function HousingHouseSection({ api }: { api: HousingFormApi }) {
  const { t, control } = api;
  const priceN = Number(api.watched.price.replace(",", "."));
  const areaN = Number(api.watched.area.replace(",", "."));
  const preview = priceN > 0 && areaN > 0 ? unitPrice(priceN, areaN) : null;

  return (
    <Section title={t("form.section_house")} grid>
      <TextField
        {...numberProps(api, "price", t("form.wan"))}
        helperText={
          api.error("price") ??
          (preview !== null
            ? t("form.unit_price_preview", { price: formatWholeYuan(preview, api.language) })
            : t("form.price_hint"))
        }
      />
      <TextField {...numberProps(api, "area", "m²")} />
      <Box sx={{ display: "grid", gap: 1.5, gridTemplateColumns: "repeat(3, minmax(0, 1fr))", ...wide }}>
        <TextField {...numberProps(api, "room", undefined, false)} />
        <TextField {...numberProps(api, "hall", undefined, false)} />
        <TextField {...numberProps(api, "toilet", undefined, false)} />
      </Box>
      <HousingSelect
        api={api}
        field="orientation"
        options={HOUSING_ORIENTATIONS.map((v) => ({ value: v, label: t(`orientations.${v}`) }))}
      />
      <HousingSelect
        api={api}
        field="decoration"
        options={HOUSING_DECORATIONS.map((v) => ({ value: v, label: t(`decorations.${v}`) }))}
      />
      <TextField {...textProps(api, "floor", 40, { hint: t("form.floor_hint") })} />
      <Box sx={{ display: "flex", flexWrap: "wrap", columnGap: 2, alignItems: "center", ...wide }}>
        {(["is_urgent", "has_vr", "is_flat"] as const).map((flag) => (
          <Controller
            key={flag}
            control={control}
            name={flag}
            render={({ field }) => (
              <FormControlLabel
                control={
                  <Switch
                    checked={field.value}
                    onChange={(e) => field.onChange(e.target.checked)}
                    slotProps={{ input: { "data-testid": `housing-form-${flag}` } as object }}
                  />
                }
                label={t(`form.${flag}`)}
              />
            )}
          />
        ))}
      </Box>
    </Section>
  );
}
