import type { SvgIconComponent } from "@mui/icons-material";
import CleaningServicesOutlined from "@mui/icons-material/CleaningServicesOutlined";
import HomeWorkOutlined from "@mui/icons-material/HomeWorkOutlined";
import SellOutlined from "@mui/icons-material/SellOutlined";
import StorefrontOutlined from "@mui/icons-material/StorefrontOutlined";
import { Box, ButtonBase, Paper, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

const SECTIONS: { key: string; to: string; icon: SvgIconComponent; color: string }[] = [
  { key: "houses", to: "/houses", icon: HomeWorkOutlined, color: "#0f766e" },
  { key: "sales", to: "/sales", icon: SellOutlined, color: "#b45309" },
  { key: "housekeeping", to: "/housekeeping", icon: CleaningServicesOutlined, color: "#7c3aed" },
  { key: "store", to: "/store", icon: StorefrontOutlined, color: "#be123c" },
];

/** The classified side of the site: housing, second-hand sales, housekeeping and the store. */
export function ClassifiedsGrid() {
  const { t } = useTranslation("home");
  return (
    <Box component="section" aria-labelledby="classifieds-heading">
      <Typography id="classifieds-heading" variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1.5 }}>
        {t("classifieds.title")}
      </Typography>
      <Box
        sx={{
          display: "grid",
          gridTemplateColumns: { xs: "repeat(2, 1fr)", md: "repeat(4, 1fr)" },
          gap: 1.5,
        }}
        data-testid="classifieds-grid"
      >
        {SECTIONS.map(({ key, to, icon: Icon, color }) => (
          <Paper key={key} variant="outlined" sx={{ overflow: "hidden" }}>
            <ButtonBase
              component={Link}
              to={to}
              data-testid={`classifieds-${key}`}
              sx={{
                display: "flex",
                alignItems: "center",
                justifyContent: "flex-start",
                gap: 1.5,
                p: 2,
                width: "100%",
                height: "100%",
                textAlign: "start",
              }}
            >
              <Box
                sx={{
                  width: 44,
                  height: 44,
                  borderRadius: 2,
                  display: "grid",
                  placeItems: "center",
                  flexShrink: 0,
                  bgcolor: `${color}1a`,
                  color,
                }}
              >
                <Icon />
              </Box>
              <Box sx={{ minWidth: 0 }}>
                <Typography sx={{ fontWeight: 700 }}>{t(`classifieds.${key}`)}</Typography>
                <Typography variant="body2" color="textSecondary">
                  {t(`classifieds.${key}_hint`)}
                </Typography>
              </Box>
            </ButtonBase>
          </Paper>
        ))}
      </Box>
    </Box>
  );
}
