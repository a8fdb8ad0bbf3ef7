import type { Housing } from "@ask/contracts";
import NearMeOutlined from "@mui/icons-material/NearMeOutlined";
import { Box, Card, CardActionArea, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PlaceLabel } from "../../../../components/ui/PlaceLabel";
import { clampLines } from "../../../../components/ui/text-sx";
import { distanceFromMe } from "../../../../lib/distance";
import { formatKm, formatNumber, place } from "../housing-format";
import { HousingFlags } from "./HousingFlags";
import { HousingImagePlaceholder } from "./HousingImagePlaceholder";
import { HousingPrice } from "./HousingPrice";

const imageSize = { width: { xs: 112, sm: 200 }, height: { xs: 96, sm: 150 } };

/** One listing of /houses (spec 2): photo, title, layout facts, place, flags, total and unit price. */
export function HousingListItem({ housing: h, listSearch }: { housing: Housing; listSearch: string }) {
  const { t, i18n } = useTranslation("housing");
  const lang = i18n.language;
  const km = distanceFromMe(h.lat, h.lng);
  const facts = [
    t("item.layout", { room: h.room, hall: h.hall, toilet: h.toilet }),
    t("item.area", { area: formatNumber(h.area, lang) }),
    t(`orientations.${h.orientation}`),
    h.floor && t("item.floor", { floor: h.floor }),
    t(`decorations.${h.decoration}`),
  ].filter(Boolean);
  const where = place(h.city, h.district);

  return (
    <Card component="li" sx={{ listStyle: "none" }} data-testid={`housing-item-${h.id}`}>
      <CardActionArea
        component={Link}
        to={`/houseDetail?id=${h.id}`}
        state={{ listSearch }}
        sx={{ p: { xs: 1.25, sm: 1.5 }, display: "flex", alignItems: "stretch", gap: { xs: 1.25, sm: 2 } }}
      >
        {h.image_urls[0] ? (
          <Box
            component="img"
            src={h.image_urls[0]}
            alt=""
            loading="lazy"
            sx={{
              ...imageSize,
              flexShrink: 0,
              objectFit: "cover",
              borderRadius: 1.5,
              bgcolor: "action.hover",
            }}
          />
        ) : (
          <HousingImagePlaceholder sx={{ ...imageSize, flexShrink: 0, borderRadius: 1.5 }} />
        )}
        <Box
          sx={{
            flex: 1,
            minWidth: 0,
            display: "flex",
            flexDirection: { xs: "column", md: "row" },
            gap: { xs: 0.5, md: 2 },
          }}
        >
          <Box sx={{ flex: 1, minWidth: 0, display: "flex", flexDirection: "column", gap: 0.5 }}>
            <Typography
              variant="subtitle1"
              component="h2"
              dir="auto"
              sx={{ fontWeight: 700, lineHeight: 1.35, textAlign: "left", ...clampLines(2) }}
              data-testid="housing-title"
            >
              {h.title}
            </Typography>
            <Typography
              variant="body2"
              color="textSecondary"
              sx={{ ...clampLines(2), fontSize: { xs: 13, sm: 14 } }}
              data-testid="housing-facts"
            >
              {facts.join(" | ")}
            </Typography>
            {(where || km !== null) && (
              <Typography
                variant="body2"
                color="textSecondary"
                sx={{
                  display: "flex",
                  alignItems: "center",
                  gap: 0.5,
                  flexWrap: "wrap",
                  fontSize: { xs: 13, sm: 14 },
                }}
              >
                {where && <PlaceLabel testId="housing-place">{where}</PlaceLabel>}
                {km !== null && (
                  <Box
                    component="span"
                    sx={{ display: "inline-flex", alignItems: "center", gap: 0.25, whiteSpace: "nowrap" }}
                    data-testid="housing-distance"
                  >
                    <NearMeOutlined sx={{ fontSize: 15 }} aria-hidden />
                    {t("item.distance", { km: formatKm(km, lang) })}
                  </Box>
                )}
              </Typography>
            )}
            <Box sx={{ display: { xs: "none", sm: "flex" }, flexWrap: "wrap", gap: 0.5, mt: 0.25 }}>
              <HousingFlags housing={h} />
            </Box>
          </Box>
          <Box
            sx={{
              display: "flex",
              flexDirection: { xs: "row", md: "column" },
              alignItems: { xs: "baseline", md: "flex-end" },
              justifyContent: { xs: "flex-start", md: "center" },
              flexWrap: "wrap",
              columnGap: 1,
              flexShrink: 0,
              mt: { xs: "auto", md: 0 },
            }}
          >
            <HousingPrice housing={h} testId="housing" />
          </Box>
        </Box>
      </CardActionArea>
    </Card>
  );
}
