import type { SaleItem } from "@ask/contracts";
import { SALE_CATEGORY_ICONS } from "../../shared/components/category-icons";
import { ListingCard } from "../../shared/components/ListingCard";
import { useListingPrice } from "../../shared/components/use-listing-price";
import { listingMeta } from "../../shared/listing-format";

/** A card of the sales board; links to /saleDetail?id=. */
export function SaleCard({ item }: { item: SaleItem }) {
  const { price } = useListingPrice();
  return (
    <ListingCard
      to={`/saleDetail?id=${item.id}`}
      title={item.title}
      imageUrl={item.image_urls[0]}
      icon={SALE_CATEGORY_ICONS[item.category]}
      price={price(item.price)}
      {...listingMeta(item)}
      testId={`sale-card-${item.id}`}
    />
  );
}
