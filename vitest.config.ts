import { defineConfig } from "vitest/config";
import tsconfigPaths from "vite-tsconfig-paths";

export default defineConfig({
  plugins: [tsconfigPaths()],
  test: {
    include: ["app/**/*.test.{ts,tsx}", "tests/integration/**/*.test.ts", "prisma/**/*.test.ts", "scripts/**/*.test.ts"],
    // One template database migrated once; each worker gets its own copy (tests/setup).
    globalSetup: ["tests/setup/global-setup.ts"],
    setupFiles: ["tests/setup/worker-setup.ts"],
    pool: "forks",
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
