import type { ComponentPropsWithoutRef } from "react";
import { imageSources } from "~/utils/product-images";

/**
 * A product image: an uploaded photo becomes <picture> with AVIF and WebP `srcset`s (the browser
 * picks the format it knows and the width the layout needs, from `sizes`); any other URL is a
 * plain <img>. The <picture> box is `display: contents`, so the <img> lays out as before.
 */
export function Picture({ src, sizes, ...img }: ComponentPropsWithoutRef<"img"> & { src: string; sizes: string }) {
  const set = imageSources(src);
  if (!set) return <img src={src} {...img} />;
  return (
    <picture className="contents">
      <source type="image/avif" srcSet={set.avif} sizes={sizes} />
      <img src={src} srcSet={set.webp} sizes={sizes} {...img} />
    </picture>
  );
}
