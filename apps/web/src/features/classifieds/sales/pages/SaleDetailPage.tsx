import EditOutlined from "@mui/icons-material/EditOutlined";
import { Button, Stack } from "@mui/material";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { useDocumentTitle } from "../../../../lib/document-title";
import { formatDateTime } from "../../../../lib/format";
import { isListingNotFound } from "../../shared/api/keys";
import { ContactCard } from "../../shared/components/ContactCard";
import { SALE_CATEGORY_ICONS } from "../../shared/components/category-icons";
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
import { useSaleDetail } from "../api/sales";

/** /saleDetail?id= (spec 2): photos, price, facts, description, contact with a call button, notices. */
export default function SaleDetailPage() {
  const { t, i18n } = useTranslation("listings");
  const { price } = useListingPrice();
  const [params] = useSearchParams();
  const id = parseListingId(params.get("id"));
  const detail = useSaleDetail(id);
  useDocumentTitle("sale", detail.data?.title);
  const back = { backTo: "/sales", backLabel: t("sales.back") };

  if (id === null || (detail.isError && isListingNotFound(detail.error))) {
    return (
      <ListingPage {...back}>
        <ListingUnavailable backTo="/sales" backLabel={t("sales.back")} />
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
  const category = t(`sales.categories.${item.category}`);
  return (
    <ListingPage {...back}>
      {item.status === "closed" && <ClosedBanner />}
      <ListingDetailLayout
        gallery={
          <ImageGallery
            images={item.image_urls}
            icon={SALE_CATEGORY_ICONS[item.category]}
            title={item.title}
          />
        }
        header={
          <ListingHeader
            title={item.title}
            category={category}
            price={price(item.price)}
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
              {item.is_mine && (
                <Button
                  variant="outlined"
                  component={Link}
                  to={`/post/sales/${item.id}`}
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
            <DetailSection title={t("detail.description")}>
              <DetailText text={item.description} />
            </DetailSection>
            <DetailSection title={t("detail.facts")} testId="listing-facts">
              <DetailFacts
                facts={[
                  { key: "category", label: t("detail.category"), value: category },
                  { key: "price", label: t("detail.price"), value: price(item.price) },
                  {
                    key: "location",
                    label: t("detail.location"),
                    value: item.location || t("detail.not_given"),
                  },
                  {
                    key: "posted",
                    label: t("detail.posted"),
                    value: formatDateTime(item.created_at, i18n.language),
                  },
                  { key: "seller", label: t("detail.seller"), value: item.owner_name },
                  { key: "views", label: t("detail.views"), value: String(item.views) },
                ]}
              />
            </DetailSection>
          </Stack>
        }
      />
    </ListingPage>
  );
}
