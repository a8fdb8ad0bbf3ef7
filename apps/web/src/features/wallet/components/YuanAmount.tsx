import { Box, type SxProps, type Theme } from "@mui/material";
import { useTranslation } from "react-i18next";
import { formatSignedYuan, formatYuan } from "../../../lib/format";

interface YuanAmountProps {
  value: number;
  /** "+¥12.50" / "-¥3.00", green for money in and red for money out. */
  signed?: boolean;
  sx?: SxProps<Theme>;
  testId?: string;
}

/** A yuan amount with 2 decimals, kept left-to-right inside Arabic text so the sign stays in front. */
export function YuanAmount({ value, signed = false, sx, testId }: YuanAmountProps) {
  const { i18n } = useTranslation();
  const text = signed ? formatSignedYuan(value, i18n.language) : formatYuan(value, i18n.language);
  const color = !signed ? undefined : value < 0 ? "error.main" : "success.main";
  return (
    <Box
      component="bdi"
      dir="ltr"
      data-testid={testId}
      sx={[
        { color, fontVariantNumeric: "tabular-nums", whiteSpace: "nowrap" },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {text}
    </Box>
  );
}

/** Wraps a formatted amount for use inside a translated sentence, isolated left-to-right. */
export const isolateLtr = (text: string) => `\u2066${text}\u2069`;
