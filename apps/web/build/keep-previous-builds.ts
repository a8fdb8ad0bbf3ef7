import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

/** How many builds' files stay in the output folder (this one and the four before it). */
export const KEEP_BUILDS = 5;
/** The record of the last builds' files, beside Vite's manifest. */
export const BUILDS_FILE = ".vite/builds.json";

interface BuildRecord {
  /** ISO time of the build ("before" for files found before the first record). */
  at: string;
  /** Paths relative to the output folder, with "/" separators. */
  files: string[];
}

/**
 * A server that is running keeps answering with the page it read at its start (index.html and
 * .vite/web-document.json are read once), and readers' open tabs load screens' chunks later: both
 * need the chunks of the build they were served. Vite empties the output folder before writing, so a
 * second `npm start` or `npm run build` in the same checkout made every chunk of the running server
 * 404. This plugin turns that off (`emptyOutDir: false`: hashed names never collide, so a new build
 * only adds files and overwrites the page) and, after writing, removes only the files that none of
 * the last KEEP_BUILDS builds wrote (recorded in .vite/builds.json), so the folder does not grow.
 */
export function keepPreviousBuilds(keep = KEEP_BUILDS): Plugin {
  let outDir = "";
  let publicDir = "";
  const written = new Set<string>();
  return {
    name: "ask-keep-previous-builds",
    apply: "build",
    config: () => ({ build: { emptyOutDir: false } }),
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      publicDir = config.publicDir && config.build.copyPublicDir ? config.publicDir : "";
    },
    writeBundle(_options, bundle) {
      for (const file of Object.keys(bundle)) written.add(file);
    },
    closeBundle: {
      // After the other plugins' closeBundle (the .br/.gz siblings are written there).
      order: "post",
      handler() {
        const publicFiles = publicDir && existsSync(publicDir) ? listFiles(publicDir) : [];
        recordBuildAndPrune(outDir, [...written, ...publicFiles], keep);
      },
    },
  };
}

/**
 * Records this build's files (and their .br/.gz siblings) as the newest build and deletes every file
 * in `outDir` (outside .vite/) that none of the last `keep` builds wrote. Files found there before the
 * first record count as one earlier build, so the build that introduces the record breaks nothing.
 * Returns the removed paths.
 */
export function recordBuildAndPrune(outDir: string, files: string[], keep = KEEP_BUILDS): string[] {
  const current = new Set<string>();
  for (const file of files.map(toPosix)) {
    current.add(file);
    current.add(`${file}.br`);
    current.add(`${file}.gz`);
  }
  const present = listFiles(outDir).filter((file) => !file.startsWith(".vite/"));
  const historyFile = path.join(outDir, BUILDS_FILE);
  let builds = readBuilds(historyFile);
  if (!builds) {
    const earlier = present.filter((file) => !current.has(file));
    builds = earlier.length ? [{ at: "before", files: earlier }] : [];
  }
  const onDisk = new Set(present);
  builds.push({ at: new Date().toISOString(), files: [...current].filter((f) => onDisk.has(f)) });
  builds = builds.slice(-Math.max(1, keep));
  const kept = new Set(builds.flatMap((b) => b.files));
  const removed = present.filter((file) => !kept.has(file));
  for (const file of removed) rmSync(path.join(outDir, file), { force: true });
  mkdirSync(path.dirname(historyFile), { recursive: true });
  const temp = `${historyFile}.${process.pid}.tmp`;
  writeFileSync(temp, `${JSON.stringify({ builds }, null, 1)}\n`);
  renameSync(temp, historyFile);
  return removed;
}

function readBuilds(file: string): BuildRecord[] | undefined {
  try {
    const parsed = JSON.parse(readFileSync(file, "utf8")) as { builds?: BuildRecord[] };
    return Array.isArray(parsed.builds) ? parsed.builds : undefined;
  } catch {
    return undefined;
  }
}

/** Every file under `dir`, relative, with "/" separators. */
function listFiles(dir: string, prefix = ""): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    const rel = prefix ? `${prefix}/${name}` : name;
    return statSync(full).isDirectory() ? listFiles(full, rel) : [rel];
  });
}

const toPosix = (file: string) => file.split(path.sep).join("/");
