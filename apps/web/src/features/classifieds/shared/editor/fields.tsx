import { LISTING_LIMITS } from "@ask/contracts";
import { Autocomplete, Box, Chip, FormHelperText, InputAdornment, MenuItem, TextField } from "@mui/material";
import type { ReactNode } from "react";
import { type Control, Controller, type FieldError, type FieldValues, type Path } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { UploadField, type UploadState } from "../../../../components/UploadField";
import { validationKey } from "./form-schemas";
import { SortableImages } from "./SortableImages";

/** Translates a field error produced by the editor schemas (see form-schemas.ts). */
export function useValidationText(): (error: FieldError | undefined) => string | undefined {
  const { t } = useTranslation("posting");
  return (error) => {
    const found = validationKey(error?.message);
    return found ? t(`validation.${found.key}`, { n: found.n }) : undefined;
  };
}

interface BaseProps<T extends FieldValues, O extends FieldValues = T> {
  control: Control<T, unknown, O>;
  name: Path<T>;
  label: string;
  required?: boolean;
  disabled?: boolean;
  helperText?: string;
  testId: string;
}

interface TextInputProps<T extends FieldValues, O extends FieldValues> extends BaseProps<T, O> {
  multiline?: boolean;
  /** "decimal" or "numeric" shows a number keypad on phones; the text is checked by the schema. */
  inputMode?: "decimal" | "numeric" | "tel" | "text";
  maxLength?: number;
  /** Shown at the end of the input, e.g. the currency unit. */
  unit?: string;
  placeholder?: string;
  /** A select of these fixed options instead of free text; their labels come from `optionLabel`. */
  options?: readonly string[];
  optionLabel?(option: string): string;
}

/**
 * A text input bound to the form (numbers are typed as text and converted by the schema), or a select
 * of fixed options with translated labels when `options` is given.
 */
export function TextInput<T extends FieldValues, O extends FieldValues>({
  control,
  name,
  label,
  required,
  disabled,
  helperText,
  testId,
  multiline,
  inputMode,
  maxLength,
  unit,
  placeholder,
  options,
  optionLabel = String,
}: TextInputProps<T, O>) {
  const message = useValidationText();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: { ref, ...field }, fieldState }) => (
        <TextField
          {...field}
          inputRef={ref}
          select={Boolean(options)}
          label={label}
          required={required}
          disabled={disabled}
          fullWidth
          multiline={multiline}
          minRows={multiline ? 4 : undefined}
          placeholder={placeholder}
          error={Boolean(fieldState.error)}
          helperText={message(fieldState.error) ?? helperText}
          data-testid={options ? testId : undefined}
          slotProps={{
            // Phone numbers read left to right on RTL pages too.
            htmlInput: options
              ? undefined
              : { "data-testid": testId, inputMode, maxLength, dir: inputMode === "tel" ? "ltr" : undefined },
            input: unit
              ? { endAdornment: <InputAdornment position="end">{unit}</InputAdornment> }
              : undefined,
          }}
        >
          {options?.map((option) => (
            <MenuItem key={option} value={option} data-testid={`${testId}-option-${option}`}>
              {optionLabel(option)}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}

/** Free tags (job labels): type and press Enter; each becomes a chip. */
export function TagsInput<T extends FieldValues, O extends FieldValues>({
  control,
  name,
  label,
  disabled,
  helperText,
  testId,
}: BaseProps<T, O>) {
  const message = useValidationText();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        // Errors of single tags arrive as labels.<n>; show the first one under the field.
        const itemError = Array.isArray(fieldState.error)
          ? (fieldState.error as (FieldError | undefined)[]).find(Boolean)
          : undefined;
        return (
          <Autocomplete<string, true, false, true>
            multiple
            freeSolo
            options={[]}
            value={field.value as string[]}
            onChange={(_e, value) => field.onChange([...new Set(value.map((v) => v.trim()).filter(Boolean))])}
            onBlur={field.onBlur}
            disabled={disabled}
            renderValue={(value, getItemProps) =>
              value.map((option, index) => {
                const { key, ...itemProps } = getItemProps({ index });
                return <Chip key={key} size="small" label={option} {...itemProps} />;
              })
            }
            renderInput={(params) => (
              <TextField
                {...params}
                inputRef={field.ref}
                label={label}
                error={Boolean(fieldState.error)}
                helperText={message(fieldState.error ?? itemError) ?? helperText}
                slotProps={{
                  ...params.slotProps,
                  htmlInput: { ...params.slotProps.htmlInput, "data-testid": testId, maxLength: 20 },
                }}
              />
            )}
          />
        );
      }}
    />
  );
}

/** Pictures: uploaded one by one with progress, shown as thumbnails in the chosen order; the first is the cover. */
export function ImagesInput<T extends FieldValues, O extends FieldValues>({
  control,
  name,
  disabled,
  onStateChange,
}: {
  control: Control<T, unknown, O>;
  name: Path<T>;
  disabled?: boolean;
  onStateChange(state: UploadState): void;
}) {
  const message = useValidationText();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const urls = field.value as string[];
        return (
          <Box>
            {urls.length > 0 && <SortableImages urls={urls} onChange={field.onChange} disabled={disabled} />}
            <UploadField
              kind="image"
              value={urls}
              onChange={field.onChange}
              onStateChange={onStateChange}
              disabled={disabled}
              max={LISTING_LIMITS.maxImages}
            />
            {fieldState.error && <FormHelperText error>{message(fieldState.error)}</FormHelperText>}
          </Box>
        );
      }}
    />
  );
}

/** Two columns on wider screens, one on phones. */
export function FieldGrid({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ display: "grid", gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" }, gap: 2 }}>{children}</Box>
  );
}

/** One input of an editor, as data (the props of a TextInput but its form and lock). */
export type FieldSpec<T extends FieldValues> = Omit<TextInputProps<T, T>, "control" | "disabled"> & {
  /** Spans both columns of the FieldGrid. */
  wide?: boolean;
};

/** An editor's plain inputs in order, all locked while saving or when the listing is closed. */
export function EditorFields<T extends FieldValues, O extends FieldValues>({
  control,
  disabled,
  fields,
}: {
  control: Control<T, unknown, O>;
  disabled: boolean;
  fields: FieldSpec<T>[];
}) {
  return fields.map(({ wide, ...field }) =>
    wide ? (
      <Box key={field.name} sx={{ gridColumn: { sm: "1 / -1" } }}>
        <TextInput control={control} disabled={disabled} {...field} />
      </Box>
    ) : (
      <TextInput key={field.name} control={control} disabled={disabled} {...field} />
    ),
  );
}
