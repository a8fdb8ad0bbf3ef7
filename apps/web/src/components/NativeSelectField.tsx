import { FormControl, InputLabel, NativeSelect, OutlinedInput } from "@mui/material";
import { type ReactNode, useId } from "react";

interface NativeSelectFieldProps {
  label: string;
  value: string;
  onChange(value: string): void;
  disabled?: boolean;
  testId?: string;
  children: ReactNode;
}

/**
 * An outlined, small select that is the browser's own `<select>` (a phone shows its native picker).
 * It looks like the app's other text fields but needs none of the menu/popover/modal code that
 * MUI's custom Select brings along, which matters on screens that must show fast (issue 8).
 */
export function NativeSelectField({
  label,
  value,
  onChange,
  disabled,
  testId,
  children,
}: NativeSelectFieldProps) {
  const id = useId();
  return (
    <FormControl size="small" fullWidth disabled={disabled}>
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <NativeSelect
        value={value}
        onChange={(event) => onChange(event.target.value)}
        input={<OutlinedInput label={label} notched />}
        // data-* attributes reach the <select> element.
        inputProps={{ id, "data-testid": testId } as object}
      >
        {children}
      </NativeSelect>
    </FormControl>
  );
}
