import { LOCALES, type Locale } from "@ask/contracts";
import TranslateIcon from "@mui/icons-material/Translate";
import { MenuItem, Select, type SelectChangeEvent, useMediaQuery, useTheme } from "@mui/material";
import { useTranslation } from "react-i18next";
import { apiRequest } from "../../lib/api-client";
import { useSession } from "../../lib/session";
import { storeLang } from "../../lib/storage";

/** Each language named in itself, so anyone can find their own. */
export const LANGUAGE_NAMES: Record<Locale, string> = {
  zh: "简体中文",
  zh_tw: "繁體中文",
  en: "English",
  de: "Deutsch",
  fr: "Français",
  es: "Español",
  ja: "日本語",
  ar: "العربية",
  pt: "Português",
};

const SHORT_NAMES: Record<Locale, string> = {
  zh: "简",
  zh_tw: "繁",
  en: "EN",
  de: "DE",
  fr: "FR",
  es: "ES",
  ja: "日",
  ar: "ع",
  pt: "PT",
};

export function LanguageSelect() {
  const { t, i18n } = useTranslation();
  const { user } = useSession();
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down("sm"));

  const change = (event: SelectChangeEvent) => {
    const lang = event.target.value as Locale;
    storeLang(lang);
    void i18n.changeLanguage(lang);
    if (user) {
      // Spec 8: a failed language update is only logged.
      apiRequest(`/customers/${user.id}`, { method: "PUT", json: { lang } }).catch((err) =>
        console.warn("language update failed", err),
      );
    }
  };

  return (
    <Select
      size="small"
      value={i18n.language}
      onChange={change}
      inputProps={{ "aria-label": t("shell.language") }}
      startAdornment={<TranslateIcon fontSize="small" sx={{ marginInlineEnd: 0.5, color: "inherit" }} />}
      // On a phone the closed select shows a short code so the top bar keeps room for the title.
      renderValue={(value) => (narrow ? SHORT_NAMES[value as Locale] : LANGUAGE_NAMES[value as Locale])}
      sx={{
        color: "inherit",
        minWidth: narrow ? 0 : 120,
        ".MuiOutlinedInput-notchedOutline": { borderColor: "rgba(255,255,255,0.5)" },
        ".MuiSvgIcon-root": { color: "inherit" },
      }}
      data-testid="language-select"
    >
      {LOCALES.map((lang) => (
        <MenuItem key={lang} value={lang} lang={lang.replace("_", "-")} data-testid={`lang-${lang}`}>
          {LANGUAGE_NAMES[lang]}
        </MenuItem>
      ))}
    </Select>
  );
}
