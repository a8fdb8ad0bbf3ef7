import { LISTING_LIMITS } from "@ask/contracts";
import {
  Autocomplete,
  Box,
  Chip,
  FormHelperText,
  InputAdornment,
  MenuItem,
  TextField,
  Typography,
} from "@mui/material";
import type { ReactNode } from "react";
import { type Control, Controller, type FieldError, type FieldValues, type Path } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { UploadField, type UploadState } from "../../../../components/UploadField";
import { validationKey } from "./form-schemas";

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
}

/** A text input bound to the form; numbers are typed as text and converted by the schema. */
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
          label={label}
          required={required}
          disabled={disabled}
          fullWidth
          multiline={multiline}
          minRows={multiline ? 4 : undefined}
          placeholder={placeholder}
          error={Boolean(fieldState.error)}
          helperText={message(fieldState.error) ?? helperText}
          slotProps={{
            // Phone numbers read left to right on RTL pages too.
            htmlInput: {
              "data-testid": testId,
              inputMode,
              maxLength,
              dir: inputMode === "tel" ? "ltr" : undefined,
            },
            input: unit
              ? { endAdornment: <InputAdornment position="end">{unit}</InputAdornment> }
              : undefined,
          }}
        />
      )}
    />
  );
}

interface SelectInputProps<T extends FieldValues, O extends FieldValues> extends BaseProps<T, O> {
  options: readonly string[];
  optionLabel(option: string): string;
}

/** A select of fixed options whose labels are translated. */
export function SelectInput<T extends FieldValues, O extends FieldValues>({
  control,
  name,
  label,
  required,
  disabled,
  helperText,
  testId,
  options,
  optionLabel,
}: SelectInputProps<T, O>) {
  const message = useValidationText();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: { ref, ...field }, fieldState }) => (
        <TextField
          {...field}
          inputRef={ref}
          select
          label={label}
          required={required}
          disabled={disabled}
          fullWidth
          error={Boolean(fieldState.error)}
          helperText={message(fieldState.error) ?? helperText}
          data-testid={testId}
        >
          {options.map((option) => (
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

/** Pictures: uploaded one by one with progress, shown as thumbnails. */
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
  const { t } = useTranslation("posting");
  const message = useValidationText();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const urls = field.value as string[];
        return (
          <Box>
            {urls.length > 0 && (
              <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1, mb: 1.5 }} data-testid="image-previews">
                {urls.map((url, index) => (
                  <Box
                    key={url}
                    component="img"
                    src={url}
                    alt={t("image_n", { n: index + 1 })}
                    sx={{
                      width: 88,
                      height: 88,
                      objectFit: "cover",
                      borderRadius: 1,
                      border: 1,
                      borderColor: "divider",
                    }}
                  />
                ))}
              </Box>
            )}
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

/** A titled group of fields. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section">
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** Two columns on wider screens, one on phones. */
export function FieldGrid({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ display: "grid", gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" }, gap: 2 }}>{children}</Box>
  );
}
