// Browser-safe limits of a product photo upload, apart from utils/product-images.ts so the
// storefront's <Picture> (which needs only the srcset rule) does not carry the admin's messages.

// Checked on the server (models/product-photos.server.ts); the form checks size, type and count first when JavaScript runs.
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

