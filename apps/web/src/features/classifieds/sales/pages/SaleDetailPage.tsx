import type { SaleDetail as SaleDetailData } from "@ask/contracts";
import { Stack } from "@mui/material";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { DetailLayout } from "../../../../components/ui/DetailLayout";
import { Section } from "../../../../components/ui/Section";
import { useDocumentTitle } from "../../../../lib/document-title";
import { formatDateTime } from "../../../../lib/format";
import { useBoardDetail } from "../../shared/api/board";
import { ContactAside } from "../../shared/components/ContactCard";
import { SALE_CATEGORY_ICONS } from "../../shared/components/category-icons";
import { ImageGallery } from "../../shared/components/ImageGallery";
import { DetailFacts, DetailText, ListingDetailPage } from "../../shared/components/ListingDetailLayout";
import { ListingHeader } from "../../shared/components/ListingHeader";
import { ListingLifecycle } from "../../shared/components/ListingLifecycle";
import { MapLink } from "../../shared/components/MapLink";
import { useListingPrice } from "../../shared/components/use-listing-price";
import { listingMeta, parseListingId } from "../../shared/listing-format";

/** /saleDetail?id= (spec 2): photos, price, facts, description, contact with a call button, notices. */
export default function SaleDetailPage() {
  const [params] = useSearchParams();
  const id = parseListingId(params.get("id"));
  const detail = useBoardDetail("sales", id);
  useDocumentTitle("sale", detail.data?.title);
  return (
    <ListingDetailPage id={id} detail={detail} board="sales">
      {(item) => <SaleDetail item={item} />}
    </ListingDetailPage>
  );
}

function SaleDetail({ item }: { item: SaleDetailData }) {
  const { t, i18n } = useTranslation("listings");
  const { price } = useListingPrice();
  const category = t(`sales.categories.${item.category}`);
  return (
    <DetailLayout
      gallery={
        <ImageGallery images={item.image_urls} icon={SALE_CATEGORY_ICONS[item.category]} title={item.title} />
      }
      header={
        <ListingHeader
          title={item.title}
          category={category}
          price={price(item.price)}
          {...listingMeta(item)}
        />
      }
      aside={
        <>
          <ContactAside listing={item} editTo={`/post/sales/${item.id}`} report="sale" />
          <ListingLifecycle kind="sales" listing={item} />
        </>
      }
      content={
        <Stack spacing={2}>
          <Section outlined title={t("detail.description")}>
            <DetailText text={item.description} />
          </Section>
          <Section outlined title={t("detail.facts")} testId="listing-facts">
            <DetailFacts
              facts={[
                { key: "category", label: t("detail.category"), value: category },
                { key: "price", label: t("detail.price"), value: price(item.price) },
                {
                  key: "location",
                  label: t("detail.location"),
                  value: item.location ? (
                    <>
                      {item.location} <MapLink place={item.location} />
                    </>
                  ) : (
                    t("detail.not_given")
                  ),
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
          </Section>
        </Stack>
      }
    />
  );
}
