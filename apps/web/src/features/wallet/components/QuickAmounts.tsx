import { Box, Chip } from "@mui/material";
import { useTranslation } from "react-i18next";
import { formatYuan } from "../../../lib/format";

export const QUICK_RECHARGE_AMOUNTS = [10, 50, 100, 500] as const;

/** One-tap amounts for the recharge form. */
export function QuickAmounts({
  selected,
  onPick,
}: {
  selected: number | null;
  onPick: (yuan: number) => void;
}) {
  const { t, i18n } = useTranslation("wallet");
  return (
    <Box role="group" aria-label={t("recharge.quick")} sx={{ display: "flex", flexWrap: "wrap", gap: 1 }}>
      {QUICK_RECHARGE_AMOUNTS.map((yuan) => (
        <Chip
          key={yuan}
          clickable
          color={selected === yuan ? "primary" : "default"}
          variant={selected === yuan ? "filled" : "outlined"}
          label={<bdi dir="ltr">{formatYuan(yuan, i18n.language)}</bdi>}
          onClick={() => onPick(yuan)}
          data-testid={`quick-amount-${yuan}`}
          sx={{ minWidth: 72, fontWeight: 600 }}
        />
      ))}
    </Box>
  );
}
