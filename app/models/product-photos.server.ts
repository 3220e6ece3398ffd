import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import type { Metadata } from "sharp";
import { PHOTO_MAX_BYTES, PHOTO_MAX_FILES, PHOTO_MAX_PIXELS, PHOTO_MESSAGES, PHOTO_MIN_SIDE } from "~/utils/product-photo-limits";
import { PHOTO_WIDTHS, UPLOAD_URL_PREFIX } from "~/utils/product-images";
import { cancelPhotoVariants, encodeVariant, photoImage, queuePhotoVariants, sourceName, uploadDir, variantName, writeOnce } from "~/utils/photo-variants.server";

import { prisma } from "~/db.server";
import { MAX_LIST_ITEMS, PLACEHOLDER_IMAGE } from "~/schemas/admin-product";

export { PHOTO_MAX_BYTES, PHOTO_MAX_FILES, PHOTO_MAX_PIXELS, PHOTO_MESSAGES, PHOTO_MIN_SIDE };

// Product photos uploaded from the admin product form (issue 13 section 4; docs/decisions/0021).
//
// Hostile input is assumed (a stolen admin session, a crafted file):
// - only JPEG, PNG, WebP and AVIF, recognised by their first bytes (the browser's name and type
//   are ignored); SVG (scripts), GIF, HEIC, PDF and everything else are refused before sharp sees
//   them, and sharp must then agree on the format;
// - at most PHOTO_MAX_BYTES a file and PHOTO_MAX_FILES a save (server.js refuses a larger body
//   before it is read: utils/body-limit.ts), and at most PHOTO_MAX_PIXELS decoded pixels
//   (sharp's limitInputPixels: a 2 KB PNG can claim 50,000 x 50,000), at least PHOTO_MIN_SIDE;
// - file names are the SHA-256 of the upload and the width, never anything the client sent, so
//   there is no path to traverse, a re-upload of the same photo costs nothing, and the files can
//   be cached for a year (immutable);
// - the stored variants are re-encoded by sharp (EXIF, GPS and any trailing payload dropped;
//   the EXIF orientation applied first). The save encodes only the largest WebP; the other widths
//   and the AVIFs are made by an in-process queue from the upload kept as `<hash>-source` (never
//   served, deleted when they exist): utils/photo-variants.server.ts, docs/decisions/0037.

export class PhotoError extends Error {
  name = "PhotoError";
}

export { uploadDir };

type Sniffed = "jpeg" | "png" | "webp" | "heif";

