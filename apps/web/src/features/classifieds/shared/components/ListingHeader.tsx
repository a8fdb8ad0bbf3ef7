import ScheduleOutlined from "@mui/icons-material/ScheduleOutlined";
import VisibilityOutlined from "@mui/icons-material/VisibilityOutlined";
import { Box, Chip, Typography } from "@mui/material";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { PlaceLabel } from "../../../../components/ui/PlaceLabel";
import { formatDate } from "../../../../lib/format";
import { formatPostedAt } from "../listing-format";
import { DistanceLabel } from "./DistanceLabel";
import { ListingStat } from "./ListingStat";

interface ListingHeaderProps {
  title: string;
  category: string;
  price: string;
  /** Shown under the price, e.g. the company. */
  subtitle?: ReactNode;
  location?: string;
  createdAt: string;
  views: number;
  lat: number | null;
  lng: number | null;
}

/** The top of a listing detail: category, title, price and the small facts line. */
export function ListingHeader(props: ListingHeaderProps) {
  const { t, i18n } = useTranslation("listings");
  const lang = i18n.language;
  return (
    <Box>
      <Chip
        size="small"
        color="primary"
        variant="outlined"
        label={props.category}
        sx={{ mb: 1 }}
        data-testid="listing-category"
      />
      <Typography
        variant="h5"
        component="h1"
        dir="auto"
        sx={{ fontWeight: 700, lineHeight: 1.35, textAlign: "left", overflowWrap: "anywhere" }}
        data-testid="listing-detail-title"
      >
        {props.title}
      </Typography>
      {props.subtitle && <Box sx={{ mt: 0.5 }}>{props.subtitle}</Box>}
      {/* Big like a heading, but a fact: the page's outline stays h1 → h2 (Lighthouse heading-order). */}
      <Typography
        variant="h5"
        component="p"
        sx={{ color: "error.main", fontWeight: 800, mt: 1 }}
        data-testid="listing-detail-price"
      >
        {props.price}
      </Typography>
      <Box
        sx={{
          display: "flex",
          flexWrap: "wrap",
          alignItems: "center",
          columnGap: 2,
          rowGap: 0.5,
          mt: 1,
          color: "text.secondary",
          typography: "body2",
        }}
      >
        {props.location && <PlaceLabel gap={0.5}>{props.location}</PlaceLabel>}
        <ListingStat
          icon={ScheduleOutlined}
          label={t("posted_on", { date: formatDate(props.createdAt, lang) })}
          value={formatPostedAt(props.createdAt, lang)}
        />
        <ListingStat
          icon={VisibilityOutlined}
          label={t("views", { n: props.views })}
          value={t("views", { n: props.views })}
          testId="listing-views"
        />
        <DistanceLabel lat={props.lat} lng={props.lng} />
      </Box>
    </Box>
  );
}
