import type { Locale } from "@ask/contracts";
import ArrowDropDown from "@mui/icons-material/ArrowDropDown";
import TranslateIcon from "@mui/icons-material/Translate";
import { Button, useMediaQuery, useTheme } from "@mui/material";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { LANGUAGE_NAMES, SHORT_NAMES } from "./language-names";

// The menu (MUI Menu, Popover, Modal, focus trap) is its own chunk, fetched when the reader points at
// or focuses the button — not part of what every screen must download before it shows (issue 8).
const loadMenu = () => import("./LanguageMenu");
const LanguageMenu = lazy(loadMenu);

/** The top bar's language selector (spec 2): the current language; a menu of all nine on click. */
export function LanguageButton() {
  const { t, i18n } = useTranslation();
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down("sm"));
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const lang = i18n.language as Locale;
  return (
    <>
      <Button
        color="inherit"
        variant="outlined"
        onPointerEnter={() => void loadMenu()}
        onFocus={() => void loadMenu()}
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-label={t("shell.language")}
        aria-haspopup="listbox"
        aria-expanded={anchor ? "true" : "false"}
        startIcon={<TranslateIcon fontSize="small" />}
        endIcon={<ArrowDropDown />}
        sx={{
          borderColor: "rgba(255,255,255,0.5)",
          minWidth: narrow ? 0 : 120,
          px: narrow ? 1 : 1.5,
          flexShrink: 0,
          whiteSpace: "nowrap",
          textTransform: "none",
          fontWeight: 400,
          "& .MuiButton-startIcon": { marginInlineEnd: 0.5 },
          "& .MuiButton-endIcon": { marginInlineStart: 0 },
        }}
        data-testid="language-select"
      >
        {narrow ? SHORT_NAMES[lang] : LANGUAGE_NAMES[lang]}
      </Button>
      {anchor && (
        <Suspense fallback={null}>
          <LanguageMenu anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
