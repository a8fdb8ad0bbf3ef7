import type { HousekeepingDetail as HousekeepingDetailData } from "@ask/contracts";
import StorefrontOutlined from "@mui/icons-material/StorefrontOutlined";
import { Button, Stack, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { DetailLayout } from "../../../../components/ui/DetailLayout";
import { Section } from "../../../../components/ui/Section";
import { useDocumentTitle } from "../../../../lib/document-title";
import { useBoardDetail } from "../../shared/api/board";
import { ContactAside } from "../../shared/components/ContactCard";
import { HOUSEKEEPING_CATEGORY_ICONS } from "../../shared/components/category-icons";
import { ImageGallery } from "../../shared/components/ImageGallery";
import { DetailFacts, DetailText, ListingDetailPage } from "../../shared/components/ListingDetailLayout";
import { ListingHeader } from "../../shared/components/ListingHeader";
import { ListingLifecycle } from "../../shared/components/ListingLifecycle";
import { useListingPrice } from "../../shared/components/use-listing-price";
import { listingMeta, parseListingId } from "../../shared/listing-format";
import { useHousekeepingFacts } from "../components/use-housekeeping-facts";

const FACTS = [
  "company",
  "years",
  "price_from",
  "category",
  "location",
  "address",
  "posted",
  "views",
] as const;

/**
 * /housekeepingDetail?id= (spec 2): a home service with photos, company, years in business, starting
 * price, area and address, description, contact with a call button, notices and a link to its shop.
 */
export default function HousekeepingDetailPage() {
  const [params] = useSearchParams();
  const id = parseListingId(params.get("id"));
  const detail = useBoardDetail("housekeeping", id);
  useDocumentTitle("housekeeping_item", detail.data?.title);
  return (
    <ListingDetailPage id={id} detail={detail} board="housekeeping">
      {(item) => <HousekeepingDetail item={item} />}
    </ListingDetailPage>
  );
}

function HousekeepingDetail({ item }: { item: HousekeepingDetailData }) {
  const { t } = useTranslation("listings");
  const { priceFrom } = useListingPrice();
  const facts = useHousekeepingFacts(item, FACTS);
  return (
    <DetailLayout
      gallery={
        <ImageGallery
          images={item.image_urls}
          icon={HOUSEKEEPING_CATEGORY_ICONS[item.category]}
          title={item.title}
        />
      }
      header={
        <ListingHeader
          title={item.title}
          category={t(`housekeeping.categories.${item.category}`)}
          price={priceFrom(item.price_from)}
          subtitle={
            item.company ? (
              <Typography
                color="textSecondary"
                dir="auto"
                sx={{ fontWeight: 600, textAlign: "left" }}
                data-testid="listing-company"
              >
                {item.company}
              </Typography>
            ) : undefined
          }
          {...listingMeta(item)}
        />
      }
      aside={
        <>
          <ContactAside listing={item} editTo={`/post/housekeeping/${item.id}`} report="housekeeping">
            <Button
              variant="outlined"
              component={Link}
              to={`/services/item/${item.id}`}
              startIcon={<StorefrontOutlined />}
              data-testid="housekeeping-visit-shop"
            >
              {t("housekeeping.visit_shop")}
            </Button>
          </ContactAside>
          <ListingLifecycle kind="housekeeping" listing={item} />
        </>
      }
      content={
        <Stack spacing={2}>
          <Section outlined title={t("detail.facts")} testId="listing-facts">
            <DetailFacts facts={facts} />
          </Section>
          <Section outlined title={t("detail.description")}>
            <DetailText text={item.description} />
          </Section>
        </Stack>
      }
    />
  );
}
