#!/usr/bin/env node
/**
 * `npm run bench:web` (issue 8): Lighthouse 12 (mobile preset, the default config) with Debian Chromium
 * against a server this script starts itself — a fresh data directory, the demo seed and a fresh web
 * build — for /home, /questions, /question?id=<a demo question>, and (issue 19) /jobDetail and
 * /saleDetail of a demo job and sale. Prints and writes bench/web-results.md; exits 1 when performance
 * < 90 or accessibility < 95 on any page, or SEO < 100 on a question, job or sale page.
 *
 * Environment: CHROME_PATH (default /usr/bin/chromium), BENCH_WEB_PORT (default 3590),
 * BENCH_WEB_SKIP_BUILD=1 to reuse an existing build in WEB_DIST (default: a fresh build in a temp dir),
 * LH_REPORT_DIR to keep each page's full Lighthouse report (JSON) there.
 */
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

const TARGETS = { performance: 90, accessibility: 95 };
/** Issue 19: the pages search engines must read fully (Lighthouse SEO 100). */
const SEO_PAGES = /^\/(question|jobDetail|saleDetail)\?/;
const SEO_TARGET = 100;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const port = Number(process.env.BENCH_WEB_PORT ?? 3590);
const base = `http://127.0.0.1:${port}`;
const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const work = mkdtempSync(path.join(tmpdir(), "askearn-bench-web-"));
const webDist = process.env.WEB_DIST ?? path.join(work, "web");

function build() {
  if (process.env.BENCH_WEB_SKIP_BUILD === "1") return;
  console.log(`building the web app into ${webDist} …`);
  const res = spawnSync("npx", ["vite", "build", "--outDir", webDist, "--emptyOutDir"], {
    cwd: path.join(root, "apps/web"),
    stdio: ["ignore", "ignore", "inherit"],
  });
  if (res.status !== 0) throw new Error("vite build failed");
}

function startServer() {
  // The embedded database (PGlite) in a fresh directory, whatever the shell points DATABASE_URL at.
  const { DATABASE_URL: _ignored, REDIS_URL: _ignoredToo, ...env } = process.env;
  const server = spawn(process.execPath, ["--import", "tsx", "apps/server/src/main.ts"], {
    cwd: root,
    env: {
      ...env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: path.join(work, "data"),
      SEED_DEMO: "true",
      WEB_DIST: webDist,
      LOG_LEVEL: "warn",
      PUBLIC_URL: base,
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  return server;
}

async function waitForHealth(server) {
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    try {
      const res = await fetch(`${base}/api/health`);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error("the server did not become healthy within 300 s");
}

/** The id of the first item of a demo list (`/api/questions?…`, `/api/jobs`, …). */
async function firstId(apiPath) {
  const res = await fetch(`${base}${apiPath}`);
  if (!res.ok) throw new Error(`GET ${apiPath}: ${res.status}`);
  const body = await res.json();
  const id = (body.items ?? body)[0]?.id;
  if (!id) throw new Error(`nothing in ${apiPath}: ${JSON.stringify(body).slice(0, 200)}`);
  return id;
}

async function audit(chrome, url) {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility", "seo"],
  });
  if (!result) throw new Error(`lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (process.env.LH_REPORT_DIR) {
    const name = new URL(url).pathname.replace(/\W+/g, "_") || "root";
    writeFileSync(path.join(process.env.LH_REPORT_DIR, `${name}.json`), JSON.stringify(lhr));
  }
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const metric = (id) => lhr.audits[id]?.displayValue ?? "–";
  const failed = (category) =>
    Object.values(lhr.audits)
      .filter(
        (a) => a.score === 0 && lhr.categories[category].auditRefs.some((r) => r.id === a.id && r.weight > 0),
      )
      .map((a) => a.id);
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    seo: score("seo"),
    fcp: metric("first-contentful-paint"),
    lcp: metric("largest-contentful-paint"),
    tbt: metric("total-blocking-time"),
    cls: metric("cumulative-layout-shift"),
    si: metric("speed-index"),
    failedA11y: failed("accessibility"),
    failedSeo: failed("seo"),
  };
}

async function main() {
  build();
  const server = startServer();
  let chrome;
  try {
    await waitForHealth(server);
    const question = await firstId("/api/questions?skip=0&limit=1");
    const job = await firstId("/api/jobs");
    const sale = await firstId("/api/sales");
    const pages = [
      "/home",
      "/questions",
      `/question?id=${question}`,
      `/jobDetail?id=${job}`,
      `/saleDetail?id=${sale}`,
    ];
    chrome = await chromeLauncher.launch({
      chromePath,
      chromeFlags: [
        "--headless=new",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--disable-background-networking",
        "--disable-component-update",
        "--no-first-run",
      ],
    });
    const rows = [];
    for (const page of pages) {
      // A first visit warms the server (PGlite query plans); the second run is the measured one.
      await audit(chrome, base + page);
      const r = await audit(chrome, base + page);
      rows.push({ page, ...r });
      console.log(`${page}: performance ${r.performance}, accessibility ${r.accessibility}, SEO ${r.seo}`);
    }
    const ok = (r) =>
      r.performance >= TARGETS.performance &&
      r.accessibility >= TARGETS.accessibility &&
      (!SEO_PAGES.test(r.page) || r.seo >= SEO_TARGET);
    const lines = [
      "# Web performance (Lighthouse)",
      "",
      `Lighthouse 12, mobile preset (default config, simulated throttling), Chromium at ${chromePath}; server`,
      "started by `npm run bench:web` on a fresh data directory with the demo seed and a fresh web build.",
      `Targets: performance ≥ ${TARGETS.performance}, accessibility ≥ ${TARGETS.accessibility}; SEO ${SEO_TARGET} on the question, job and sale pages.`,
      `Run: ${new Date().toISOString()}`,
      "",
      "| page | performance | accessibility | SEO | FCP | LCP | TBT | CLS | Speed Index | failed a11y / SEO audits | target |",
      "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- | --- |",
      ...rows.map(
        (r) =>
          `| ${r.page} | ${r.performance} | ${r.accessibility} | ${r.seo} | ${r.fcp} | ${r.lcp} | ${r.tbt} | ${r.cls} | ${r.si} | ${
            [...r.failedA11y, ...r.failedSeo].join(", ") || "–"
          } | ${ok(r) ? "met" : "**missed**"} |`,
      ),
      "",
    ];
    const out = path.join(root, "bench/web-results.md");
    writeFileSync(out, lines.join("\n"));
    console.log(`\n${lines.join("\n")}\nwritten to ${path.relative(root, out)}`);
    if (!rows.every(ok)) {
      console.error("web performance targets missed");
      process.exitCode = 1;
    }
  } finally {
    if (chrome) await chrome.kill();
    server.kill("SIGTERM");
    await new Promise((r) => (server.exitCode !== null ? r() : server.once("exit", r)));
    rmSync(work, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
