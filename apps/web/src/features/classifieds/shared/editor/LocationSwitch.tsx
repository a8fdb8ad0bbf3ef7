import MyLocationIcon from "@mui/icons-material/MyLocation";
import { Box, FormControlLabel, FormHelperText, Switch } from "@mui/material";
import { useTranslation } from "react-i18next";
import { sharedLocation } from "../../../../lib/distance";
import { useToast } from "../../../../lib/toast";

/**
 * Attaching the poster's position lets readers see "x km away". It uses the position shared on the
 * home page, or asks the browser once.
 */
export function LocationSwitch({
  lat,
  lng,
  onChange,
  disabled,
}: {
  lat: number | null | undefined;
  lng: number | null | undefined;
  onChange(lat: number | null, lng: number | null): void;
  disabled?: boolean;
}) {
  const { t } = useTranslation("posting");
  const toast = useToast();
  const on = lat !== null && lat !== undefined && lng !== null && lng !== undefined;
  const toggle = (next: boolean) => {
    if (!next) return onChange(null, null);
    const shared = sharedLocation();
    if (shared) return onChange(shared.latitude, shared.longitude);
    if (!("geolocation" in navigator)) return toast(t("location_unavailable"), "warning");
    navigator.geolocation.getCurrentPosition(
      (pos) => onChange(pos.coords.latitude, pos.coords.longitude),
      () => toast(t("location_unavailable"), "warning"),
      { timeout: 10_000 },
    );
  };
  return (
    <Box>
      <FormControlLabel
        control={
          <Switch
            checked={on}
            onChange={(e) => toggle(e.target.checked)}
            disabled={disabled}
            data-testid="attach-location"
          />
        }
        label={
          <Box component="span" sx={{ display: "inline-flex", alignItems: "center", gap: 0.5 }}>
            <MyLocationIcon fontSize="small" color="action" />
            {t("attach_location")}
          </Box>
        }
      />
      <FormHelperText sx={{ mt: 0 }}>{t(on ? "location_attached" : "location_help")}</FormHelperText>
    </Box>
  );
}
