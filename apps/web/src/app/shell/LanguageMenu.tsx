import { customersRoutes, LOCALES, type Locale } from "@ask/contracts";
import Check from "@mui/icons-material/Check";
import { ListItemIcon, ListItemText, Menu, MenuItem } from "@mui/material";
import { useTranslation } from "react-i18next";
import { callEndpoint } from "../../lib/api-client";
import { useSession } from "../../lib/session";
import { storeLang } from "../../lib/storage";
import { LANGUAGE_NAMES } from "./language-names";

/** The nine languages; choosing one stores it and, for a logged-in user, sends it to the server (spec 2). */
export default function LanguageMenu({ anchor, onClose }: { anchor: HTMLElement; onClose(): void }) {
  const { t, i18n } = useTranslation();
  const { user } = useSession();
  const current = i18n.language as Locale;

  const choose = (lang: Locale) => {
    onClose();
    if (lang === current) return;
    storeLang(lang);
    void i18n.changeLanguage(lang);
    if (user) {
      // Spec 8: a failed language update is only logged.
      callEndpoint(customersRoutes.update, { params: { id: user.id }, body: { lang } }).catch((err) =>
        console.warn("language update failed", err),
      );
    }
  };

  return (
    <Menu
      open
      anchorEl={anchor}
      onClose={onClose}
      slotProps={{ list: { role: "listbox", "aria-label": t("shell.language") } }}
    >
      {LOCALES.map((lang) => (
        <MenuItem
          key={lang}
          role="option"
          aria-selected={lang === current}
          selected={lang === current}
          autoFocus={lang === current}
          lang={lang.replace("_", "-")}
          onClick={() => choose(lang)}
          data-testid={`lang-${lang}`}
        >
          <ListItemIcon sx={{ visibility: lang === current ? "visible" : "hidden" }}>
            <Check fontSize="small" />
          </ListItemIcon>
          <ListItemText>{LANGUAGE_NAMES[lang]}</ListItemText>
        </MenuItem>
      ))}
    </Menu>
  );
}
