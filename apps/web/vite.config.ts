import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

export default defineConfig({
  plugins: [react()],
  server: { proxy: { "/api": "http://127.0.0.1:3000" } },
  build: { sourcemap: false, chunkSizeWarningLimit: 700 },
  test: { include: ["src/**/*.test.ts"] },
});
