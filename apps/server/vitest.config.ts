import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: ["src/lib/**/*.test.ts", "src/config.test.ts"],
        },
      },
      {
        test: {
          name: "api",
          include: [
            "src/main.test.ts",
            "src/modules/**/*.test.ts",
            "src/plugins/**/*.test.ts",
            "src/db/**/*.test.ts",
            "src/security/**/*.test.ts",
            "src/scale/**/*.test.ts",
          ],
          globalSetup: ["src/test/global-setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
