import { LOCALES, type Locale } from "@ask/contracts";

/** One system message in one language. */
type MessageText = { title: string; content: string };
export type Template = Record<Locale, MessageText>;

const placeholders = (text: string) => [...new Set(text.match(/\{\w+\}/g) ?? [])].sort().join(" ");

/**
 * The JSON text tables (modules/messages/templates/*.json) are translation data: this checks, when the
 * module loads, that every entry has all 9 locales and that every language uses the same {placeholders},
 * so a missing or mistyped translation stops the server (and the tests) instead of reaching a user.
 */
function checkEntries(
  file: string,
  table: Record<string, Record<string, unknown>>,
  fields: (string | null)[],
) {
  for (const [kind, byLocale] of Object.entries(table)) {
    const extra = Object.keys(byLocale).filter((lang) => !(LOCALES as readonly string[]).includes(lang));
    if (extra.length) throw new Error(`${file}: ${kind} has unknown locales ${extra.join(", ")}`);
    for (const field of fields) {
      const where = field ? `${kind}.${field}` : kind;
      const texts = LOCALES.map((lang) => {
        const entry = byLocale[lang];
        const text =
          field && typeof entry === "object" && entry ? (entry as Record<string, unknown>)[field] : entry;
        if (typeof text !== "string" || text === "") throw new Error(`${file}: ${where} has no ${lang} text`);
        return text;
      });
      const expected = placeholders(texts[0] ?? "");
      texts.forEach((text, i) => {
        if (placeholders(text) !== expected) {
          throw new Error(
            `${file}: ${where} in ${LOCALES[i]} has placeholders "${placeholders(text)}", zh has "${expected}"`,
          );
        }
      });
    }
  }
}

/** A table of system messages ({kind: {locale: {title, content}}}), checked; keeps the kinds' type. */
export function messageTemplates<T extends Record<string, Template>>(file: string, table: T): T {
  checkEntries(file, table, ["title", "content"]);
  return table;
}

/** A table of single texts ({key: {locale: text}}), checked; keeps the keys' type. */
export function localizedTexts<T extends Record<string, Record<Locale, string>>>(file: string, table: T): T {
  checkEntries(file, table, [null]);
  return table;
}
