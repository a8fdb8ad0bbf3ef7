import { FALLBACK_LOCALE, HTML_LANG, LOCALES, type Locale, RTL_LOCALES } from "@ask/contracts";
import i18n from "i18next";
import resourcesToBackend from "i18next-resources-to-backend";
import { initReactI18next } from "react-i18next";
import { mirrorLangCookie, storedLang } from "../lib/storage";

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
export const toHtmlLang = (lang: Locale): string => HTML_LANG[lang];

export const isRtl = (lang: string) => RTL_LOCALES.includes(lang as Locale);

/**
 * Each language is one chunk holding all its namespaces (see locale-bundles/): a reader downloads only the
 * language they read (plus the fallback), in one request rather than one per namespace.
 */
type Bundle = Record<string, Record<string, unknown>>;
const bundles: Record<Locale, () => Promise<{ default: Bundle }>> = {
  zh: () => import("./locale-bundles/zh"),
  zh_tw: () => import("./locale-bundles/zh_tw"),
  en: () => import("./locale-bundles/en"),
  de: () => import("./locale-bundles/de"),
  fr: () => import("./locale-bundles/fr"),
  es: () => import("./locale-bundles/es"),
  ja: () => import("./locale-bundles/ja"),
  ar: () => import("./locale-bundles/ar"),
  pt: () => import("./locale-bundles/pt"),
};

// A reader who chose a language before the cookie existed gets it now (their next page is preloaded).
mirrorLangCookie(storedLang());

void i18n
  .use(initReactI18next)
  .use(
    resourcesToBackend(async (lng: string, ns: string) => {
      const load = bundles[lng as Locale];
      if (!load) return {};
      return (await load()).default[`../../locales/${lng}/${ns}.json`] ?? {};
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
