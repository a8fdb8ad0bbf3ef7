import type { HousingDetail as HousingDetailData } from "@ask/contracts";
import NearMeOutlined from "@mui/icons-material/NearMeOutlined";
import PlaceOutlined from "@mui/icons-material/PlaceOutlined";
import SubwayOutlined from "@mui/icons-material/SubwayOutlined";
import VisibilityOutlined from "@mui/icons-material/VisibilityOutlined";
import { Box, Chip, Divider, Typography } from "@mui/material";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { DetailLayout } from "../../../../components/ui/DetailLayout";
import { Section } from "../../../../components/ui/Section";
import { distanceFromMe } from "../../../../lib/distance";
import { formatDate } from "../../../../lib/format";
import { ModerationBanner } from "../../../reports";
import { ListingStatusBanner } from "../../shared/components/ListingDetailLayout";
import { ListingLifecycle } from "../../shared/components/ListingLifecycle";
import { MapLink } from "../../shared/components/MapLink";
import { formatKm, place } from "../housing-format";
import { HousingCarousel } from "./HousingCarousel";
import { HousingSummary } from "./HousingSummary";

function IconLine({ icon, children, testId }: { icon: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <Box sx={{ display: "flex", alignItems: "flex-start", gap: 1, py: 0.5 }} data-testid={testId}>
      <Box sx={{ color: "text.secondary", display: "flex", pt: 0.25 }} aria-hidden>
        {icon}
      </Box>
      <Typography
        variant="body2"
        dir="auto"
        sx={{ minWidth: 0, overflowWrap: "anywhere", textAlign: "left" }}
      >
        {children}
      </Typography>
    </Box>
  );
}

/** The body of /houseDetail (spec 2): photos, price, layout facts, contact, location and details. */
export function HousingDetail({ housing: h }: { housing: HousingDetailData }) {
  const { t, i18n } = useTranslation("housing");
  const lang = i18n.language;
  const km = distanceFromMe(h.lat, h.lng);
  const where = place(h.city, h.district);

  return (
    <Box sx={{ display: "flex", flexDirection: "column", gap: 2 }}>
      <ModerationBanner item={h} flush />
      <ListingStatusBanner status={h.status} />
      <DetailLayout
        sticky={false}
        gallery={<HousingCarousel images={h.image_urls} title={h.title} />}
        aside={
          <>
            <HousingSummary housing={h} />
            <ListingLifecycle kind="housing" listing={h} />
            <Section outlined titleGap={1.25} title={t("detail.location")} testId="housing-detail-location">
              {where && <IconLine icon={<PlaceOutlined fontSize="small" />}>{where}</IconLine>}
              {h.address && (
                <IconLine icon={<PlaceOutlined fontSize="small" sx={{ opacity: 0 }} />}>{h.address}</IconLine>
              )}
              {h.subway && (
                <IconLine icon={<SubwayOutlined fontSize="small" />} testId="housing-detail-subway">
                  {h.subway}
                </IconLine>
              )}
              <MapLink place={[h.city, h.district, h.address].filter(Boolean).join(" ")} />
              {km !== null && (
                <IconLine icon={<NearMeOutlined fontSize="small" />} testId="housing-detail-distance">
                  {t("item.distance", { km: formatKm(km, lang) })}
                </IconLine>
              )}
              <Divider sx={{ my: 1 }} />
              <Box
                sx={{
                  display: "flex",
                  alignItems: "center",
                  gap: 1.5,
                  flexWrap: "wrap",
                  color: "text.secondary",
                }}
              >
                <Typography variant="caption">
                  {t("detail.posted", { date: formatDate(h.created_at, lang) })}
                </Typography>
                <Box component="span" sx={{ display: "inline-flex", alignItems: "center", gap: 0.5 }}>
                  <VisibilityOutlined sx={{ fontSize: 14 }} aria-hidden />
                  <Typography variant="caption">{t("detail.views", { n: h.views })}</Typography>
                </Box>
              </Box>
            </Section>
          </>
        }
        content={
          <Box sx={{ display: "flex", flexDirection: "column", gap: 2 }}>
            {h.facilities.length > 0 && (
              <Section
                outlined
                titleGap={1.25}
                title={t("detail.facilities")}
                testId="housing-detail-facilities"
              >
                <Box sx={{ display: "flex", flexWrap: "wrap", gap: 0.75 }}>
                  {h.facilities.map((f) => (
                    <Chip key={f} label={f} variant="outlined" size="small" dir="auto" />
                  ))}
                </Box>
              </Section>
            )}
            <Section outlined titleGap={1.25} title={t("detail.details")} testId="housing-detail-details">
              <Typography
                variant="body2"
                dir="auto"
                sx={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere", lineHeight: 1.8, textAlign: "left" }}
              >
                {h.details || t("detail.no_details")}
              </Typography>
            </Section>
          </Box>
        }
      />
    </Box>
  );
}
