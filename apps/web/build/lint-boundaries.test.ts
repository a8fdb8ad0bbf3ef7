import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/**
 * The boundary rules in biome.json (noRestrictedImports overrides) fail on deliberate violations and
 * pass on the allowed forms. The cases are written into a temporary copy of the repository's layout
 * with the real biome.json, so the working tree is never touched.
 */
const repo = path.resolve(import.meta.dirname, "../../..");
const biome = path.join(repo, "node_modules/.bin/biome");

const violations: Record<string, string> = {
  "apps/web/src/features/admin/Deep.ts":
    'import { useChannels } from "../catalogue/api/channels";\nexport const used = [useChannels];\n',
  "apps/web/src/features/admin/pages/Deep.tsx":
    'import { useChannels } from "../../catalogue/api/channels";\nexport const used = [useChannels];\n',
  "apps/web/src/features/admin/components/parts/Deep.tsx":
    'import { ChannelIcon } from "../../../catalogue/components/ChannelIcon";\nexport const used = [ChannelIcon];\n',
  "apps/web/src/features/classifieds/sales/pages/Deep.tsx":
    'import { JobEditor } from "../../jobs/editor/JobEditor";\nexport const used = [JobEditor];\n',
  "apps/web/src/features/classifieds/housing/Deep.ts":
    'import { SaleCard } from "../sales/components/SaleCard";\nexport const used = [SaleCard];\n',
  "apps/web/src/features/classifieds/jobs/pages/OtherFeature.tsx":
    'import { useChannels } from "../../../catalogue/api/channels";\nexport const used = [useChannels];\n',
  "apps/web/src/features/search/components/DeepClassifieds.tsx":
    'import { ltr } from "../../classifieds/housing/housing-format";\nexport const used = [ltr];\n',
  "apps/web/src/components/light/Mui.tsx":
    'import { Box } from "@mui/material";\nexport const used = [Box];\n',
  "apps/web/src/features/home/components/ChannelGrid.tsx":
    'import styled from "@emotion/styled";\nexport const used = [styled];\n',
  "apps/web/src/features/home/pages/HomePage.tsx":
    'import Button from "@mui/material/Button";\nexport const used = [Button];\n',
  "apps/server/src/modules/demo/sql.routes.ts":
    'import { sql } from "drizzle-orm";\nexport const used = [sql];\n',
  "apps/server/src/modules/demo/schema.routes.ts":
    'import { users } from "../../db/schema/index.js";\nexport const used = [users];\n',
  "apps/server/src/modules/demo/demo.service.ts":
    'import type { FastifyRequest } from "fastify";\nexport type Used = FastifyRequest;\n',
};

const allowed: Record<string, string> = {
  "apps/web/src/features/admin/pages/Ok.tsx":
    'import { useChannels } from "../../catalogue";\nimport { x } from "../../catalogue/index.ts";\nimport { ApiError } from "../../../lib/api-client";\nimport { local } from "../api/local";\nexport const used = [useChannels, x, ApiError, local];\n',
  "apps/web/src/features/catalogue/pages/Own.tsx":
    'import { useChannels } from "../api/channels";\nexport const used = [useChannels];\n',
  "apps/web/src/features/classifieds/jobs/pages/Ok.tsx":
    'import { useListing } from "../../shared/api/listings";\nimport { SaleEditor } from "../../sales";\nimport { useChannels } from "../../../catalogue";\nimport { local } from "../components/local";\nexport const used = [useListing, SaleEditor, useChannels, local];\n',
  "apps/web/src/features/classifieds/shared/editor/fields/Ok.tsx":
    'import { ListingCard } from "../../components/ListingCard";\nimport { ApiError } from "../../../../../lib/api-client";\nexport const used = [ListingCard, ApiError];\n',
  "apps/web/src/features/search/components/Classifieds.tsx":
    'import { ltr } from "../../classifieds";\nexport const used = [ltr];\n',
  "apps/web/src/features/questions/components/Mui.tsx":
    'import { Box } from "@mui/material";\nexport const used = [Box];\n',
  "apps/server/src/modules/demo/demo.queries.ts":
    'import { sql } from "drizzle-orm";\nexport const used = [sql];\n',
  "apps/server/src/modules/demo/demo.routes.ts":
    'import { listDemo } from "./demo.service.js";\nexport const used = [listDemo];\n',
  "apps/server/src/modules/demo/log.service.ts":
    'import type { FastifyBaseLogger } from "fastify";\nexport type Used = FastifyBaseLogger;\n',
};

let dir = "";

function lint(file: string): { code: number | null; output: string } {
  const run = spawnSync(biome, ["lint", "--only=style/noRestrictedImports", "--colors=off", file], {
    cwd: dir,
    encoding: "utf8",
  });
  return { code: run.status, output: `${run.stdout}${run.stderr}` };
}

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), "lint-boundaries-"));
  const config = JSON.parse(readFileSync(path.join(repo, "biome.json"), "utf8"));
  delete config.$schema;
  writeFileSync(path.join(dir, "biome.json"), JSON.stringify(config));
  for (const [file, text] of Object.entries({ ...violations, ...allowed })) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
});

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe("boundary lint (biome.json noRestrictedImports)", () => {
  it.each(Object.keys(violations))("fails on %s", (file) => {
    const { code, output } = lint(file);
    expect(output).toContain("noRestrictedImports");
    expect(code).not.toBe(0);
  });

  it.each(Object.keys(allowed))("passes %s", (file) => {
    const { code, output } = lint(file);
    expect(output).not.toContain("noRestrictedImports");
    expect(code).toBe(0);
  });
});
