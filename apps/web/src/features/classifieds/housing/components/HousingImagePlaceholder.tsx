import HomeWorkOutlined from "@mui/icons-material/HomeWorkOutlined";
import { Box, Typography } from "@mui/material";
import type { SxProps, Theme } from "@mui/material/styles";
import { useTranslation } from "react-i18next";

/** Stands in for the photos of a listing that has none: a soft tinted block with a house icon. */
export function HousingImagePlaceholder({ sx, large = false }: { sx?: SxProps<Theme>; large?: boolean }) {
  const { t } = useTranslation("housing");
  return (
    <Box
      role="img"
      aria-label={t("item.no_image")}
      data-testid="housing-image-placeholder"
      sx={[
        {
          display: "flex",
          flexDirection: "column",
          alignItems: "center",
          justifyContent: "center",
          gap: 0.5,
          color: "primary.main",
          background: "linear-gradient(135deg, #e6f4f1 0%, #cfe9e4 55%, #f3ead8 100%)",
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <HomeWorkOutlined sx={{ fontSize: large ? 72 : 40, opacity: 0.75 }} aria-hidden />
      {large && (
        <Typography variant="body2" sx={{ color: "primary.dark", opacity: 0.8 }}>
          {t("item.no_image")}
        </Typography>
      )}
    </Box>
  );
}
