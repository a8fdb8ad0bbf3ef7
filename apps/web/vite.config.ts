import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, gzipSync, constants as zlibConstants } from "node:zlib";
import react from "@vitejs/plugin-react";
import type { Plugin } from "vite";
import { defineConfig } from "vitest/config";
import { keepPreviousBuilds } from "./build/keep-previous-builds.ts";
import { webDocument } from "./build/web-document.ts";

const COMPRESSIBLE = /\.(js|css|html|json|svg|txt|webmanifest)$/;

/**
 * Writes `.br` and `.gz` siblings of every text asset after the build, so the server
 * (@fastify/static `preCompressed`) sends compressed bytes without compressing per request. Files of
 * earlier builds (kept by keepPreviousBuilds) already have theirs and are not compressed again.
 */
function precompress(): Plugin {
  let outDir = "dist";
  return {
    name: "ask-precompress",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        readdirSync(dir).flatMap((name) => {
          const file = path.join(dir, name);
          return statSync(file).isDirectory() ? walk(file) : [file];
        });
      for (const file of walk(outDir)) {
        if (!COMPRESSIBLE.test(file) || file.includes(`${path.sep}.vite${path.sep}`)) continue;
        const written = statSync(file).mtimeMs;
        const upToDate = [".gz", ".br"].every((ext) => {
          try {
            return statSync(`${file}${ext}`).mtimeMs >= written;
          } catch {
            return false;
          }
        });
        if (upToDate) continue;
        const raw = readFileSync(file);
        if (raw.length < 1024) continue;
        writeFileSync(`${file}.gz`, gzipSync(raw, { level: 9 }));
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(raw, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    },
  };
}

export default defineConfig({
  // keepPreviousBuilds: a server running from the previous build keeps its chunks (emptyOutDir off).
  plugins: [react(), webDocument(), precompress(), keepPreviousBuilds()],
  server: { proxy: { "/api": "http://127.0.0.1:3000" } },
  build: {
    sourcemap: false,
    manifest: true,
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      // src/app/start.tsx is an entry of its own (main.tsx imports it after the first paint), so the
      // "$initial" group below means: what the app needs before its first screen.
      input: {
        index: path.resolve(import.meta.dirname, "index.html"),
        start: path.resolve(import.meta.dirname, "src/app/start.tsx"),
      },
      // Needed by experimentalInlineCommonChunks; no chunk's exports are used from outside the app.
      preserveEntrySignatures: false,
      output: {
        // Few, larger chunks: a phone on a slow network pays a round trip per request (HTTP/1.1 allows
        // six at a time), and the automatic split made ~40 requests of mostly 1-3 KB for one screen.
        // React, the libraries (router, query, i18n) and MUI as every screen needs them are one
        // long-cached chunk each (main.tsx evaluates them one at a time); small chunks shared by a
        // few screens are inlined into them instead of being fetched on their own.
        codeSplitting: {
          experimentalInlineCommonChunks: { maxSize: 12_000 },
          groups: [
            // What the entry (main.tsx: early requests, storage) and the app both use: one small chunk
            // index.html loads, not a copy inlined into the entry, the app and the home screen each
            // (/home's initial JavaScript 139.5 → 138.1 KB; the copies were dead code once the entry ran).
            // The page request builders (issue 19) too: the entry and the home screen both use them.
            {
              name: "entry-shared",
              test: /(src[\\/]lib[\\/](early-request|storage)\.ts|contracts[\\/]src[\\/](endpoint|constants|page-requests|question-list-params|question-rules|routes[\\/](early|catalogue|customers))\.ts)$/,
              priority: 20,
            },
            { name: "react", test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 10 },
            {
              name: "libs",
              test: /node_modules[\\/](react-router|@tanstack|i18next|react-i18next|use-sync-external-store)[\\/]/,
              tags: ["$initial"],
              priority: 6,
            },
            // MUI as most screens use it (the home screen does not: it is drawn without MUI): the
            // theme, emotion and the components at least 25 chunks import. Measured: at 8 or 15 every
            // screen downloads components few screens use (/questions 111 and 99 KB instead of 79 KB,
            // Lighthouse 91 instead of 95); above 25 screens make many more requests for little gain.
            {
              name: "mui",
              test: /node_modules[\\/](@mui|@emotion|@babel[\\/]runtime|stylis|clsx|react-is|hoist-non-react-statics|react-transition-group)[\\/]/,
              minShareCount: 25,
              priority: 5,
            },
          ],
        },
      },
    },
  },
  test: {
    projects: [
      // Logic, builds and locales: plain Node.
      { extends: true, test: { name: "node", include: ["src/**/*.test.ts", "build/**/*.test.ts"] } },
      // Components (*.test.tsx): rendered in jsdom with src/test/render.tsx's providers.
      {
        extends: true,
        test: {
          name: "dom",
          include: ["src/**/*.test.tsx"],
          environment: "jsdom",
          setupFiles: ["src/test/setup.ts"],
          // Rendering MUI screens in jsdom is slow on a busy machine (the first test of a file loads MUI).
          testTimeout: 30_000,
        },
      },
    ],
  },
});
