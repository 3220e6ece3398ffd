import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Decision 0038: every browser entry point re-exports app/utils/shell-chunk.ts, so the shell's small
// modules share React's chunk. Route modules get it from the remix.config.js patch, entry.client and
// every module loaded with import() write it themselves: one that does not splits the shell into
// many small chunks again (more requests before the first paint on a slow network).
const APP = path.resolve(__dirname, "..");

function* sources(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sources(file);
    else if (/\.(ts|tsx)$/.test(entry.name) && !/\.(test|server)\.tsx?$/.test(entry.name)) yield file;
  }
}

describe("the shell chunk", () => {
  it("is re-exported by entry.client and by every module the browser loads with import()", () => {
    const targets = new Set<string>([path.join(APP, "entry.client.tsx")]);
    for (const file of sources(APP)) {
      for (const [, spec] of fs.readFileSync(file, "utf8").matchAll(/import\(\s*"~\/([^"]+)"\s*\)/g)) {
        const base = path.join(APP, spec);
        const found = [".tsx", ".ts"].map((ext) => base + ext).find((f) => fs.existsSync(f));
        expect(found, `${spec} (imported by ${path.relative(APP, file)})`).toBeTruthy();
        targets.add(found!);
      }
    }
    expect(targets.size).toBeGreaterThan(5);
    for (const file of targets) expect(fs.readFileSync(file, "utf8"), path.relative(APP, file)).toContain('export * as __shellChunk from "~/utils/shell-chunk";');
  });
});
