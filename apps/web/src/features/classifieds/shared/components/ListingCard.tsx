import type { SvgIconComponent } from "@mui/icons-material";
import PlaceOutlined from "@mui/icons-material/PlaceOutlined";
import ScheduleOutlined from "@mui/icons-material/ScheduleOutlined";
import VisibilityOutlined from "@mui/icons-material/VisibilityOutlined";
import { Box, Card, CardActionArea, Skeleton, Typography } from "@mui/material";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { clampLines, userText } from "../../../../components/ui/text-sx";
import { formatDate } from "../../../../lib/format";
import { formatPostedAt } from "../listing-format";
import { DistanceLabel } from "./DistanceLabel";
import { ListingImage } from "./ListingImage";
import { ListingStat } from "./ListingStat";

export interface ListingCardProps {
  /** Where the card leads (the detail screen). */
  to: string;
  title: string;
  imageUrl?: string | null;
  /** Placeholder icon for listings without photos. */
  icon?: SvgIconComponent;
  /** The price line, already formatted ("¥1,200.00", "Negotiable", "From ¥80.00"). */
  price: string;
  /**
   * A second line under the title, e.g. the company of a service. Pass "" for a listing without one
   * so that its price lines up with its neighbours'.
   */
  subtitle?: string;
  location?: string;
  createdAt: string;
  views: number;
  lat: number | null;
  lng: number | null;
  /** Extra actions under the card, outside its link (links must not nest). */
  actions?: ReactNode;
  testId?: string;
}

/** A classified listing in a grid: photo, title, price, place, age, views and distance. */
export function ListingCard(props: ListingCardProps) {
  const { t, i18n } = useTranslation("listings");
  const lang = i18n.language;
  const {
    to,
    title,
    imageUrl,
    icon,
    price,
    subtitle,
    location,
    createdAt,
    views,
    lat,
    lng,
    actions,
    testId,
  } = props;
  return (
    <Card
      variant="outlined"
      component="article"
      data-testid={testId}
      sx={{ height: "100%", display: "flex", flexDirection: "column", borderRadius: 2 }}
    >
      <CardActionArea
        component={Link}
        to={to}
        sx={{ flex: 1, display: "flex", flexDirection: "column", alignItems: "stretch" }}
      >
        <ListingImage src={imageUrl} icon={icon} iconSize={44} />
        <Box sx={{ p: { xs: 1.25, sm: 1.5 }, display: "flex", flexDirection: "column", gap: 0.5, flex: 1 }}>
          <Typography
            variant="subtitle2"
            component="h3"
            dir="auto"
            sx={{ fontWeight: 700, lineHeight: 1.35, minHeight: "2.7em", ...userText, ...clampLines(2) }}
            data-testid="listing-title"
          >
            {title}
          </Typography>
          {subtitle !== undefined && (
            <Typography variant="caption" color="textSecondary" noWrap dir="auto" sx={userText}>
              {subtitle || "\u00a0"}
            </Typography>
          )}
          <Typography
            variant="subtitle1"
            sx={{ color: "error.main", fontWeight: 700, lineHeight: 1.3 }}
            data-testid="listing-price"
          >
            {price}
          </Typography>
          <Box
            sx={{
              mt: "auto",
              pt: 0.5,
              display: "flex",
              flexDirection: "column",
              gap: 0.25,
              color: "text.secondary",
              typography: "caption",
              minWidth: 0,
            }}
          >
            {location && (
              <Box sx={{ display: "flex", alignItems: "center", gap: 0.5, minWidth: 0 }}>
                <PlaceOutlined sx={{ fontSize: 15, flexShrink: 0 }} aria-hidden />
                <Box
                  component="span"
                  dir="auto"
                  sx={{ overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" }}
                >
                  {location}
                </Box>
              </Box>
            )}
            <Box
              sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", columnGap: 1.25, rowGap: 0.25 }}
            >
              <ListingStat
                icon={ScheduleOutlined}
                label={t("posted_on", { date: formatDate(createdAt, lang) })}
                value={formatPostedAt(createdAt, lang)}
              />
              <ListingStat icon={VisibilityOutlined} label={t("views", { n: views })} value={String(views)} />
              <DistanceLabel lat={lat} lng={lng} />
            </Box>
          </Box>
        </Box>
      </CardActionArea>
      {actions && (
        <Box sx={{ px: 1, pb: 1, pt: 0, display: "flex", gap: 1, justifyContent: "flex-end" }}>{actions}</Box>
      )}
    </Card>
  );
}

/** Four card-shaped placeholders while a section loads. */
export function ListingCardSkeletons({ count = 4 }: { count?: number }) {
  return Array.from({ length: count }, (_, i) => <ListingCardSkeleton key={i} />);
}

function ListingCardSkeleton() {
  return (
    <Card variant="outlined" sx={{ borderRadius: 2 }} aria-hidden data-testid="listing-card-skeleton">
      <Skeleton variant="rectangular" sx={{ height: "auto", aspectRatio: "4 / 3" }} />
      <Box sx={{ p: 1.5 }}>
        <Skeleton width="90%" />
        <Skeleton width="60%" />
        <Skeleton width="40%" height={28} />
        <Skeleton width="70%" />
      </Box>
    </Card>
  );
}
