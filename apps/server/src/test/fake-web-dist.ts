import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * A web build's folder as the server reads it (index.html with the boot bar, and the build's
 * web-document.json with the app's name in zh and en), for tests of the pages the server writes; the
 * real build is not needed. Returns the folder.
 */
export function fakeWebDist(prefix: string): string {
  const dist = mkdtempSync(path.join(tmpdir(), `${prefix}-`));
  writeFileSync(
    path.join(dist, "index.html"),
    '<!doctype html><html lang="zh-CN" dir="ltr"><head><meta name="description" content="Ask & Earn" />' +
      "<title>Ask &amp; Earn</title></head><body>" +
      '<div id="root"><div class="boot-bar" aria-hidden="true"><span class="boot-title">Ask &amp; Earn</span></div></div>' +
      '<script type="module" src="/assets/index.js"></script></body></html>',
  );
  mkdirSync(path.join(dist, ".vite"));
  writeFileSync(
    path.join(dist, ".vite", "web-document.json"),
    JSON.stringify({ app: [], routes: [], locales: {}, titles: { zh: "有问必赏", en: "Ask & Earn" } }),
  );
  return dist;
}
