import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Every icon component names a <symbol> of s.svg (the sprite) (a missing one draws nothing, silently).
const dir = path.dirname(new URL(import.meta.url).pathname);
const sprite = fs.readFileSync(path.join(dir, "s.svg"), "utf8");
const symbols = new Set([...sprite.matchAll(/<symbol id="([^"]+)"/g)].map((m) => m[1]));

describe("icon sprite", () => {
  const used = new Set<string>();
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith(".tsx"))) {
    const source = fs.readFileSync(path.join(dir, file), "utf8");
    for (const m of source.matchAll(/icon\("([^"]+)"\)|#logo/g)) used.add(m[1] ?? "logo");
  }
  // Icons drawn by name elsewhere (<Icon name="..."/>).
  for (const file of ["header-search.tsx"]) {
    const source = fs.readFileSync(path.join(dir, "../..", file), "utf8");
    for (const m of source.matchAll(/<Icon name="([^"]+)"/g)) used.add(m[1]);
  }

  it("has a symbol for every icon", () => {
    expect(used.size).toBeGreaterThan(30);
    expect([...used].filter((name) => !symbols.has(name))).toEqual([]);
  });

  it("has no symbol that no icon uses", () => {
    expect([...symbols].filter((name) => !used.has(name))).toEqual([]);
  });
});
