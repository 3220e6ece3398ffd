import type { ComponentPropsWithoutRef } from "react";

// Kept tiny: it is in every storefront page's bundle (docs/decisions/0016-js-budget.md). The rule
// is utils/product-images.ts's imageSources (tested there); this copy avoids its module.
const UPLOADED = /^(\/uploads\/products\/[a-f0-9]{32}-)(\d+)\.webp$/;

/**
 * A product image: an uploaded photo (utils/product-images.ts) becomes <picture> with AVIF and
 * WebP `srcset`s (the browser picks the format it knows and the width `sizes` asks for); any other
 * URL is a plain <img>. The <picture> box is `display: contents`, so the <img> lays out as before.
 */
export function Picture({ src, sizes, ...img }: ComponentPropsWithoutRef<"img"> & { src: string; sizes: string }) {
  const m = UPLOADED.exec(src);
  if (!m) return <img src={src} {...img} />;
  const max = +m[2];
  const set = (ext: string) => [...[320, 640, 960].filter((w) => w < max), max].map((w) => `${m[1]}${w}.${ext} ${w}w`).join();
  return (
    <picture className="contents">
      <source type="image/avif" srcSet={set("avif")} sizes={sizes} />
      <img src={src} srcSet={set("webp")} sizes={sizes} {...img} />
    </picture>
  );
}
