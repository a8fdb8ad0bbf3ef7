import { FALLBACK_LOCALE, LOCALES, type Locale, RTL_LOCALES } from "@ask/contracts";
import i18n from "i18next";
import resourcesToBackend from "i18next-resources-to-backend";
import { initReactI18next } from "react-i18next";
import { storedLang } from "../lib/storage";

export const NAMESPACES = [
  "common",
  "auth",
  "home",
  "catalogue",
  "errors",
  "publish",
  "questions",
  "question",
  "admin",
  "wallet",
  "messages",
  "experts",
  "manage",
  "userCenter",
  "housing",
  "listings",
  "jobs",
  "posting",
  "store",
  "search",
] as const;

/** i18next uses BCP-47-ish codes; the product's locale keys (zh_tw) map onto them. */
export const toHtmlLang = (lang: Locale): string =>
  ({ zh: "zh-CN", zh_tw: "zh-TW", en: "en", de: "de", fr: "fr", es: "es", ja: "ja", ar: "ar", pt: "pt" })[
    lang
  ];

export const isRtl = (lang: string) => RTL_LOCALES.includes(lang as Locale);

/** Each locale's JSON is its own chunk: a user downloads only the language they read (plus the fallback). */
const localeFiles = import.meta.glob<{ default: Record<string, unknown> }>("../locales/*/*.json");

void i18n
  .use(initReactI18next)
  .use(
    resourcesToBackend(async (lng: string, ns: string) => {
      const load = localeFiles[`../locales/${lng}/${ns}.json`];
      if (!load) return {};
      return (await load()).default;
    }),
  )
  .init({
    lng: storedLang(),
    fallbackLng: FALLBACK_LOCALE,
    supportedLngs: [...LOCALES],
    ns: [...NAMESPACES],
    defaultNS: "common",
    interpolation: { escapeValue: false },
    react: { useSuspense: true },
  });

export function applyDocumentLanguage(lang: Locale): void {
  document.documentElement.lang = toHtmlLang(lang);
  document.documentElement.dir = isRtl(lang) ? "rtl" : "ltr";
}

export default i18n;
