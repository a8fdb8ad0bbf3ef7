import OpenInNew from "@mui/icons-material/OpenInNew";
import { Link as MuiLink } from "@mui/material";
import { useTranslation } from "react-i18next";
import { mapSearchUrl } from "../listing-format";

/** "View on map": an OpenStreetMap search for the place (housing, sale and job details). */
export function MapLink({
  place,
  label,
  testId = "listing-map-link",
}: {
  place: string;
  /** The link's text; "View on map" of the listings texts unless given. */
  label?: string;
  testId?: string;
}) {
  const { t } = useTranslation("listings");
  if (!place.trim()) return null;
  return (
    <MuiLink
      href={mapSearchUrl(place)}
      target="_blank"
      rel="noopener noreferrer"
      variant="body2"
      sx={{ display: "inline-flex", alignItems: "center", gap: 0.5 }}
      data-testid={testId}
    >
      {label ?? t("lifecycle.open_map")}
      <OpenInNew sx={{ fontSize: 16 }} aria-hidden />
    </MuiLink>
  );
}
