import HomeWorkOutlined from "@mui/icons-material/HomeWorkOutlined";
import SearchOff from "@mui/icons-material/SearchOff";
import { Box, Button, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";

/** No listings at all, or none matching the filters (with a way back to all of them). */
export function HousingListEmpty({ filtered, onClear }: { filtered: boolean; onClear(): void }) {
  const { t } = useTranslation("housing");
  const Icon = filtered ? SearchOff : HomeWorkOutlined;
  return (
    <Box
      data-testid="housing-list-empty"
      sx={{
        py: 6,
        px: 2,
        textAlign: "center",
        color: "text.secondary",
        border: 1,
        borderColor: "divider",
        borderStyle: "dashed",
        borderRadius: 2,
        bgcolor: "background.paper",
      }}
    >
      <Icon sx={{ fontSize: 48, opacity: 0.6 }} aria-hidden />
      <Typography sx={{ fontWeight: 600, mt: 1 }}>
        {t(filtered ? "list.empty_filtered" : "list.empty")}
      </Typography>
      <Typography variant="body2" sx={{ mt: 0.5, maxWidth: 420, mx: "auto" }}>
        {t(filtered ? "list.empty_filtered_hint" : "list.empty_hint")}
      </Typography>
      {filtered && (
        <Button
          variant="outlined"
          size="small"
          onClick={onClear}
          sx={{ mt: 2 }}
          data-testid="housing-clear-filters"
        >
          {t("filters.clear")}
        </Button>
      )}
    </Box>
  );
}