/** The format the file's first bytes say, or null. AVIF is an ISO-BMFF `ftyp` box with an avif/avis brand. */
export function sniffImage(bytes: Uint8Array): Sniffed | null {
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (bytes.length >= 8 && [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => bytes[i] === b)) return "png";
  if (bytes.length >= 12 && ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return "webp";
  if (bytes.length >= 16 && ascii(4, 8) === "ftyp") {
    const boxSize = Math.min(bytes.length, ((bytes[0] << 24) | (bytes[1] << 16) | (bytes[2] << 8) | bytes[3]) >>> 0, 64);
    const brands = [ascii(8, 12)];
    for (let i = 16; i + 4 <= boxSize; i += 4) brands.push(ascii(i, i + 4));
    if (brands.includes("avif") || brands.includes("avis")) return "heif";
  }
  return null;
}

/** Files the form sent in `name` (an untouched file input sends one empty, nameless part: ignored). */
export function photosFrom(formData: FormData, name = "photos"): File[] {
  return formData.getAll(name).filter((v): v is File => typeof v === "object" && v !== null && "arrayBuffer" in v && (v.size > 0 || v.name !== ""));
}

const displayName = (file: File) => {
  const base = Array.from(file.name || "photo", (c) => (c.charCodeAt(0) < 32 || c.charCodeAt(0) === 127 ? "" : c)).join("").slice(-80);
  return `"${base}"`;
};

type Checked = { file: File; bytes: Buffer; label: string };

/** Checks every file first (count, size, type by content); nothing is written unless all pass. */
async function check(files: File[]): Promise<Checked[]> {
  if (files.length > PHOTO_MAX_FILES) throw new PhotoError(PHOTO_MESSAGES.tooMany);
  const out: Checked[] = [];
  for (const file of files) {
    const label = displayName(file);
    if (file.size > PHOTO_MAX_BYTES) throw new PhotoError(PHOTO_MESSAGES.tooLarge(label));
    const bytes = Buffer.from(await file.arrayBuffer());
    if (bytes.length === 0 || !sniffImage(bytes)) throw new PhotoError(PHOTO_MESSAGES.notImage(label));
    out.push({ file, bytes, label });
  }
  return out;
}

const image = (bytes: Buffer) => photoImage(bytes);

type Inspected = Checked & { width: number };

/** Reads the header through sharp: the format must agree with the sniffed one, the size within limits. */
async function inspect(one: Checked): Promise<Inspected> {
  const { bytes, label } = one;
  let meta: Metadata;
  try {
    meta = await image(bytes).metadata();
  } catch (error) {
    if (/pixel limit/i.test(String((error as Error).message))) throw new PhotoError(PHOTO_MESSAGES.tooManyPixels(label));
    throw new PhotoError(PHOTO_MESSAGES.unreadable(label));
  }
  if (!["jpeg", "png", "webp", "heif"].includes(meta.format ?? "") || (meta.format === "heif" && meta.compression !== "av1")) {
    throw new PhotoError(PHOTO_MESSAGES.notImage(label));
  }
  const rotated = (meta.orientation ?? 1) >= 5;
  const width = (rotated ? meta.height : meta.width) ?? 0;
  const height = (rotated ? meta.width : meta.height) ?? 0;
  if (width * height > PHOTO_MAX_PIXELS) throw new PhotoError(PHOTO_MESSAGES.tooManyPixels(label));
  if (width < PHOTO_MIN_SIDE || height < PHOTO_MIN_SIDE) throw new PhotoError(PHOTO_MESSAGES.tooSmall(label));
  return { ...one, width };
}

/**
 * Stores one inspected photo as what a page needs at once: the largest WebP (the URL the product
 * keeps) and the upload itself, `<hash>-source`, which the queue makes the other widths and the AVIFs
 * from and then deletes (utils/photo-variants.server.ts, docs/decisions/0037). Returns the URL.
 */
async function store({ bytes, label, width }: Inspected, dir: string): Promise<string> {
  const hash = crypto.createHash("sha256").update(bytes).digest("hex").slice(0, 32);
  const max = Math.min(width, PHOTO_WIDTHS[PHOTO_WIDTHS.length - 1]);
  const url = path.join(dir, variantName(hash, max, "webp"));
  // The same photo saved before: its files are there or queued; nothing to encode again.
  if (!(await fs.access(url).then(() => true, () => false))) {
    let webp: Buffer;
    try {
      webp = await encodeVariant(bytes, max, "webp", { rotate: true });
    } catch (error) {
      if (error instanceof Error && /pixel limit|Input|vips|corrupt|premature|unsupported/i.test(error.message)) throw new PhotoError(PHOTO_MESSAGES.unreadable(label));
      throw error;
    }
    await writeOnce(path.join(dir, sourceName(hash)), bytes);
    await writeOnce(url, webp);
  }
  queuePhotoVariants(hash, max, dir);
  return `${UPLOAD_URL_PREFIX}${hash}-${max}.webp`;
}

/**
 * Checks, converts and stores the photos; returns their URLs in the order sent. Throws
 * PhotoError (a message for the form) when any file is refused; every file is checked (type,
 * size, pixels) before the first one is written.
 */
export async function storeProductPhotos(files: File[]): Promise<string[]> {
  if (files.length === 0) return [];
  const checked = await check(files);
  const dir = path.join(uploadDir(), "products");
  await fs.mkdir(dir, { recursive: true });
  const inspected: Inspected[] = [];
  for (const one of checked) inspected.push(await inspect(one));
  const urls: string[] = [];
  for (const one of inspected) urls.push(await store(one, dir));
  return urls;
}

/**
 * The product form's images after its uploads: the URLs typed on the form, then the uploaded
 * photos (the placeholder image is dropped once a real photo exists; duplicates once).
 * `error` is the message for the form's photo field; nothing is saved then.
 */
export async function withUploadedPhotos(
  formData: FormData,
  images: string[],
  opts: { placeholder: string; maxImages: number; tooManyImages: string },
): Promise<{ images: string[]; error?: undefined } | { error: string }> {
  const files = photosFrom(formData);
  if (files.length === 0) return { images };
  let urls: string[];
  try {
    urls = await storeProductPhotos(files);
  } catch (error) {
    if (error instanceof PhotoError) return { error: error.message };
    console.error("Storing product photos failed", error);
    return { error: PHOTO_MESSAGES.failed };
  }
  const next = [...new Set([...images.filter((u) => u !== opts.placeholder), ...urls])];
  if (next.length > opts.maxImages) return { error: opts.tooManyImages };
  return { images: next };
}

const UPLOADED_PHOTO = /^\/uploads\/products\/([a-f0-9]{32})-\d{2,4}\.webp$/;

/**
 * Deletes the stored files (every width, WebP and AVIF) of uploaded photos a product no longer shows,
 * unless something still names them: a product (this one included: a photo moved, not removed) or an
 * order line's image snapshot (order history keeps its pictures). Other URLs (typed, seeded) are never
 * touched. Call it after the save committed; a failure is logged, never thrown (the save stands, a
 * leftover file costs only disk). Returns the URLs whose files were deleted.
 */
export async function deleteUnusedPhotos(urls: readonly string[]): Promise<string[]> {
  const hashes = [...new Set(urls.map((u) => UPLOADED_PHOTO.exec(u)?.[1]).filter((h): h is string => Boolean(h)))];
  const deleted: string[] = [];
  const dir = path.join(uploadDir(), "products");
  for (const hash of hashes) {
    try {
      const needle = `%${UPLOAD_URL_PREFIX}${hash}-%`;
      const [used] = await prisma.$queryRawUnsafe<Array<{ n: number | bigint }>>(
        `SELECT (SELECT count(*) FROM "Product" WHERE "images" LIKE ?) + (SELECT count(*) FROM "OrderItem" WHERE "image" LIKE ?) AS "n"`,
        needle,
        needle,
      );
      if (Number(used?.n ?? 0) > 0) continue;
      cancelPhotoVariants(hash);
      const files = (await fs.readdir(dir).catch(() => [] as string[])).filter((f) => f.startsWith(`${hash}-`));
      await Promise.all(files.map((f) => fs.rm(path.join(dir, f), { force: true })));
      deleted.push(...urls.filter((u) => u.includes(`/${hash}-`)));
    } catch (error) {
      console.error("Deleting unused product photos failed", error);
    }
  }
  return deleted;
}

/** The product form's options for withUploadedPhotos. */
export const PHOTO_OPTIONS = {
  placeholder: PLACEHOLDER_IMAGE,
  maxImages: MAX_LIST_ITEMS,
  tooManyImages: `A product has at most ${MAX_LIST_ITEMS} images: remove some image URLs first`,
};
