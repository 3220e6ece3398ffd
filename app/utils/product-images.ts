// Browser-safe: how an uploaded product photo's URL names its responsive variants.
//
// An upload is stored once per width and format under UPLOAD_DIR/products/ (models/product-photos.server.ts):
//   <hash>-<w>.webp and <hash>-<w>.avif for every width in PHOTO_WIDTHS below the photo's own width,
//   plus its own width (capped at the largest).
// The product keeps one URL, the largest WebP (/uploads/products/<hash>-<max>.webp): a real file,
// so every client that only knows `images: string[]` (the API, e-mails, Open Graph) works as
// before, and the screens derive `srcset` for <picture> from it (components/ui/picture.tsx keeps a
// copy of this rule, tested against this one). Any other URL is used as is.

export const PHOTO_WIDTHS = [320, 640, 960, 1280] as const;
export const UPLOAD_URL_PREFIX = "/uploads/products/";

const UPLOADED = /^\/uploads\/products\/([a-f0-9]{32})-(\d{2,4})\.webp$/;

export type ImageSources = { avif: string; webp: string };

/** The widths stored for a photo whose largest variant is `max` pixels wide. */
export function photoWidths(max: number): number[] {
  return [...PHOTO_WIDTHS.filter((w) => w < max), max];
}

/** `srcset` values for an uploaded photo's URL; null for any other URL (shown as it is). */
export function imageSources(url: string): ImageSources | null {
  const m = UPLOADED.exec(url);
  if (!m) return null;
  const [, hash, max] = m;
  const set = (ext: string) => photoWidths(Number(max)).map((w) => `${UPLOAD_URL_PREFIX}${hash}-${w}.${ext} ${w}w`).join(",");
  return { avif: set("avif"), webp: set("webp") };
}

