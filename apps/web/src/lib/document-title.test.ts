import { readFileSync } from "node:fs";
import path from "node:path";
import { LOCALES } from "@ask/contracts";
import { describe, expect, it } from "vitest";
import { ROUTE_TABLE } from "../app/route-table";

const src = path.join(import.meta.dirname, "..");
const read = (file: string) => readFileSync(path.join(src, file), "utf8");

/** A page module's source, with the sources of sibling pages it renders (e.g. /publishInfoEditor). */
function pageSources(page: string): string {
  const own = read(`features/${page}.tsx`);
  const siblings = [...own.matchAll(/from "\.\/(\w+Page)"/g)].map((m) =>
    read(`features/${path.dirname(page)}/${m[1]}.tsx`),
  );
  return [own, ...siblings].join("\n");
}

describe("document titles (issue 15 item 14)", () => {
  it("are set by every routed screen and the not-found page, with a screen name all locales have", () => {
    const hook = read("lib/document-title.ts");
    const names = [...hook.matchAll(/\| "(\w+)"/g)].map((m) => m[1]);
    expect(names.length).toBeGreaterThan(30);
    const pages = [...new Set(ROUTE_TABLE.map((r) => r.page))];
    const sources = [...pages.map(pageSources), read("components/NotFoundPage.tsx")];
    for (const [i, source] of sources.entries()) {
      const used = [...source.matchAll(/useDocumentTitle\("(\w+)"/g)].map((m) => m[1]);
      expect(used.length, pages[i] ?? "NotFoundPage").toBeGreaterThan(0);
      for (const name of used) expect(names).toContain(name);
    }
    for (const lang of LOCALES) {
      const common = JSON.parse(read(`locales/${lang}/common.json`));
      for (const name of names)
        expect(common.screens?.[name as string], `${lang} screens.${name}`).toBeTruthy();
    }
  });

  it("do not pull MUI into the light home screen", () => {
    expect(read("lib/document-title.ts")).not.toMatch(/@mui|@emotion/);
  });
});
