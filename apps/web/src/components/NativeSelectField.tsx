import { FormControl, InputLabel, NativeSelect, OutlinedInput } from "@mui/material";
import { useId } from "react";

interface NativeSelectFieldProps {
  label: string;
  value: string;
  onChange(value: string): void;
  disabled?: boolean;
  testId?: string;
  /** The first, empty choice ("all"), then one choice per option (value: its id). */
  all: string;
  options: readonly { id: number; name: string }[] | undefined;
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
  all,
  options,
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
        <option value="">{all}</option>
        {options?.map((o) => (
          <option key={o.id} value={String(o.id)}>
            {o.name}
          </option>
        ))}
      </NativeSelect>
    </FormControl>
  );
}
