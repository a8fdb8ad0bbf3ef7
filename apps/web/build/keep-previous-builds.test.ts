import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { build, resolveConfig } from "vite";
import { describe, expect, it } from "vitest";
import { BUILDS_FILE, KEEP_BUILDS, keepPreviousBuilds, recordBuildAndPrune } from "./keep-previous-builds.ts";

const webRoot = path.resolve(import.meta.dirname, "..");

/** A tiny app: a page, an entry and a lazily loaded screen whose text each build changes. */
function fixture(): string {
  const root = mkdtempSync(path.join(tmpdir(), "askearn-builds-"));
  writeFileSync(
    path.join(root, "index.html"),
    '<!doctype html><html><head><title>t</title></head><body><script type="module" src="/main.js"></script></body></html>',
  );
  writeFileSync(path.join(root, "main.js"), 'import("./screen.js").then((m) => m.show());\n');
  mkdirSync(path.join(root, "public"));
  writeFileSync(path.join(root, "public", "icon.svg"), "<svg/>");
  return root;
}

async function buildFixture(root: string, version: number, keep: number): Promise<string[]> {
  writeFileSync(path.join(root, "screen.js"), `export function show() { return "screen ${version}"; }\n`);
  await build({
    root,
    configFile: false,
    logLevel: "silent",
    plugins: [keepPreviousBuilds(keep)],
  });
  return readdirSync(path.join(root, "dist", "assets")).sort();
}

/** The chunk of the lazy screen a page build references (what a running server would hand out). */
function screenChunk(root: string, assets: string[]): string {
  const entry = assets.find((f) => f.startsWith("index-") && f.endsWith(".js"));
  const code = readFileSync(path.join(root, "dist", "assets", entry ?? ""), "utf8");
  const match = code.match(/screen-[\w-]+\.js/);
  if (!match) throw new Error("no screen chunk referenced");
  return match[0];
}

describe("keeping previous builds", () => {
  it("the app's Vite config does not empty the output folder and prunes by build", async () => {
    const config = await resolveConfig(
      { root: webRoot, configFile: path.join(webRoot, "vite.config.ts") },
      "build",
    );
    expect(config.build.emptyOutDir).toBe(false);
    expect(config.plugins.map((p) => p.name)).toContain("ask-keep-previous-builds");
  });

  it("a second build keeps the first one's chunks; builds beyond the kept ones are removed", async () => {
    const root = fixture();
    const first = await buildFixture(root, 1, 2);
    const firstScreen = screenChunk(root, first);
    const second = await buildFixture(root, 2, 2);
    const secondScreen = screenChunk(root, second);
    expect(secondScreen).not.toBe(firstScreen);
    // A server still running from the first build hands out its page, which loads this chunk.
    expect(second).toContain(firstScreen);
    expect(second).toContain(secondScreen);
    expect(existsSync(path.join(root, "dist", "icon.svg"))).toBe(true);

    await buildFixture(root, 3, 2);
    const assets = readdirSync(path.join(root, "dist", "assets"));
    expect(assets).not.toContain(firstScreen);
    expect(assets).toContain(secondScreen);
    const record = JSON.parse(readFileSync(path.join(root, "dist", BUILDS_FILE), "utf8"));
    expect(record.builds).toHaveLength(2);
  });

  it("files found before the first record count as an earlier build", () => {
    const out = mkdtempSync(path.join(tmpdir(), "askearn-builds-"));
    mkdirSync(path.join(out, "assets"));
    writeFileSync(path.join(out, "assets", "old-aaaa.js"), "old");
    writeFileSync(path.join(out, "assets", "new-bbbb.js"), "new");
    writeFileSync(path.join(out, "index.html"), "<html>");
    expect(recordBuildAndPrune(out, ["assets/new-bbbb.js", "index.html"], 2)).toEqual([]);
    expect(existsSync(path.join(out, "assets", "old-aaaa.js"))).toBe(true);
    // The next build pushes the unrecorded files out.
    writeFileSync(path.join(out, "assets", "next-cccc.js"), "next");
    expect(recordBuildAndPrune(out, ["assets/next-cccc.js", "index.html"], 2)).toEqual([
      "assets/old-aaaa.js",
    ]);
  });

  it("keeps the compressed siblings of kept files and counts at least the default number of builds", () => {
    expect(KEEP_BUILDS).toBeGreaterThanOrEqual(3);
    const out = mkdtempSync(path.join(tmpdir(), "askearn-builds-"));
    mkdirSync(path.join(out, "assets"));
    for (const name of ["a-1.js", "a-1.js.br", "a-1.js.gz"])
      writeFileSync(path.join(out, "assets", name), "x");
    recordBuildAndPrune(out, ["assets/a-1.js"], 2);
    expect(recordBuildAndPrune(out, ["assets/a-1.js"], 2)).toEqual([]);
    expect(readdirSync(path.join(out, "assets")).sort()).toEqual(["a-1.js", "a-1.js.br", "a-1.js.gz"]);
  });
});
