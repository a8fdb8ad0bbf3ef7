import type { Locale } from "@ask/contracts";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { Icon } from "../../components/light/Icon";
import { useMediaQuery } from "../../lib/media-query";
import { MuiScope, preloadMui } from "../MuiScope";
import { LANGUAGE_NAMES, SHORT_NAMES } from "./language-names";

// The menu (MUI Menu, Popover, Modal, focus trap) is its own chunk, fetched when the reader points at
// or focuses the button — not part of what every screen must download before it shows (issue 8).
const loadMenu = () => {
  void preloadMui();
  return import("./LanguageMenu");
};
const LanguageMenu = lazy(loadMenu);

/** The top bar's language selector (spec 2): the current language; a menu of all nine on click. */
export function LanguageButton() {
  const { t, i18n } = useTranslation();
  const narrow = useMediaQuery("(max-width: 599.95px)");
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const lang = i18n.language as Locale;
  return (
    <>
      <button
        type="button"
        className="l-btn l-btn--outlined l-lang"
        onPointerEnter={() => void loadMenu()}
        onFocus={() => void loadMenu()}
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-label={t("shell.language")}
        aria-haspopup="listbox"
        aria-expanded={anchor ? "true" : "false"}
        data-testid="language-select"
      >
        <Icon name="translate" small />
        {narrow ? SHORT_NAMES[lang] : LANGUAGE_NAMES[lang]}
        <Icon name="arrowDropDown" />
      </button>
      {anchor && (
        <Suspense fallback={null}>
          <MuiScope>
            <LanguageMenu anchor={anchor} onClose={() => setAnchor(null)} />
          </MuiScope>
        </Suspense>
      )}
    </>
  );
}
