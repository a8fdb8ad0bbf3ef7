import type { HousekeepingItem } from "@ask/contracts";
import InfoOutlined from "@mui/icons-material/InfoOutlined";
import PhoneOutlined from "@mui/icons-material/PhoneOutlined";
import PlaceOutlined from "@mui/icons-material/PlaceOutlined";
import RateReviewOutlined from "@mui/icons-material/RateReviewOutlined";
import StorefrontOutlined from "@mui/icons-material/StorefrontOutlined";
import WorkspacePremiumOutlined from "@mui/icons-material/WorkspacePremiumOutlined";
import { Avatar, Box, Button, Chip, Paper, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { DetailLayout } from "../../../../components/ui/DetailLayout";
import { Section } from "../../../../components/ui/Section";
import { useDocumentTitle } from "../../../../lib/document-title";
import { useBoardDetail } from "../../shared/api/board";
import { ContactAside } from "../../shared/components/ContactCard";
import { HOUSEKEEPING_CATEGORY_ICONS } from "../../shared/components/category-icons";
import { DistanceLabel } from "../../shared/components/DistanceLabel";
import { ImageGallery } from "../../shared/components/ImageGallery";
import { DetailFacts, DetailText, ListingDetailPage } from "../../shared/components/ListingDetailLayout";
import { useListingPrice } from "../../shared/components/use-listing-price";
import { parseListingId, telHref } from "../../shared/listing-format";
import { useHousekeepingFacts } from "../components/use-housekeeping-facts";

/** The banner's ways on besides the call button: the (sample) reviews page and the service's detail page. */
const SHOP_LINKS = [
  {
    variant: "outlined",
    to: (id: number) => `/shop-review?shop=${id}`,
    Icon: RateReviewOutlined,
    testId: "shop-reviews-link",
    label: "shop.reviews",
  },
  {
    variant: "text",
    to: (id: number) => `/housekeepingDetail?id=${id}`,
    Icon: InfoOutlined,
    testId: "shop-service-link",
    label: "shop.service_details",
  },
] as const;

/** The shop's banner: name, category, years, area, starting price and the main actions. */
function ShopHero({ item }: { item: HousekeepingItem }) {
  const { t } = useTranslation("listings");
  const { priceFrom } = useListingPrice();
  const name = item.company || item.owner_name;
  const CategoryIcon = HOUSEKEEPING_CATEGORY_ICONS[item.category];
  return (
    <Paper
      variant="outlined"
      sx={{ borderRadius: 2, overflow: "hidden", mb: { xs: 2, md: 3 } }}
      data-testid="shop-hero"
    >
      <Box
        sx={{
          height: { xs: 56, md: 72 },
          background: (theme) =>
            `linear-gradient(135deg, ${theme.palette.primary.main}, ${theme.palette.primary.light})`,
        }}
      />
      <Box sx={{ px: { xs: 2, md: 3 }, pb: { xs: 2, md: 2.5 } }}>
        <Box
          sx={{
            display: "flex",
            alignItems: "flex-end",
            gap: 2,
            mt: { xs: -3.5, md: -4.5 },
            flexWrap: "wrap",
          }}
        >
          <Avatar
            variant="rounded"
            sx={{
              width: { xs: 64, md: 84 },
              height: { xs: 64, md: 84 },
              bgcolor: "background.paper",
              color: "primary.main",
              border: 3,
              borderColor: "background.paper",
              boxShadow: 1,
            }}
            aria-hidden
          >
            <StorefrontOutlined sx={{ fontSize: { xs: 36, md: 46 } }} />
          </Avatar>
          <Box sx={{ flex: "1 1 200px", minWidth: 0, pt: { xs: 4, md: 5 } }}>
            <Typography
              variant="h5"
              component="h1"
              dir="auto"
              sx={{ fontWeight: 800, textAlign: "left", overflowWrap: "anywhere", lineHeight: 1.3 }}
              data-testid="shop-name"
            >
              {name}
            </Typography>
            <Typography variant="body2" color="textSecondary" dir="auto" sx={{ textAlign: "left" }}>
              {item.title}
            </Typography>
          </Box>
        </Box>
        <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1, mt: 2 }}>
          <Chip
            size="small"
            icon={<CategoryIcon />}
            label={t(`housekeeping.categories.${item.category}`)}
            color="primary"
          />
          <Chip
            size="small"
            icon={<WorkspacePremiumOutlined />}
            label={t("shop.years_in_business", { n: item.years })}
            variant="outlined"
            data-testid="shop-years"
          />
          {item.location && (
            <Chip
              size="small"
              icon={<PlaceOutlined />}
              label={<bdi>{item.location}</bdi>}
              variant="outlined"
            />
          )}
        </Box>
        <Box sx={{ display: "flex", alignItems: "center", gap: 2, mt: 1.5, flexWrap: "wrap" }}>
          <Typography variant="h6" sx={{ color: "error.main", fontWeight: 800 }} data-testid="shop-price">
            {priceFrom(item.price_from)}
          </Typography>
          <Box sx={{ color: "text.secondary", typography: "body2" }}>
            <DistanceLabel lat={item.lat} lng={item.lng} />
          </Box>
        </Box>
        <Box
          sx={{
            display: "grid",
            gap: 1,
            mt: 2,
            gridTemplateColumns: { xs: "minmax(0, 1fr)", sm: "repeat(3, max-content)" },
          }}
        >
          {item.phone && (
            <Button
              variant="contained"
              href={telHref(item.phone)}
              startIcon={<PhoneOutlined />}
              data-testid="shop-call"
            >
              {t("contact.call")}
            </Button>
          )}
          {SHOP_LINKS.map(({ variant, to, Icon, testId, label }) => (
            <Button
              key={testId}
              variant={variant}
              component={Link}
              to={to(item.id)}
              startIcon={<Icon />}
              data-testid={testId}
            >
              {t(label)}
            </Button>
          ))}
        </Box>
      </Box>
    </Paper>
  );
}

/**
 * /services/item/:id (spec 2): the housekeeping provider presented as a shop: banner with the company,
 * years in business, service area, starting price and call button; photos, description, contact,
 * notices, and a link to the (sample) reviews page.
 */
export default function ServiceShopPage() {
  const id = parseListingId(useParams().id);
  const detail = useBoardDetail("housekeeping", id);
  useDocumentTitle("service_shop", detail.data?.title);
  return (
    <ListingDetailPage id={id} detail={detail} board="housekeeping">
      {(item) => <ServiceShop item={item} />}
    </ListingDetailPage>
  );
}

const FACTS = ["company", "years", "location", "address", "price_from", "views"] as const;

function ServiceShop({ item }: { item: HousekeepingItem }) {
  const { t } = useTranslation("listings");
  const facts = useHousekeepingFacts(item, FACTS);
  return (
    <>
      <ShopHero item={item} />
      <DetailLayout
        gallery={
          <Section outlined title={t("shop.photos")}>
            <ImageGallery
              images={item.image_urls}
              icon={HOUSEKEEPING_CATEGORY_ICONS[item.category]}
              title={item.title}
            />
          </Section>
        }
        header={
          <Section outlined title={t("shop.about")}>
            <DetailText text={item.description} />
          </Section>
        }
        aside={<ContactAside listing={item} heading={t("shop.contact")} report="housekeeping" />}
        content={
          <Section outlined title={t("shop.info")} testId="listing-facts">
            <DetailFacts facts={facts} />
          </Section>
        }
      />
    </>
  );
}
