import type { HousekeepingItem } from "@ask/contracts";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../../lib/format";
import type { Fact } from "../../shared/components/ListingDetailLayout";
import { useListingPrice } from "../../shared/components/use-listing-price";

type FactKey = "company" | "years" | "price_from" | "category" | "location" | "address" | "posted" | "views";

/** The labelled facts of a housekeeping service, in the order of `keys` (its detail page and its shop). */
export function useHousekeepingFacts(item: HousekeepingItem, keys: readonly FactKey[]): Fact[] {
  const { t, i18n } = useTranslation("listings");
  const { priceFrom } = useListingPrice();
  const notGiven = t("detail.not_given");
  const facts: Record<FactKey, Omit<Fact, "key">> = {
    company: { label: t("detail.company"), value: item.company || notGiven },
    years: { label: t("detail.years"), value: t("years", { n: item.years }) },
    price_from: { label: t("detail.price_from"), value: priceFrom(item.price_from) },
    category: { label: t("detail.category"), value: t(`housekeeping.categories.${item.category}`) },
    location: { label: t("detail.service_area"), value: item.location || notGiven },
    address: { label: t("detail.address"), value: item.address || notGiven },
    posted: { label: t("detail.posted"), value: formatDateTime(item.created_at, i18n.language) },
    views: { label: t("detail.views"), value: String(item.views) },
  };
  return keys.map((key) => ({ key, ...facts[key] }));
}
