import { InputAdornment, MenuItem, TextField } from "@mui/material";
import { Controller, type FieldPath } from "react-hook-form";
import type { HousingFormValues } from "../housing-form";
import type { HousingFormApi } from "./use-housing-form";

type Field = FieldPath<HousingFormValues>;

/** Makes a field span both columns of a section's grid. */
export const wide = { gridColumn: "1 / -1" };

/** Props of a registered text input: label form.<field>, its error or hint, test id housing-form-<field>. */
export function textProps(
  api: HousingFormApi,
  field: Field,
  maxLength: number,
  extra: Record<string, unknown> = {},
) {
  return {
    ...api.register(field),
    label: api.t(`form.${field}`),
    error: Boolean(api.error(field)),
    helperText: api.error(field) ?? (extra.hint as string | undefined),
    fullWidth: true,
    slotProps: {
      htmlInput: {
        maxLength,
        dir: "auto",
        "data-testid": `housing-form-${field}`,
        ...(extra.htmlInput as object),
      },
      ...(extra.slotProps as object),
    },
  };
}

/** Props of a number typed as text (left to right, number keypad), with an optional unit at its end. */
export function numberProps(
  api: HousingFormApi,
  field: "price" | "area" | "room" | "hall" | "toilet",
  unit?: string,
  decimals = true,
) {
  return textProps(api, field, 12, {
    htmlInput: { inputMode: decimals ? "decimal" : "numeric", dir: "ltr" },
    slotProps: unit
      ? { input: { endAdornment: <InputAdornment position="end">{unit}</InputAdornment> } }
      : {},
  });
}

/** A select bound to the form; choosing another top category clears the sub-category. */
export function HousingSelect({
  api,
  field,
  options,
  disabled = false,
}: {
  api: HousingFormApi;
  field: Field;
  options: { value: string; label: string }[];
  disabled?: boolean;
}) {
  return (
    <Controller
      control={api.control}
      name={field}
      render={({ field: f }) => (
        <TextField
          select
          fullWidth
          label={api.t(`form.${field}`)}
          value={f.value as string}
          onChange={(e) => {
            f.onChange(e.target.value);
            if (field === "top_category_id") api.setValue("category_id", "");
          }}
          onBlur={f.onBlur}
          inputRef={f.ref}
          disabled={disabled}
          error={Boolean(api.error(field))}
          helperText={api.error(field)}
          slotProps={{ select: { "data-testid": `housing-form-${field}` } as object }}
        >
          {options.map((o) => (
            <MenuItem key={o.value} value={o.value}>
              {o.label}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}
