import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { Icon } from "../../components/light/Icon";
import { MuiScope, preloadMui } from "../MuiScope";
import { isClassifiedPath } from "./nav-items";

// As the language menu: the MUI menu is its own chunk, fetched when the reader points at the button.
const loadMenu = () => {
  void preloadMui();
  return import("./ClassifiedsMenu");
};
const ClassifiedsMenu = lazy(loadMenu);

/** The top bar's "classifieds" entry (issue 18): opens the menu of the boards (housing, sales, services, jobs). */
export function ClassifiedsButton() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const current = isClassifiedPath(pathname);
  return (
    <>
      <button
        type="button"
        className={current ? "l-btn l-btn--current" : "l-btn"}
        onPointerEnter={() => void loadMenu()}
        onFocus={() => void loadMenu()}
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
        title={t("nav.classifieds")}
        aria-expanded={anchor ? "true" : "false"}
        data-testid="nav-classifieds"
      >
        <Icon name="widgets" small />
        <span className="l-nav__label">{t("nav.classifieds")}</span>
        <Icon name="arrowDropDown" small />
      </button>
      {anchor && (
        <Suspense fallback={null}>
          <MuiScope>
            <ClassifiedsMenu anchor={anchor} onClose={() => setAnchor(null)} />
          </MuiScope>
        </Suspense>
      )}
    </>
  );
}
