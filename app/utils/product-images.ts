// Browser-safe: how an uploaded product photo's URL names its responsive variants.
//
// An upload is stored once per width and format under UPLOAD_DIR/products/ (models/product-photos.server.ts):
//   <hash>-<w>.webp and <hash>-<w>.avif for every width in PHOTO_WIDTHS below the photo's own width,
//   plus its own width (capped at the largest).
// The product keeps one URL, the largest WebP (/uploads/products/<hash>-<max>.webp): a real file,
// so every client that only knows `images: string[]` (the API, e-mails, Open Graph) works as
// before, and the screens derive `srcset` for <picture> from it. Any other URL is used as is.

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
  const set = (ext: string) => photoWidths(Number(max)).map((w) => `${UPLOAD_URL_PREFIX}${hash}-${w}.${ext} ${w}w`).join(", ");
  return { avif: set("avif"), webp: set("webp") };
}

// Limits of an upload (checked on the server; the form checks size, type and count first when JavaScript runs).
export const PHOTO_MAX_BYTES = 8 * 1024 * 1024;
export const PHOTO_MAX_FILES = 6;
export const PHOTO_MAX_PIXELS = 40_000_000;
export const PHOTO_MIN_SIDE = 200;
export const PHOTO_TYPES = ["image/jpeg", "image/png", "image/webp", "image/avif"] as const;

export const PHOTO_MESSAGES = {
  tooMany: `Upload at most ${PHOTO_MAX_FILES} photos at a time`,
  tooLarge: (name: string) => `${name} is larger than ${PHOTO_MAX_BYTES / 1024 / 1024} MB`,
  notImage: (name: string) => `${name} is not a JPEG, PNG, WebP or AVIF image`,
  tooManyPixels: (name: string) => `${name} has more than ${PHOTO_MAX_PIXELS / 1_000_000} megapixels`,
  tooSmall: (name: string) => `${name} is smaller than ${PHOTO_MIN_SIDE} x ${PHOTO_MIN_SIDE} pixels`,
  unreadable: (name: string) => `${name} could not be read as an image (damaged or incomplete file)`,
  failed: "The photos could not be saved. Please try again.",
} as const;

