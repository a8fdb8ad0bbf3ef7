#!/usr/bin/env node
/**
 * Runs npm scripts side by side and fails when any of them fails: `node .ci/parallel.mjs <script> …`
 * (each argument is `npm run <script>`, extra words allowed: "test:api:pglite -w @ask/server").
 * The first script's output is shown as it comes; the others' is kept and shown, whole and in order,
 * once each has finished, so the log stays readable. Used by the root `npm test` where two suites
 * leave a core idle when run one after the other (each Vitest run of the API tests uses one worker
 * on a 2-core machine).
 */
import { spawn } from "node:child_process";

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error("usage: node .ci/parallel.mjs <npm script> [<npm script> …]");
  process.exit(2);
}

const started = Date.now();
const seconds = () => `${Math.round((Date.now() - started) / 1000)} s`;

const runs = scripts.map((script, index) => {
  const args = ["run", ...script.split(" ").filter(Boolean)];
  const live = index === 0;
  const child = spawn("npm", args, { stdio: live ? "inherit" : ["ignore", "pipe", "pipe"] });
  const output = [];
  if (!live) {
    child.stdout.on("data", (chunk) => output.push(chunk));
    child.stderr.on("data", (chunk) => output.push(chunk));
  }
  return new Promise((resolve) => {
    child.on("close", (code, signal) =>
      resolve({ script, live, output, code: code ?? (signal ? 1 : 0), at: seconds() }),
    );
  });
});

let failed = false;
for (const run of runs) {
  const { script, live, output, code, at } = await run;
  if (!live) {
    console.log(`\n── npm run ${script} (ran beside "${scripts[0]}") ──`);
    process.stdout.write(Buffer.concat(output));
  }
  console.log(
    `── npm run ${script}: ${code === 0 ? "passed" : `failed (exit ${code})`} (finished after ${at})`,
  );
  if (code !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
