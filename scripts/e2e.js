// `npm run test:e2e`: find a Chromium (or install Debian's), build, run both
// Playwright projects. Extra arguments go to `playwright test`.
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";

function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"].filter(Boolean);
  for (const c of candidates) if (fs.existsSync(c)) return c;

  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (isRoot && fs.existsSync("/etc/debian_version")) {
    console.log("Chromium not found: installing Debian's chromium package...");
    const opts = { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } };
    try {
      execFileSync("apt-get", ["update", "-qq"], opts);
      execFileSync("apt-get", ["install", "-y", "-qq", "chromium"], opts);
    } catch (error) {
      console.error(`apt-get failed: ${error.message}`);
    }
    if (fs.existsSync("/usr/bin/chromium")) return "/usr/bin/chromium";
  }

  // Last resort: a browser Playwright itself installed earlier.
  try {
    const probe = spawnSync(process.execPath, ["-e", "import('playwright-core').then(m=>process.stdout.write(m.chromium.executablePath()))"], { encoding: "utf8" });
    if (probe.stdout && fs.existsSync(probe.stdout)) return probe.stdout;
  } catch {
    // fall through
  }
  return null;
}

const chromium = findChromium();
if (!chromium) {
  console.error(
    "\nNo Chromium found for the end-to-end tests.\n" +
      "Install one of: Debian's `chromium` package (apt-get install chromium), or set CHROMIUM_PATH to a Chromium/Chrome binary.\n",
  );
  process.exit(1);
}
console.log(`Using Chromium at ${chromium}`);

execFileSync("npm", ["run", "build", "--silent"], { stdio: "inherit" });
const result = spawnSync("node_modules/.bin/playwright", ["test", ...process.argv.slice(2)], {
  stdio: "inherit",
  env: { ...process.env, CHROMIUM_PATH: chromium },
});
process.exit(result.status ?? 1);
