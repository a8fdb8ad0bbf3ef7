import path from "node:path";
import type { OutputBundle, OutputChunk } from "rolldown";
import type { Plugin } from "vite";
import { ROUTE_TABLE } from "../src/app/route-table.ts";

/** What the server reads (apps/server/src/plugins/web-document.ts): the chunks to preload per path. */
export interface RoutePreloads {
  /** Route patterns (react-router syntax) with the chunks their page needs besides the entry's. */
  routes: { path: string; files: string[] }[];
  /** Per language, the chunk holding its translations. */
  locales: Record<string, string[]>;
}

export const ROUTE_PRELOADS_FILE = ".vite/route-preloads.json";

/**
 * Writes `.vite/route-preloads.json` into the build: for every path of the route table, the page's
 * chunk and the chunks it imports statically (minus what index.html already loads), and for every
 * language its translation chunk. The server adds them to the page as `<link rel="modulepreload">`,
 * so a screen's code and its language download beside the entry instead of after it has run.
 */
export function routePreloads(): Plugin {
  let root = process.cwd();
  return {
    name: "ask-route-preloads",
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
      const entryFiles = new Set<string>();
      for (const entry of chunks.filter((c) => c.isEntry)) withStaticImports(entry, entryFiles);
      const needs = (moduleId: string): string[] => {
        const chunk = byModule.get(moduleId);
        if (!chunk) throw new Error(`route preloads: no chunk for ${path.relative(root, moduleId)}`);
        return [...withStaticImports(chunk)].filter((file) => !entryFiles.has(file));
      };

      const preloads: RoutePreloads = {
        routes: ROUTE_TABLE.map(({ path: routePath, page }) => ({
          path: routePath,
          files: needs(path.join(root, "src/features", `${page}.tsx`)),
        })),
        locales: {},
      };
      const localeDir = path.join(root, "src/app/locale-bundles");
      for (const chunk of chunks) {
        const id = chunk.facadeModuleId;
        if (id && path.dirname(id) === localeDir) preloads.locales[path.basename(id, ".ts")] = needs(id);
      }
      this.emitFile({
        type: "asset",
        fileName: ROUTE_PRELOADS_FILE,
        source: `${JSON.stringify(preloads, null, 1)}\n`,
      });
    },
  };
}
