// Draws the demo catalogue's fabric close-ups (issue 14 section 5): one small SVG per
// product, public/images/products/<slug>-fabric.svg, the first image of every demo product
// (prisma/seed-data.ts productImages), so a card shows the cloth itself: its colour, the
// motif woven or printed on it, the drape (folds warp the pattern and shade it), the sheen
// of silk and satin (none on cotton), and a zari border on sarees and lehengas.
//
//   npx tsx scripts/draw-fabric.ts        # rewrites the files from PRODUCTS' `art` and `material`
//
// Deterministic: the same data gives the same bytes.

import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { fabricImage, PRODUCTS, type Motif, type ProductSeed } from "../prisma/seed-data";

const OUT = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "public");

/** One 60 x 60 tile of the motif in `c` (transparent around it). */
const MOTIFS: Record<Motif, (c: string, d: string) => string> = {
  paisley: (c, d) => `<path d="M26 46c-12-2-16-19-4-26 10-6 21 2 19 13-1 8-9 11-9 17z" fill="${c}"/><circle cx="28" cy="31" r="4" fill="${d}"/><circle cx="52" cy="10" r="2.5" fill="${c}"/>`,
  buti: (c) => `<circle cx="15" cy="15" r="4" fill="${c}"/><circle cx="45" cy="45" r="4" fill="${c}"/><circle cx="45" cy="15" r="1.6" fill="${c}"/><circle cx="15" cy="45" r="1.6" fill="${c}"/>`,
  temple: (c) => `<path d="M0 60l15-26 15 26zM30 60l15-26 15 26z" fill="${c}"/><path d="M10 20h40" stroke="${c}" stroke-width="2"/>`,
  checks: (c) => `<path d="M0 0h30v30H0z" fill="${c}" opacity=".55"/><path d="M0 15h60M15 0v60" stroke="${c}" stroke-width="3"/>`,
  ikat: (c, d) => `<path d="M30 4l18 26-18 26-18-26z" fill="${c}"/><path d="M30 18l8 12-8 12-8-12z" fill="${d}"/>`,
  floral: (c, d) => `<g fill="${c}"><circle cx="30" cy="20" r="7"/><circle cx="40" cy="30" r="7"/><circle cx="30" cy="40" r="7"/><circle cx="20" cy="30" r="7"/></g><circle cx="30" cy="30" r="5" fill="${d}"/>`,
  chevron: (c) => `<path d="M0 20l15 12 15-12 15 12 15-12v10L45 42 30 30 15 42 0 30z" fill="${c}"/>`,
  mirror: (c, d) => `<circle cx="30" cy="30" r="9" fill="${c}"/><circle cx="30" cy="30" r="9" fill="none" stroke="${d}" stroke-width="3"/><circle cx="0" cy="0" r="5" fill="${c}"/><circle cx="60" cy="60" r="5" fill="${c}"/>`,
  stripes: (c) => `<path d="M0 0h6v60H0zM24 0h2v60h-2zM40 0h2v60h-2z" fill="${c}"/>`,
  sequin: (c) => `<g fill="${c}"><circle cx="10" cy="10" r="3"/><circle cx="40" cy="20" r="3"/><circle cx="25" cy="42" r="3"/><circle cx="52" cy="50" r="3"/></g>`,
};

type Finish = { sheen: number; weave: number; sheer: boolean };

/** How the cloth takes light, from its material. */
function finish(material: string): Finish {
  const m = material.toLowerCase();
  if (/net|organza|chiffon|georgette/.test(m)) return { sheen: 0.22, weave: 0.06, sheer: true };
  if (/silk|satin|velvet|brocade/.test(m) && !/cotton/.test(m)) return { sheen: 0.42, weave: 0.05, sheer: false };
  return { sheen: 0.1, weave: 0.16, sheer: false }; // cotton, linen, rayon, chanderi, blends
}

/** A cheap hash of the slug, so each cloth folds a little differently. */
function seedOf(text: string) {
  let h = 7;
  for (const ch of text) h = (h * 31 + ch.charCodeAt(0)) % 997;
  return h;
}

