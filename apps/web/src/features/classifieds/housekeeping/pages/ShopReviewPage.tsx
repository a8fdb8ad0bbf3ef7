import type { HousekeepingCategory } from "@ask/contracts";
import ScienceOutlined from "@mui/icons-material/ScienceOutlined";
import {
  Alert,
  AlertTitle,
  Avatar,
  Box,
  Chip,
  LinearProgress,
  Paper,
  Rating,
  Stack,
  Typography,
} from "@mui/material";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { useDocumentTitle } from "../../../../lib/document-title";
import { ListingPage } from "../../shared/components/ListingDetailLayout";
import { parseListingId } from "../../shared/listing-format";

/**
 * The spec's "static shop review page with hard-coded sample data". Reviews do not exist in the
 * product yet, so this page is an honest preview: every text says "sample", none of it is tied to a
 * real shop, and the numbers below are computed from these samples only.
 */
const SAMPLE_REVIEWS: { key: string; initial: string; stars: number; category: HousekeepingCategory }[] = [
  { key: "r1", initial: "A", stars: 5, category: "cleaning" },
  { key: "r2", initial: "B", stars: 5, category: "moving" },
  { key: "r3", initial: "C", stars: 4, category: "repair" },
  { key: "r4", initial: "D", stars: 5, category: "maternity" },
  { key: "r5", initial: "E", stars: 3, category: "cleaning" },
];

const average = SAMPLE_REVIEWS.reduce((sum, r) => sum + r.stars, 0) / SAMPLE_REVIEWS.length;
const countWith = (stars: number) => SAMPLE_REVIEWS.filter((r) => r.stars === stars).length;

/** /shop-review: a clearly labelled preview of what shop reviews will look like. */
export default function ShopReviewPage() {
  useDocumentTitle("shop_review");
  const { t, i18n } = useTranslation("listings");
  const [params] = useSearchParams();
  const shopId = parseListingId(params.get("shop"));
  const back = shopId
    ? { backTo: `/services/item/${shopId}`, backLabel: t("review.back_to_shop") }
    : { backTo: "/housekeeping", backLabel: t("housekeeping.back") };
  const number = (n: number, digits = 1) =>
    new Intl.NumberFormat(i18n.language.replace("_", "-"), {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(n);

  return (
    <ListingPage {...back} maxWidth={820}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
        {t("review.title")}
      </Typography>
      <Alert
        severity="warning"
        icon={<ScienceOutlined />}
        sx={{ mb: 2, borderRadius: 2 }}
        data-testid="shop-review-sample-banner"
      >
        <AlertTitle sx={{ fontWeight: 700 }}>{t("review.sample_title")}</AlertTitle>
        {t("review.sample_body")}
      </Alert>

      <Paper
        variant="outlined"
        sx={{ p: { xs: 2, md: 3 }, borderRadius: 2, mb: 2 }}
        data-testid="shop-review-summary"
      >
        <Box sx={{ display: "flex", gap: { xs: 2, md: 4 }, alignItems: "center", flexWrap: "wrap" }}>
          <Box sx={{ textAlign: "center", minWidth: 120 }}>
            <Typography
              sx={{ fontSize: 44, fontWeight: 800, lineHeight: 1 }}
              data-testid="shop-review-average"
            >
              {number(average)}
            </Typography>
            <Rating value={average} precision={0.1} readOnly size="small" sx={{ mt: 0.5 }} />
            <Typography variant="caption" color="textSecondary" sx={{ display: "block" }}>
              {t("review.based_on", { n: SAMPLE_REVIEWS.length })}
            </Typography>
          </Box>
          <Stack spacing={0.5} sx={{ flex: "1 1 220px", minWidth: 0 }}>
            {[5, 4, 3, 2, 1].map((stars) => (
              <Box key={stars} sx={{ display: "flex", alignItems: "center", gap: 1 }}>
                <Typography variant="caption" sx={{ width: 48, flexShrink: 0 }}>
                  {t("review.stars", { n: stars })}
                </Typography>
                <LinearProgress
                  variant="determinate"
                  value={(countWith(stars) / SAMPLE_REVIEWS.length) * 100}
                  color="warning"
                  sx={{ flex: 1, height: 8, borderRadius: 4 }}
                  aria-label={t("review.stars", { n: stars })}
                />
                <Typography variant="caption" color="textSecondary" sx={{ width: 16, textAlign: "right" }}>
                  {countWith(stars)}
                </Typography>
              </Box>
            ))}
          </Stack>
        </Box>
      </Paper>

      <Stack
        spacing={1.5}
        component="ul"
        sx={{ p: 0, m: 0, listStyle: "none" }}
        data-testid="shop-review-list"
      >
        {SAMPLE_REVIEWS.map((review) => {
          const name = t(`review.samples.${review.key}.name`);
          return (
            <Paper
              key={review.key}
              component="li"
              variant="outlined"
              sx={{ p: 2, borderRadius: 2 }}
              data-testid="shop-review-item"
            >
              <Box sx={{ display: "flex", alignItems: "center", gap: 1.5, mb: 1 }}>
                <Avatar sx={{ width: 36, height: 36, bgcolor: "grey.400" }} aria-hidden>
                  {review.initial}
                </Avatar>
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography variant="subtitle2" sx={{ fontWeight: 700 }} noWrap>
                    {name}
                  </Typography>
                  <Rating value={review.stars} readOnly size="small" />
                </Box>
                <Chip size="small" label={t("review.sample_chip")} color="warning" variant="outlined" />
              </Box>
              <Typography variant="body2" sx={{ lineHeight: 1.7 }}>
                {t(`review.samples.${review.key}.text`)}
              </Typography>
              <Typography variant="caption" color="textSecondary" sx={{ display: "block", mt: 1 }}>
                {t("review.service", { service: t(`housekeeping.categories.${review.category}`) })}
              </Typography>
            </Paper>
          );
        })}
      </Stack>
    </ListingPage>
  );
}
