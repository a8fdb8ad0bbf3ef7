import EditOutlined from "@mui/icons-material/EditOutlined";
import StorefrontOutlined from "@mui/icons-material/StorefrontOutlined";
import { Button, Stack, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { useDocumentTitle } from "../../../../lib/document-title";
import { formatDateTime } from "../../../../lib/format";
import { isListingNotFound } from "../../shared/api/keys";
import { ContactCard } from "../../shared/components/ContactCard";
import { HOUSEKEEPING_CATEGORY_ICONS } from "../../shared/components/category-icons";
import { ImageGallery } from "../../shared/components/ImageGallery";
import {
  ClosedBanner,
  DetailFacts,
  DetailSection,
  DetailText,
  ListingDetailLayout,
  ListingDetailSkeleton,
  ListingPage,
} from "../../shared/components/ListingDetailLayout";
import { ListingHeader } from "../../shared/components/ListingHeader";
import { ListingLoadFailed, ListingUnavailable } from "../../shared/components/ListingUnavailable";
import { SafetyNotice } from "../../shared/components/SafetyNotice";
import { useListingPrice } from "../../shared/components/use-listing-price";
import { parseListingId } from "../../shared/listing-format";
import { useHousekeepingDetail } from "../api/housekeeping";

/**
 * /housekeepingDetail?id= (spec 2): a home service with photos, company, years in business, starting
 * price, area and address, description, contact with a call button, notices and a link to its shop.
 */
export default function HousekeepingDetailPage() {
  const { t, i18n } = useTranslation("listings");
  const { priceFrom } = useListingPrice();
  const [params] = useSearchParams();
  const id = parseListingId(params.get("id"));
  const detail = useHousekeepingDetail(id);
  useDocumentTitle("housekeeping_item", detail.data?.title);
  const back = { backTo: "/housekeeping", backLabel: t("housekeeping.back") };

  if (id === null || (detail.isError && isListingNotFound(detail.error))) {
    return (
      <ListingPage {...back}>
        <ListingUnavailable {...back} />
      </ListingPage>
    );
  }
  if (detail.isError) {
    return (
      <ListingPage {...back}>
        <ListingLoadFailed onRetry={() => void detail.refetch()} />
      </ListingPage>
    );
  }
  if (detail.isPending) {
    return (
      <ListingPage {...back}>
        <ListingDetailSkeleton />
      </ListingPage>
    );
  }

  const item = detail.data;
  const category = t(`housekeeping.categories.${item.category}`);
  const notGiven = t("detail.not_given");
  return (
    <ListingPage {...back}>
      {item.status === "closed" && <ClosedBanner />}
      <ListingDetailLayout
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
            category={category}
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
            location={item.location}
            createdAt={item.created_at}
            views={item.views}
            lat={item.lat}
            lng={item.lng}
          />
        }
        aside={
          <>
            <ContactCard contact={item.contact} phone={item.phone}>
              <Button
                variant="outlined"
                component={Link}
                to={`/services/item/${item.id}`}
                startIcon={<StorefrontOutlined />}
                data-testid="housekeeping-visit-shop"
              >
                {t("housekeeping.visit_shop")}
              </Button>
              {item.is_mine && (
                <Button
                  variant="outlined"
                  component={Link}
                  to={`/post/housekeeping/${item.id}`}
                  startIcon={<EditOutlined />}
                  data-testid="listing-edit"
                >
                  {t("edit")}
                </Button>
              )}
            </ContactCard>
            <SafetyNotice />
          </>
        }
        content={
          <Stack spacing={2}>
            <DetailSection title={t("detail.facts")} testId="listing-facts">
              <DetailFacts
                facts={[
                  { key: "company", label: t("detail.company"), value: item.company || notGiven },
                  { key: "years", label: t("detail.years"), value: t("years", { n: item.years }) },
                  { key: "price_from", label: t("detail.price_from"), value: priceFrom(item.price_from) },
                  { key: "category", label: t("detail.category"), value: category },
                  { key: "location", label: t("detail.service_area"), value: item.location || notGiven },
                  { key: "address", label: t("detail.address"), value: item.address || notGiven },
                  {
                    key: "posted",
                    label: t("detail.posted"),
                    value: formatDateTime(item.created_at, i18n.language),
                  },
                  { key: "views", label: t("detail.views"), value: String(item.views) },
                ]}
              />
            </DetailSection>
            <DetailSection title={t("detail.description")}>
              <DetailText text={item.description} />
            </DetailSection>
          </Stack>
        }
      />
    </ListingPage>
  );
}
