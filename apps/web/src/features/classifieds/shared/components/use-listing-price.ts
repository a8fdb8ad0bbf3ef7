import { useTranslation } from "react-i18next";
import { formatYuan } from "../../../../lib/format";
import { ltr } from "../listing-format";

/** Price texts of listings in the app's money format (¥, two decimals), kept left-to-right in Arabic. */
export function useListingPrice() {
  const { t, i18n } = useTranslation("listings");
  const yuan = (amount: number) => ltr(formatYuan(amount, i18n.language));
  return {
    /** An asking price, or "Negotiable" when the seller gave none. */
    price: (amount: number | null) => (amount === null ? t("negotiable") : yuan(amount)),
    /** A starting price ("From ¥80.00"), or "Price on request". */
    priceFrom: (amount: number | null) =>
      amount === null ? t("price_on_request") : t("price_from", { amount: yuan(amount) }),
  };
}
