import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, gzipSync, constants as zlibConstants } from "node:zlib";
import react from "@vitejs/plugin-react";
import type { Plugin } from "vite";
import { defineConfig } from "vitest/config";

const COMPRESSIBLE = /\.(js|css|html|json|svg|txt|webmanifest)$/;

/**
 * Writes `.br` and `.gz` siblings of every text asset after the build, so the server
 * (@fastify/static `preCompressed`) sends compressed bytes without compressing per request.
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
  plugins: [react(), precompress()],
  server: { proxy: { "/api": "http://127.0.0.1:3000" } },
  build: { sourcemap: false, manifest: true, chunkSizeWarningLimit: 700 },
  test: { include: ["src/**/*.test.ts"] },
});
