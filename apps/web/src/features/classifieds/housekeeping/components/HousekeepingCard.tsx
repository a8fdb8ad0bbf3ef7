import type { HousekeepingItem } from "@ask/contracts";
import StorefrontOutlined from "@mui/icons-material/StorefrontOutlined";
import { Button } from "@mui/material";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { HOUSEKEEPING_CATEGORY_ICONS } from "../../shared/components/category-icons";
import { ListingCard } from "../../shared/components/ListingCard";
import { useListingPrice } from "../../shared/components/use-listing-price";
import { listingMeta } from "../../shared/listing-format";

/** A card of the housekeeping board: links to /housekeepingDetail?id=, with a second link to the shop. */
export function HousekeepingCard({ item }: { item: HousekeepingItem }) {
  const { t } = useTranslation("listings");
  const { priceFrom } = useListingPrice();
  return (
    <ListingCard
      to={`/housekeepingDetail?id=${item.id}`}
      title={item.title}
      subtitle={item.company}
      imageUrl={item.image_urls[0]}
      icon={HOUSEKEEPING_CATEGORY_ICONS[item.category]}
      price={priceFrom(item.price_from)}
      {...listingMeta(item)}
      testId={`housekeeping-card-${item.id}`}
      actions={
        <Button
          size="small"
          component={Link}
          to={`/services/item/${item.id}`}
          startIcon={<StorefrontOutlined />}
          data-testid="housekeeping-shop-link"
        >
          {t("housekeeping.shop_link")}
        </Button>
      }
    />
  );
}
