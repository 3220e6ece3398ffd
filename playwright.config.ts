import { defineConfig, devices } from "@playwright/test";

// Run through `npm run test:e2e` (scripts/e2e.js), which finds Chromium and
// sets CHROMIUM_PATH. The web server builds the app, migrates and seeds a
// fresh database under tests/.data, and serves it on E2E_PORT.
const PORT = Number(process.env.E2E_PORT || 3100);
const executablePath = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

export const E2E_ENV = {
  // One database per port, so two e2e runs side by side do not share one.
  DATABASE_URL: `file:./tests/.data/e2e-${PORT}.db`,
  PORT: String(PORT),
  NODE_ENV: "test",
  RATE_LIMIT_DISABLED: "1",
  SESSION_SECRET: "e2e-session-secret-0123456789",
  JWT_SECRET: "e2e-jwt-secret-0123456789abcdef",
};
// The test runner's own process (the login fixture) uses the same database and secrets.
Object.assign(process.env, E2E_ENV);

const launchOptions = {
  executablePath,
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};

// Checks that need no browser (plain HTTP against the real server, or servers of
// their own) run once, in the JavaScript project: these files, and tests tagged
// @server in the others. axe runs once per screen too (audit.spec.ts).
const SERVER_ONLY_SPECS = ["hostile-server.spec.ts", "page-cache-poisoning.spec.ts", "crash.spec.ts"];

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 2,
  retries: 1,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    // Recording a trace (DOM snapshots and screenshots at every step) costs every
    // test CPU; a failing test is traced on its retry instead (`--trace on` for a
    // trace on the first run).
    trace: "on-first-retry",
    launchOptions,
  },
  projects: [
    { name: "chromium-js", use: { ...devices["Desktop Chrome"], launchOptions } },
    {
      name: "chromium-nojs",
      use: { ...devices["Desktop Chrome"], launchOptions, javaScriptEnabled: false },
      testIgnore: SERVER_ONLY_SPECS,
      grepInvert: /@server/,
    },
  ],
  webServer: {
    command: "node scripts/e2e-server.js",
    url: `http://localhost:${PORT}/`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: "ignore",
    stderr: "pipe",
    env: E2E_ENV,
  },
});
