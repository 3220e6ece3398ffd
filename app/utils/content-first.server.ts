// Content first, then JavaScript (docs/decisions/0008-page-cache-and-content-first.md).
//
// Every screen works without JavaScript, so a shopper on a slow phone network
// needs the HTML, the CSS and the first product image before anything else.
// Remix's <Scripts/> asks for all of a page's modules at once (modulepreload
// links, and static imports in its bootstrap), and on Slow 4G that ~100 KB
// competes for bandwidth with the largest image. This rewrite of the finished
// document keeps Remix's bootstrap as it is but starts it after the first
// paint and once the page's priority image has arrived (at most a few seconds
// later): only then are the modules preloaded, imported and hydrated. The
// modulepreload links stay in the markup without their rel, so the document
// still matches what React renders when it hydrates.
//
// The rewrite relies on the shape of Remix 2's <Scripts/> output (pinned in
// package.json); when that shape is not found the document is left unchanged,
// and the shell e2e suite fails on a Remix upgrade that changes it.

const MODULEPRELOAD = /<link(?=[^>]*\brel="modulepreload")[^>]*\bhref="([^"]+)"[^>]*>/g;
const BOOTSTRAP = /(<script(?=[^>]*\btype="module")(?![^>]*\bsrc=)[^>]*>)([\s\S]*?)(<\/script>)/;
const STATIC_IMPORT = /^import \* as (route\d+) from ("[^"]+");$/gm;

/** Waits for a painted frame and the priority (LCP) image, never longer than MAX_WAIT_MS. */
export const MAX_WAIT_MS = 3000;
const WAIT_FOR_CONTENT = `await new Promise((go) => {
  const ready = () => requestAnimationFrame(() => setTimeout(go, 0));
  const hero = document.querySelector('img[fetchpriority="high"]');
  if (!hero || hero.complete) ready();
  else { hero.addEventListener("load", ready, { once: true }); hero.addEventListener("error", ready, { once: true }); }
  setTimeout(go, ${MAX_WAIT_MS});
});`;

export function contentFirst(html: string): string {
  // For comparing both ways in benchmarks.
  if (process.env.CONTENT_FIRST_DISABLED === "1") return html;
  const bootstrap = BOOTSTRAP.exec(html);
  if (!bootstrap) return html;
  const [whole, open, body, close] = bootstrap;
  const routes = [...body.matchAll(STATIC_IMPORT)];
  if (routes.length === 0 || !body.includes("window.__remixRouteModules")) return html;

  const preloads = [...html.matchAll(MODULEPRELOAD)].map((m) => m[1]);
  const rest = body.replace(STATIC_IMPORT, "").replace(/^;\s*$/m, "").trim();
  const deferred = [
    WAIT_FOR_CONTENT,
    `for (const href of ${JSON.stringify(preloads)}) { const link = document.createElement("link"); link.rel = "modulepreload"; link.href = href; document.head.appendChild(link); }`,
    `const [${routes.map((m) => m[1]).join(", ")}] = await Promise.all([${routes.map((m) => `import(${m[2]})`).join(", ")}]);`,
    rest,
  ].join("\n");

  // The links stay in place (React hydrates against them) but stop asking for anything.
  const inert = html.replace(MODULEPRELOAD, (link) => link.replace(' rel="modulepreload"', " data-modulepreload=\"\""));
  return inert.replace(whole, () => `${open}${deferred}${close}`);
}
