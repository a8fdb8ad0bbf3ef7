import { TextField } from "@mui/material";

interface Props {
  label: string;
  value: string;
  /** The first, empty choice ("all"). */
  all: string;
  options: readonly { value: string; label: string }[];
  onChange(value: string): void;
  testId: string;
}

/** A small filter of an admin list: the browser's own select (a phone shows its native picker). */
export function FilterSelect({ label, value, all, options, onChange, testId }: Props) {
  return (
    <TextField
      select
      size="small"
      fullWidth
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      slotProps={{
        select: { native: true },
        inputLabel: { shrink: true },
        htmlInput: { "data-testid": testId },
      }}
    >
      <option value="">{all}</option>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </TextField>
  );
}