export function fabricSvg(p: Pick<ProductSeed, "slug" | "material" | "art">): string {
  const { design, motif, base, accent, deep } = p.art;
  const f = finish(p.material);
  const seed = seedOf(p.slug);
  const zari = design === "saree" || design === "lehenga";
  const tile = MOTIFS[motif](accent, deep);
  // Folds: vertical bands of shade and light across the width (the drape).
  const folds = [0, 0.14, 0.27, 0.41, 0.55, 0.68, 0.82, 1]
    .map((o, i) => `<stop offset="${o}" stop-color="${i % 2 ? "#fff" : "#000"}" stop-opacity="${i % 2 ? (f.sheen * 0.6).toFixed(2) : "0.3"}"/>`)
    .join("");
  const border = zari
    ? `<g filter="url(#d)"><rect y="590" width="600" height="120" fill="url(#z)"/><rect y="600" width="600" height="100" fill="url(#zm)"/><path d="M0 598h600M0 702h600" stroke="${deep}" stroke-width="4"/></g>`
    : `<g filter="url(#d)"><rect y="640" width="600" height="44" fill="${accent}" opacity=".85"/><rect y="640" width="600" height="44" fill="url(#zm)" opacity=".6"/></g>`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 800" width="600" height="800">`,
    `<defs>`,
    `<pattern id="m" width="60" height="60" patternUnits="userSpaceOnUse" patternTransform="rotate(${seed % 2 ? -6 : 5}) scale(1.35)">${tile}</pattern>`,
    `<pattern id="w" width="4" height="4" patternUnits="userSpaceOnUse"><path d="M0 1h4M1 0v4" stroke="${deep}" stroke-width=".7" opacity="${f.weave}"/></pattern>`,
    `<pattern id="zm" width="40" height="100" patternUnits="userSpaceOnUse" y="600"><path d="M20 20l12 30-12 30-12-30z" fill="${deep}" opacity=".75"/><circle cx="20" cy="50" r="4" fill="#fff6d5"/></pattern>`,
    `<linearGradient id="z" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#9c7410"/><stop offset=".45" stop-color="#f3d77a"/><stop offset="1" stop-color="#a67c12"/></linearGradient>`,
    `<linearGradient id="f" x1="0" y1="0" x2="1" y2=".12">${folds}</linearGradient>`,
    `<linearGradient id="s" x1="0" y1="0" x2="1" y2="1"><stop offset=".25" stop-color="#fff" stop-opacity="0"/><stop offset=".5" stop-color="#fff" stop-opacity="${f.sheen}"/><stop offset=".75" stop-color="#fff" stop-opacity="0"/></linearGradient>`,
    `<filter id="d" x="-5%" y="-5%" width="110%" height="110%"><feTurbulence type="fractalNoise" baseFrequency="0.006 0.002" numOctaves="2" seed="${seed}"/><feDisplacementMap in="SourceGraphic" scale="70"/></filter>`,
    `<clipPath id="c"><path d="M0 0h600v740q-50 30-100 0t-100 0-100 0-100 0-100 0-100 0z"/></clipPath>`,
    `</defs>`,
    `<rect width="600" height="800" fill="#efe9e1"/>`,
    `<g clip-path="url(#c)">`,
    `<rect width="600" height="800" fill="${base}"${f.sheer ? ` opacity=".92"` : ""}/>`,
    `<rect x="-40" y="-40" width="680" height="880" fill="url(#m)" filter="url(#d)"/>`,
    border,
    `<rect width="600" height="800" fill="url(#w)"/>`,
    `<rect width="600" height="800" fill="url(#f)"/>`,
    `<rect width="600" height="800" fill="url(#s)"/>`,
    `</g>`,
    `</svg>`,
  ].join("");
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  let bytes = 0;
  for (const p of PRODUCTS) {
    const svg = fabricSvg(p);
    fs.writeFileSync(path.join(OUT, fabricImage(p).replace(/^\//, "")), svg);
    bytes += svg.length;
  }
  console.log(`${PRODUCTS.length} fabric images, ${(bytes / 1024).toFixed(1)} KB in all`);
}
