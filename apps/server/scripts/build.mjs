#!/usr/bin/env node
/**
 * Builds the server for production: `node scripts/build.mjs [--outdir <dir>]` (default dist/).
 *
 * esbuild bundles src/main.ts into one ES module, <outdir>/main.js: the server's own TypeScript, the
 * JSON texts it imports (`with { type: "json" }`) and the workspace package @ask/contracts (TypeScript
 * source) are inlined; every npm package stays external and is loaded from node_modules at run time
 * (PGlite finds its wasm files beside itself there). The one folder read at run time, the SQL
 * migrations, is copied to <outdir>/migrations: db/client.ts reads `import.meta.dirname/migrations`,
 * which is src/db/migrations under tsx and <outdir>/migrations in the bundle. The outdir must sit in
 * apps/server beside src (config.ts takes the repository root as three folders above the running
 * module, the same from src/config.ts and from dist/main.js; node_modules resolve from there too).
 *
 * Every file is written to a temporary name and renamed into place, so a server starting from dist/
 * while another build runs (two test suites at once) never reads a half-written file.
 */
import { copyFileSync, mkdirSync, readdirSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { build } from "esbuild";

const serverDir = path.resolve(import.meta.dirname, "..");
const { values } = parseArgs({ options: { outdir: { type: "string" } } });
const outdir = path.resolve(serverDir, values.outdir ?? "dist");

/** Packages bundled into main.js instead of loaded from node_modules (TypeScript source). */
const INLINED = /^@ask\/contracts(\/|$)/;

/** Writes a file through a temporary name in the same folder, then renames it (atomic on one disk). */
function writeAtomic(file, write) {
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  write(temporary);
  renameSync(temporary, file);
}

function copyFolder(from, to) {
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) copyFolder(source, target);
    else writeAtomic(target, (temporary) => copyFileSync(source, temporary));
  }
}

const started = performance.now();
const result = await build({
  entryPoints: [path.join(serverDir, "src/main.ts")],
  outfile: path.join(outdir, "main.js"),
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  // Error names, classes and functions keep their names when two modules use the same one.
  keepNames: true,
  sourcemap: "linked",
  write: false,
  logLevel: "warning",
  plugins: [
    {
      name: "npm-packages-external",
      setup(b) {
        // A bare import ("fastify", "node:fs", "drizzle-orm/pg-core") that is not ours stays an import.
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          INLINED.test(args.path) ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
for (const file of result.outputFiles)
  writeAtomic(file.path, (temporary) => writeFileSync(temporary, file.contents));
copyFolder(path.join(serverDir, "src/db/migrations"), path.join(outdir, "migrations"));
console.log(
  `built ${path.relative(process.cwd(), path.join(outdir, "main.js")) || "main.js"} in ${Math.round(performance.now() - started)} ms`,
);
