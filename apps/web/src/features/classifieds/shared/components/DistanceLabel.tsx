import NearMeOutlined from "@mui/icons-material/NearMeOutlined";
import { Box } from "@mui/material";
import { useTranslation } from "react-i18next";
import { distanceFromMe } from "../../../../lib/distance";
import { formatKm } from "../listing-format";

/**
 * "x km away" from the position the visitor shared on the home page; nothing when either position is
 * unknown.
 */
export function DistanceLabel({ lat, lng }: { lat: number | null; lng: number | null }) {
  const { t, i18n } = useTranslation("listings");
  const km = distanceFromMe(lat, lng);
  if (km === null) return null;
  return (
    <Box
      component="span"
      sx={{ display: "inline-flex", alignItems: "center", gap: 0.5, whiteSpace: "nowrap" }}
      data-testid="listing-distance"
    >
      <NearMeOutlined sx={{ fontSize: 15 }} aria-hidden />
      {t("distance", { km: formatKm(km, i18n.language) })}
    </Box>
  );
}
