import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { LOCALES } from "@ask/contracts";
import { describe, expect, it } from "vitest";
import { CORE_NAMESPACES } from "./app/namespaces";

const root = path.join(import.meta.dirname, "locales");

function flatten(value: unknown, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof value === "string") out.set(prefix, value);
  else if (value && typeof value === "object") {
    for (const [key, child] of Object.entries(value)) {
      for (const [k, v] of flatten(child, prefix ? `${prefix}.${key}` : key)) out.set(k, v);
    }
  }
  return out;
}

const load = (lang: string, ns: string) =>
  flatten(JSON.parse(readFileSync(path.join(root, lang, ns), "utf8")));
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

const namespaces = [...new Set(LOCALES.flatMap((lang) => readdirSync(path.join(root, lang))))].sort();

describe("locale files", () => {
  it("name the core namespaces the same way wherever they are bundled (app/namespaces.ts)", () => {
    const core = `{${CORE_NAMESPACES.join(",")}}`;
    for (const lang of LOCALES) {
      const bundle = readFileSync(path.join(import.meta.dirname, "app/locale-bundles", `${lang}.ts`), "utf8");
      expect(bundle, lang).toContain(`"../../locales/${lang}/${core}.json"`);
    }
    const others = readFileSync(path.join(import.meta.dirname, "app/locale-namespaces.ts"), "utf8");
    expect(others).toContain(`"!../locales/*/${core}.json"`);
  });

  it("exist for every locale and namespace", () => {
    for (const lang of LOCALES) expect(readdirSync(path.join(root, lang)).sort(), lang).toEqual(namespaces);
  });

  for (const ns of namespaces) {
    const reference = new Map([...load("en", ns), ...load("zh", ns)]);
    for (const lang of LOCALES) {
      it(`${lang}/${ns} has every key of zh and en, non-empty, with the same placeholders`, () => {
        const texts = load(lang, ns);
        const missing = [...reference.keys()].filter((key) => !texts.get(key)?.trim());
        expect(missing, `missing in ${lang}/${ns}`).toEqual([]);
        for (const [key, text] of texts) {
          const ref = load("en", ns).get(key);
          if (ref !== undefined)
            expect(placeholders(text), `${lang}/${ns}:${key}`).toEqual(placeholders(ref));
        }
      });
    }
  }
});
