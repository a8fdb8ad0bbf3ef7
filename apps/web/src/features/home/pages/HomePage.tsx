import { Box, Container, Skeleton, Stack, Typography } from "@mui/material";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { WhenIdle } from "../../../components/WhenIdle";
import { useSlogan } from "../api/slogan";
import { ChannelGrid } from "../components/ChannelGrid";
import { HomeSearchBar } from "../components/HomeSearchBar";
import { LocationButton } from "../components/LocationButton";

const HomeBelowFold = lazy(() => import("../components/HomeBelowFold"));

export default function HomePage() {
  const { t } = useTranslation("home");
  const slogan = useSlogan();
  return (
    <>
      <Box
        sx={{
          background: "linear-gradient(135deg, #0f766e 0%, #115e59 55%, #134e4a 100%)",
          color: "common.white",
          py: { xs: 4, md: 7 },
        }}
      >
        <Container maxWidth="lg">
          <Stack spacing={2.5} sx={{ alignItems: "flex-start" }}>
            <Typography
              variant="h3"
              component="h1"
              sx={{ fontWeight: 800, fontSize: { xs: 28, md: 44 } }}
              data-testid="slogan"
            >
              {slogan.data?.slogan ??
                // Spec 8: a failed read is only logged; the heading then shows the app's name.
                (slogan.isError ? (
                  t("common:app_title")
                ) : (
                  <Skeleton width={320} sx={{ bgcolor: "rgba(255,255,255,0.2)" }} />
                ))}
            </Typography>
            <Typography sx={{ opacity: 0.9 }}>{t("intro")}</Typography>
            <HomeSearchBar />
            <LocationButton />
          </Stack>
        </Container>
      </Box>
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 4 } }}>
        <Stack spacing={4}>
          <ChannelGrid />
          <WhenIdle>
            <Suspense fallback={null}>
              <HomeBelowFold />
            </Suspense>
          </WhenIdle>
        </Stack>
      </Container>
    </>
  );
}
