import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { MuiScope } from "../../../app/MuiScope";
import { WhenIdle } from "../../../components/WhenIdle";
import { useDocumentTitle } from "../../../lib/document-title";
import { useSlogan } from "../api/slogan";
import { ChannelGrid } from "../components/ChannelGrid";
import { HomeSearchBar } from "../components/HomeSearchBar";
import { LocationButton } from "../components/LocationButton";

const HomeBelowFold = lazy(() => import("../components/HomeBelowFold"));

/**
 * The home screen. Its first screenful (slogan, search, location, channels) is drawn without MUI
 * (components/light/light.css), so the home page's initial JavaScript holds no MUI (issue 8 budget);
 * the part below the fold is MUI's and loads once the browser is idle.
 */
export default function HomePage() {
  useDocumentTitle("home");
  const { t } = useTranslation("home");
  const slogan = useSlogan();
  return (
    <>
      <div className="l-hero">
        <div className="l-container l-stack">
          <h1 data-testid="slogan">
            {slogan.data?.slogan ??
              // Spec 8: a failed read is only logged; the heading then shows the app's name.
              (slogan.isError ? t("common:app_title") : <span className="l-skeleton l-skeleton--text" />)}
          </h1>
          <p>{t("intro")}</p>
          <HomeSearchBar />
          <LocationButton />
        </div>
      </div>
      <div className="l-container l-page">
        <div className="l-stack">
          <ChannelGrid />
          <WhenIdle>
            <Suspense fallback={null}>
              <MuiScope>
                <div className="l-stack" style={{ gap: 32 }}>
                  <HomeBelowFold />
                </div>
              </MuiScope>
            </Suspense>
          </WhenIdle>
        </div>
      </div>
    </>
  );
}
