import { TextField } from "@mui/material";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";

interface QuantityInputProps {
  value: number;
  /** The stock, when known: the input never goes above it. */
  max?: number;
  onChange: (quantity: number) => void;
  name: string;
}

/**
 * A cart line's quantity (number input, minimum 1, spec 2 "Cart"). A half-typed value (empty while
 * retyping) stays in the field; a whole number ≥ 1 is applied at once, anything else is undone on blur.
 */
export function QuantityInput({ value, max, onChange, name }: QuantityInputProps) {
  const { t } = useTranslation("store");
  const [draft, setDraft] = useState(String(value));
  useEffect(() => setDraft(String(value)), [value]);

  return (
    <TextField
      type="number"
      size="small"
      value={draft}
      onChange={(e) => {
        setDraft(e.target.value);
        const n = Number(e.target.value);
        if (e.target.value !== "" && Number.isFinite(n) && n >= 1) onChange(n);
      }}
      onBlur={() => setDraft(String(value))}
      slotProps={{
        htmlInput: {
          min: 1,
          max,
          step: 1,
          inputMode: "numeric",
          "aria-label": t("cart.quantity_of", { name }),
          "data-testid": "cart-quantity",
        },
      }}
      sx={{ width: { xs: 64, sm: 84 }, "& input": { textAlign: "center", px: 1 } }}
    />
  );
}
