import { HTML_LANG, LOCALES, type Locale, RTL_LOCALES } from "@ask/contracts";
import i18n from "i18next";
import resourcesToBackend from "i18next-resources-to-backend";
import { initReactI18next } from "react-i18next";
import { mirrorLangCookie, storedLang } from "../lib/storage";
import { CORE_NAMESPACES } from "./namespaces";

/** i18next uses BCP-47-ish codes; the product's locale keys (zh_tw) map onto them. */
export const toHtmlLang = (lang: Locale): string => HTML_LANG[lang];

export const isRtl = (lang: string) => RTL_LOCALES.includes(lang as Locale);

type Bundle = Record<string, Record<string, unknown>>;
const coreBundles: Record<Locale, () => Promise<{ default: Bundle }>> = {
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
/** Every other namespace of every language: one chunk each, loaded when a screen first uses it. */
const otherNamespaces = () => import("./locale-namespaces").then((m) => m.default);
// The map of them arrives while the reader looks at the first screen, before they open another.
if (typeof requestIdleCallback === "function")
  requestIdleCallback(() => void otherNamespaces(), { timeout: 10_000 });

// A reader who chose a language before the cookie existed gets it now (their next page is preloaded).
mirrorLangCookie(storedLang());

void i18n
  .use(initReactI18next)
  .use(
    resourcesToBackend(async (lng: string, ns: string) => {
      if ((CORE_NAMESPACES as readonly string[]).includes(ns)) {
        const load = coreBundles[lng as Locale];
        return load ? ((await load()).default[`../../locales/${lng}/${ns}.json`] ?? {}) : {};
      }
      const load = (await otherNamespaces())[`../locales/${lng}/${ns}.json`];
      return load ? await load() : {};
    }),
  )
  .init({
    lng: storedLang(),
    // Spec 1: English is the fallback for missing text. src/locales.test.ts makes sure no text is
    // missing in any language, so no reader needs English at run time and none downloads it.
    fallbackLng: false,
    supportedLngs: [...LOCALES],
    ns: [...CORE_NAMESPACES],
    defaultNS: "common",
    interpolation: { escapeValue: false },
    react: { useSuspense: true },
  });

export function applyDocumentLanguage(lang: Locale): void {
  document.documentElement.lang = toHtmlLang(lang);
  document.documentElement.dir = isRtl(lang) ? "rtl" : "ltr";
}
