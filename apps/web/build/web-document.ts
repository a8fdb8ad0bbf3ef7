import { readFileSync } from "node:fs";
import path from "node:path";
import type { OutputBundle, OutputChunk } from "rolldown";
import type { Plugin } from "vite";
import { CORE_NAMESPACES } from "../src/app/namespaces.ts";
import { ROUTE_TABLE } from "../src/app/route-table.ts";

/**
 * What the server reads to make each page (apps/server/src/plugins/web-document.ts): the chunks to
 * preload per path and language, and the app's name in each language for the first paint.
 */
export interface WebDocumentInfo {
  /** The app's own chunks (src/app/start.tsx and what it imports), which the entry loads after the first paint. */
  app: string[];
  /**
   * Route patterns (react-router syntax) with the chunks their page needs besides the entry's, and
   * the translation namespaces it uses beyond the core ones (app/namespaces.ts).
   */
  routes: { path: string; files: string[]; namespaces: string[] }[];
  /** Per language, the chunk holding its core translations. */
  locales: Record<string, string[]>;
  /** Per language and non-core namespace, its chunk. */
  namespaces: Record<string, Record<string, string[]>>;
  /** Per language, the app's name (common.json app_title): the page title and the boot bar. */
  titles: Record<string, string>;
}

export const WEB_DOCUMENT_FILE = ".vite/web-document.json";

/**
 * Writes `.vite/web-document.json` into the build: the app's chunks (loaded by the entry after the
 * first paint); for every path of the route table, the page's chunk and the chunks it imports
 * statically (minus those already listed or loaded by index.html) and the translation namespaces they
 * use; for every language the chunk of each non-core namespace; for every
 * language its translation chunk and the app's name. The server adds the chunks to the page as
 * `<link rel="modulepreload">`, so a screen's code and its language download beside the entry instead
 * of after it has run, and writes the name into the title and the top bar painted before any script.
 */
export function webDocument(): Plugin {
  let root = process.cwd();
  return {
    name: "ask-web-document",
    apply: "build",
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle: OutputBundle) {
      const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === "chunk");
      // A module's chunk: usually the page is its own chunk's facade, but a page that another page
      // imports shares that page's chunk.
      const byModule = new Map(chunks.flatMap((c) => c.moduleIds.map((id) => [id, c] as const)));
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const withStaticImports = (chunk: OutputChunk, into = new Set<string>()): Set<string> => {
        if (into.has(chunk.fileName)) return into;
        into.add(chunk.fileName);
        for (const file of chunk.imports) {
          const imported = byFile.get(file);
          if (imported) withStaticImports(imported, into);
        }
        return into;
      };
      // What index.html loads itself (its entry, main.tsx, and that entry's imports).
      const startModule = path.join(root, "src/app/start.tsx");
      const entryFiles = new Set<string>();
      for (const entry of chunks.filter((c) => c.isEntry && c.facadeModuleId !== startModule))
        withStaticImports(entry, entryFiles);
      // The translation namespaces a set of chunks uses: useTranslation("ns"), useTranslation(["a", "b"])
      // and t("ns:key") in their source modules, minus the core ones every screen has.
      const namespacesUsedBy = (files: string[]): string[] => {
        const found = new Set<string>();
        for (const file of files) {
          for (const id of byFile.get(file)?.moduleIds ?? []) {
            if (!id.startsWith(path.join(root, "src")) || !/\.tsx?$/.test(id)) continue;
            const source = readFileSync(id, "utf8");
            for (const m of source.matchAll(/useTranslation\(\s*(?:"(\w+)"|\[([^\]]*)\])/g)) {
              for (const ns of m[1] ? [m[1]] : [...(m[2] ?? "").matchAll(/"(\w+)"/g)].map((x) => x[1]))
                if (ns) found.add(ns);
            }
            for (const m of source.matchAll(/\bt\(\s*"(\w+):/g)) if (m[1]) found.add(m[1]);
          }
        }
        return [...found].filter((ns) => !(CORE_NAMESPACES as readonly string[]).includes(ns)).sort();
      };
      const needs = (moduleId: string): string[] => {
        const chunk = byModule.get(moduleId);
        if (!chunk) throw new Error(`web document: no chunk for ${path.relative(root, moduleId)}`);
        return [...withStaticImports(chunk)].filter((file) => !entryFiles.has(file));
      };

      const app = needs(startModule);
      const themeModule = path.join(root, "src/app/theme.tsx");
      const info: WebDocumentInfo = {
        app,
        routes: ROUTE_TABLE.map(({ path: routePath, page, light }) => {
          // A screen drawn with MUI renders inside MuiScope, which loads the theme module first.
          const screen = needs(path.join(root, "src/features", `${page}.tsx`));
          const files = [...new Set(light ? screen : [...needs(themeModule), ...screen])].filter(
            (f) => !app.includes(f),
          );
          return { path: routePath, files, namespaces: namespacesUsedBy(files) };
        }),
        locales: {},
        namespaces: {},
        titles: {},
      };
      const localesDir = path.join(root, "src/locales");
      // The map of the non-core namespaces' loaders (src/app/locale-namespaces.ts), needed with any of them.
      const namespaceMap = chunks.find(
        (c) => c.facadeModuleId === path.join(root, "src/app/locale-namespaces.ts"),
      );
      for (const chunk of chunks) {
        const id = chunk.facadeModuleId;
        if (!id?.startsWith(localesDir) || !id.endsWith(".json")) continue;
        const [lang, file] = path.relative(localesDir, id).split(path.sep) as [string, string];
        info.namespaces[lang] ??= {};
        info.namespaces[lang][path.basename(file, ".json")] = [
          ...(namespaceMap ? needs(namespaceMap.facadeModuleId as string) : []),
          ...needs(id),
        ].filter((f, i, all) => !app.includes(f) && all.indexOf(f) === i);
      }
      const localeDir = path.join(root, "src/app/locale-bundles");
      for (const chunk of chunks) {
        const id = chunk.facadeModuleId;
        if (!id || path.dirname(id) !== localeDir) continue;
        const lang = path.basename(id, ".ts");
        info.locales[lang] = needs(id).filter((file) => !app.includes(file));
        const common = JSON.parse(readFileSync(path.join(root, "src/locales", lang, "common.json"), "utf8"));
        info.titles[lang] = String(common.app_title);
      }
      this.emitFile({
        type: "asset",
        fileName: WEB_DOCUMENT_FILE,
        source: `${JSON.stringify(info, null, 1)}\n`,
      });
    },
  };
}
