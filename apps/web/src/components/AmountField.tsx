import { InputAdornment, TextField, type TextFieldProps } from "@mui/material";

type AmountFieldProps = Omit<TextFieldProps, "type" | "slotProps"> & { testId?: string };

/** A yuan amount: ¥ prefix, decimal keyboard on phones. */
export function AmountField({ testId, ...props }: AmountFieldProps) {
  return (
    <TextField
      fullWidth
      {...props}
      slotProps={{
        input: { startAdornment: <InputAdornment position="start">¥</InputAdornment> },
        htmlInput: { inputMode: "decimal", autoComplete: "off", "data-testid": testId },
      }}
    />
  );
}
