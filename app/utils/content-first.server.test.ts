import { describe, expect, it } from "vitest";
import { contentFirst } from "~/utils/content-first.server";

// The shape of Remix 2.17's <Scripts/> output (modulepreload links, then the bootstrap module).
const doc = (nonce = "") => {
  const n = nonce ? ` nonce="${nonce}"` : "";
  return (
    `<!DOCTYPE html><html><head><link rel="stylesheet" href="/build/_assets/tailwind.css"/></head><body><main><img src="/hero.jpg" fetchpriority="high"/></main>` +
    `<script${n}>window.__remixContext = {};</script>` +
    `<link rel="modulepreload" href="/build/entry.client-A.js"${n}/><link rel="modulepreload" href="/build/_shared/chunk-B.js"${n}/>` +
    `<link rel="modulepreload" href="/build/root-C.js"${n}/><link rel="modulepreload" href="/build/routes/_index-D.js"${n}/>` +
    `<script${n} type="module" async="">;\nimport * as route0 from "/build/root-C.js";\nimport * as route1 from "/build/routes/_index-D.js";\n` +
    `window.__remixManifest = {\n  "entry": {"module": "/build/entry.client-A.js"}\n};\nwindow.__remixRouteModules = {"root":route0,"routes/_index":route1};\n\nimport("/build/entry.client-A.js");</script>` +
    `</body></html>`
  );
};

describe("contentFirst", () => {
  it("makes the modulepreload links inert and starts the same bootstrap after the content, preloading then", () => {
    const out = contentFirst(doc("abc"));
    expect(out).not.toContain('<link rel="modulepreload"');
    // The elements stay for React's hydration, without a rel.
    expect(out).toContain('<link data-modulepreload="" href="/build/root-C.js" nonce="abc"/>');
    expect(out.match(/<link data-modulepreload=""/g)).toHaveLength(4);
    expect(out).not.toMatch(/^import \* as/m);
    const script = /<script nonce="abc" type="module" async="">([\s\S]*?)<\/script>/.exec(out)![1];
    // Waits for a painted frame and the priority image first.
    expect(script.indexOf("requestAnimationFrame")).toBeLessThan(script.indexOf("import("));
    expect(script).toContain('img[fetchpriority="high"]');
    // Then preloads every module the links named, in one go.
    expect(script).toContain('["/build/entry.client-A.js","/build/_shared/chunk-B.js","/build/root-C.js","/build/routes/_index-D.js"]');
    expect(script).toContain('const [route0, route1] = await Promise.all([import("/build/root-C.js"), import("/build/routes/_index-D.js")]);');
    // Remix's own bootstrap follows unchanged.
    expect(script).toContain('window.__remixRouteModules = {"root":route0,"routes/_index":route1};');
    expect(script.trim().endsWith('import("/build/entry.client-A.js");')).toBe(true);
    // Everything else is untouched.
    expect(out).toContain('<script nonce="abc">window.__remixContext = {};</script>');
    expect(out).toContain('<img src="/hero.jpg" fetchpriority="high"/>');
  });

  it("works without a nonce and is valid JavaScript", () => {
    const out = contentFirst(doc());
    const script = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(out)![1];
    // An async function body accepts the module's top-level await: it must at least parse.
    const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor as new (body: string) => unknown;
    expect(() => new AsyncFunction(script.replace(/\bimport\(/g, "load("))).not.toThrow();
  });

  it("leaves a document without Remix's bootstrap alone", () => {
    const plain = "<!DOCTYPE html><html><body><p>Hello</p></body></html>";
    expect(contentFirst(plain)).toBe(plain);
    const other = '<html><body><script type="module" async="">console.log(1)</script></body></html>';
    expect(contentFirst(other)).toBe(other);
  });
});
