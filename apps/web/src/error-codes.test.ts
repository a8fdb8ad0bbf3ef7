import { readFileSync } from "node:fs";
import path from "node:path";
import { ERROR_CODES, LOCALES } from "@ask/contracts";
import { describe, expect, it } from "vitest";

const errorsOf = (lang: string) =>
  JSON.parse(readFileSync(path.join(import.meta.dirname, "locales", lang, "errors.json"), "utf8")) as Record<
    string,
    unknown
  >;

/** Every code the server can answer with has a message in every language (lib/use-error-message.ts). */
describe("error codes", () => {
  for (const lang of LOCALES) {
    it(`${lang}/errors.json translates every ERROR_CODE`, () => {
      const texts = errorsOf(lang);
      const missing = ERROR_CODES.filter(
        (code) => typeof texts[code] !== "string" || !String(texts[code]).trim(),
      );
      expect(missing).toEqual([]);
    });
  }
});
