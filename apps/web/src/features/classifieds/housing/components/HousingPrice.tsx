import type { Housing } from "@ask/contracts";
import { Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { formatTotalPrice, formatWholeYuan } from "../housing-format";

/**
 * The total price in red and the price per ㎡ after it: small in a list row, large on the detail
 * page. Test ids <testId>-price and <testId>-unit-price.
 */
export function HousingPrice({
  housing,
  large = false,
  testId,
}: {
  housing: Housing;
  large?: boolean;
  testId: string;
}) {
  const { t, i18n } = useTranslation("housing");
  const lang = i18n.language;
  return (
    <>
      <Typography
        component="span"
        sx={{
          color: "error.main",
          fontWeight: 800,
          fontSize: large ? { xs: 28, sm: 32 } : { xs: 18, sm: 22 },
          lineHeight: 1.2,
        }}
        data-testid={`${testId}-price`}
      >
        {formatTotalPrice(housing.price, lang)}
      </Typography>
      <Typography
        component="span"
        variant={large ? "body2" : "caption"}
        color="textSecondary"
        sx={large ? undefined : { whiteSpace: "nowrap" }}
        data-testid={`${testId}-unit-price`}
      >
        {t("item.unit_price", { price: formatWholeYuan(housing.unit_price, lang) })}
      </Typography>
    </>
  );
}
