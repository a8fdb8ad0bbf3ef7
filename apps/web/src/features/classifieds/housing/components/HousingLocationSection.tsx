import { HOUSING_CITIES, LISTING_LIMITS } from "@ask/contracts";
import CloseIcon from "@mui/icons-material/Close";
import MyLocationOutlined from "@mui/icons-material/MyLocationOutlined";
import { Box, Button, Chip, CircularProgress, TextField, Typography } from "@mui/material";
import { Section } from "../../../../components/ui/Section";
import { ltr } from "../housing-format";
import { HousingSelect, textProps, wide } from "./housing-form-fields";
import type { HousingFormApi } from "./use-housing-form";

/** City (one of HOUSING_CITIES), district, address, subway and the optional map point ("use my location"). */
export function HousingLocationSection({ api }: { api: HousingFormApi }) {
  const { t, locating } = api;
  const { lat, lng } = api.watched;
  return (
    <Section title={t("form.section_location")} grid>
      <HousingSelect
        api={api}
        field="city"
        options={HOUSING_CITIES.map((city) => ({ value: city, label: t(`cities.${city}`) }))}
      />
      <TextField {...textProps(api, "district", 40)} />
      <TextField {...textProps(api, "address", LISTING_LIMITS.addressMax)} sx={wide} />
      <TextField {...textProps(api, "subway", 100, { hint: t("form.subway_hint") })} sx={wide} />
      <Box sx={{ display: "flex", alignItems: "center", gap: 1, flexWrap: "wrap", ...wide }}>
        <Button
          variant="outlined"
          startIcon={locating ? <CircularProgress size={16} /> : <MyLocationOutlined />}
          onClick={api.locate}
          disabled={locating}
          data-testid="housing-form-locate"
        >
          {t("form.use_location")}
        </Button>
        {lat !== null && lng !== null ? (
          <Chip
            label={ltr(`${lat.toFixed(4)}, ${lng.toFixed(4)}`)}
            onDelete={() => {
              api.setValue("lat", null);
              api.setValue("lng", null);
            }}
            deleteIcon={<CloseIcon aria-label={t("form.clear_location")} />}
            data-testid="housing-form-location"
          />
        ) : (
          <Typography variant="caption" color="textSecondary">
            {t("form.location_hint")}
          </Typography>
        )}
      </Box>
    </Section>
  );
}
