import type { Locale } from "@ask/contracts";
import { localizedTexts } from "../messages/template-file.js";
import common from "./labels/common.json" with { type: "json" };

/** A table of page words ({key: {locale: text}}) as labels/*.json hold them, checked when loaded. */
type LabelTable = Record<string, Record<Locale, string>>;

/**
 * A labels file (labels/<kind>.json: the words around a page kind's content, issue 19), checked when
 * the module loads (all 9 languages, the same {placeholders} in each), read in one language.
 */
export function labelsFile<T extends LabelTable>(file: string, table: T) {
  const checked = localizedTexts(`seo/labels/${file}`, table);
  return (lang: Locale) =>
    Object.fromEntries(Object.entries(checked).map(([key, byLocale]) => [key, byLocale[lang]])) as Record<
      keyof T,
      string
    >;
}

/** A text with its {placeholders} filled. */
export const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));

/** The words every page kind uses (answers, prices, paging, the lists' names…). */
export const pageLabels = labelsFile("common.json", common);

export type PageLabels = ReturnType<typeof pageLabels>;
