import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { PHOTO_MAX_PIXELS } from "~/utils/product-photo-limits";
import { photoWidths, PHOTO_WIDTHS } from "~/utils/product-images";

// An uploaded product photo's variants, made outside the admin's request (issue 13 section 4,
// docs/decisions/0037).
//
// The save (models/product-photos.server.ts) writes two files: the upload as it came, `<hash>-source`
// (never served: server.js serves only `<hash>-<w>.webp|avif`), and the largest WebP, `<hash>-<max>.webp`,
// the URL the product keeps. Every other width and format (see utils/product-images.ts) is made here,
// in the process, one file at a time, by a queue:
// - after each save (queuePhotoVariants), at start-up and every few hours (resumePhotoVariants, a job in
//   jobs.server.ts: whatever a crash, a restart or another process left unfinished), and first on the
//   list when a shopper asks for a variant that is not there yet (missingPhotoVariant);
// - one sharp job at a time, with libvips on one thread while the queue works (sharp.concurrency), so
//   a save with six large photos never takes both cores from shoppers' requests;
// - each file written under a temporary name and renamed (a reader never sees half a file); when every
//   variant exists the source is deleted.
// Until a variant exists its URL answers with the nearest variant that does (missingPhotoVariant: the
// hook server.js calls when a photo file is missing), never a 404, with `Cache-Control: no-cache`, so
// a shopper's <picture> is never broken and the real file replaces the stand-in as soon as it exists.

export type VariantFormat = "webp" | "avif";

/** Where uploads live: UPLOAD_DIR (default ./uploads, from the working directory). Read on each call. */
export function uploadDir(): string {
  return path.resolve(process.env.UPLOAD_DIR?.trim() || "uploads");
}
export const photosDir = () => path.join(uploadDir(), "products");

export const sourceName = (hash: string) => `${hash}-source`;
export const variantName = (hash: string, width: number, format: VariantFormat) => `${hash}-${width}.${format}`;

/** sharp on an upload or a stored file, with the upload's pixel limit. */
export const photoImage = (input: Buffer | string) => sharp(input, { limitInputPixels: PHOTO_MAX_PIXELS, failOn: "error", animated: false });

/** One variant's bytes: the same settings for the request's WebP and the queue's files. */
export function encodeVariant(input: Buffer | string, width: number, format: VariantFormat, opts: { rotate: boolean }): Promise<Buffer> {
  let pipeline = photoImage(input);
  if (opts.rotate) pipeline = pipeline.rotate();
  pipeline = pipeline.resize({ width, withoutEnlargement: true });
  return (format === "webp" ? pipeline.webp({ quality: 80 }) : pipeline.avif({ quality: 50, effort: 2 })).toBuffer();
}

const exists = (file: string) => fs.access(file).then(() => true, () => false);

/** Writes `data` under a temporary name and renames it into place; a file already there (same content by name) is kept. */
export async function writeOnce(file: string, data: Buffer): Promise<void> {
  if (await exists(file)) return;
  const tmp = `${file}.${crypto.randomBytes(6).toString("hex")}.tmp`;
  await fs.writeFile(tmp, data, { flag: "wx" });
  await fs.rename(tmp, file);
}

/** Every variant a photo of largest width `max` has, largest first (the largest WebP is the save's own). */
export function variantsOf(max: number): Array<{ width: number; format: VariantFormat }> {
  return photoWidths(max)
    .reverse()
    .flatMap((width) => [
      { width, format: "avif" as const },
      { width, format: "webp" as const },
    ]);
}

type Pending = { hash: string; dir: string; max: number; todo: Array<{ width: number; format: VariantFormat }> };

// One queue per process: on globalThis, so the dev loop's fresh copies of the build share it.
type Queue = { photos: Map<string, Pending>; running: Promise<void> | null; paused: number; wake: (() => void) | null };
const queue: Queue = ((globalThis as { __photoVariants?: Queue }).__photoVariants ??= { photos: new Map(), running: null, paused: 0, wake: null });

/** Queues the photo's variants that are not there yet (checked by the worker, file by file). */
export function queuePhotoVariants(hash: string, max: number, dir = photosDir()): void {
  const current = queue.photos.get(hash);
  if (current && current.dir === dir) return;
  queue.photos.set(hash, { hash, dir, max, todo: variantsOf(max) });
  run();
}

/** Drops a photo's pending variants (its files are being deleted: models/product-photos.server.ts). */
export function cancelPhotoVariants(hash: string): void {
  queue.photos.delete(hash);
}

/** Resolves when the queue has nothing left to make (tests, the bench). */
export async function photoVariantsSettled(): Promise<void> {
  while (queue.running) await queue.running;
}

/** What the queue still has to make, in order: file names per photo (tests, the bench). */
export const pendingPhotoVariants = () => [...queue.photos.values()].map((p) => p.todo.map((v) => variantName(p.hash, v.width, v.format)));

/** Holds the queue until the returned function is called (tests: a variant that does not exist yet). */
export function pausePhotoVariants(): () => void {
  queue.paused++;
  let resumed = false;
  return () => {
    if (resumed) return;
    resumed = true;
    queue.paused--;
    if (queue.paused === 0) {
      queue.wake?.();
      run();
    }
  };
}

function run() {
  if (queue.running || queue.photos.size === 0) return;
  queue.running = drain().finally(() => {
    queue.running = null;
    if (queue.photos.size > 0 && queue.paused === 0) run();
  });
}

async function drain() {
  const threads = sharp.concurrency();
  sharp.concurrency(1);
  try {
    for (;;) {
      if (queue.paused > 0) await new Promise<void>((resolve) => (queue.wake = resolve));
      queue.wake = null;
      const photo = queue.photos.values().next().value as Pending | undefined;
      if (!photo) return;
      try {
        await makeNext(photo);
      } catch (error) {
        // A damaged or deleted source: nothing more can be made now; the next scan tries again.
        // (A photo cancelled meanwhile had its files deleted on purpose: nothing to say.)
        if (queue.photos.get(photo.hash) !== photo) continue;
        console.error(`[photo variants] ${photo.hash}: ${(error as Error).message}`);
        queue.photos.delete(photo.hash);
      }
    }
  } finally {
    sharp.concurrency(threads);
  }
}

/** Makes the photo's next missing variant; when none is left, deletes its source and drops it from the queue. */
async function makeNext(photo: Pending) {
  // The variant done is taken out by identity, never with shift(): while a file is checked, encoded
  // or written, missingPhotoVariant may move another variant to the front of `todo`, and shift()
  // then dropped that one unmade (a shopper's requested width stayed a stand-in until a restart).
  const done = (variant: (typeof photo.todo)[number]) => {
    const at = photo.todo.indexOf(variant);
    if (at !== -1) photo.todo.splice(at, 1);
  };
  while (photo.todo.length) {
    const variant = photo.todo[0];
    const { width, format } = variant;
    const file = path.join(photo.dir, variantName(photo.hash, width, format));
    if (await exists(file)) {
      done(variant);
      continue;
    }
    const source = await sourceOf(photo);
    if (!source) throw new Error("neither the source nor the largest WebP is there");
    const data = await encodeVariant(source.file, width, format, { rotate: source.original });
    // Cancelled (deleted) while it was being made: write nothing.
    if (queue.photos.get(photo.hash) !== photo) return;
    await writeOnce(file, data);
    // Cancelled while the file was being written: the deletion may have missed it.
    if (queue.photos.get(photo.hash) !== photo) return void (await fs.rm(file, { force: true }));
    done(variant);
    return; // one file per turn: a variant a shopper asked for can go first
  }
  queue.photos.delete(photo.hash);
  await fs.rm(path.join(photo.dir, sourceName(photo.hash)), { force: true });
}

/** What the variants are made from: the upload (EXIF orientation still to apply), else the largest WebP. */
async function sourceOf(photo: Pending): Promise<{ file: string; original: boolean } | null> {
  const source = path.join(photo.dir, sourceName(photo.hash));
  if (await exists(source)) return { file: source, original: true };
  const largest = path.join(photo.dir, variantName(photo.hash, photo.max, "webp"));
  if (await exists(largest)) return { file: largest, original: false };
  return null;
}

/** The largest width of a photo known only by its source file (the save wrote the source, then stopped). */
async function maxOfSource(file: string): Promise<number | null> {
  try {
    const meta = await photoImage(file).metadata();
    const width = ((meta.orientation ?? 1) >= 5 ? meta.height : meta.width) ?? 0;
    return width > 0 ? Math.min(width, PHOTO_WIDTHS[PHOTO_WIDTHS.length - 1]) : null;
  } catch {
    return null;
  }
}

const NAME = /^([a-f0-9]{32})-(?:(\d{2,4})\.(webp|avif)|source)$/;

/**
 * Queues every photo under the folder with a variant missing (or a source left behind): run at
 * start-up and every few hours (jobs.server.ts). One directory listing; returns the photos queued.
 */
export async function resumePhotoVariants(dir = photosDir()): Promise<number> {
  const names = await fs.readdir(dir).catch(() => [] as string[]);
  const photos = new Map<string, { files: Set<string>; webp: number[]; source: boolean }>();
  for (const name of names) {
    const m = NAME.exec(name);
    if (!m) continue;
    const one = photos.get(m[1]) ?? { files: new Set<string>(), webp: [], source: false };
    photos.set(m[1], one);
    one.files.add(name);
    if (!m[2]) one.source = true;
    else if (m[3] === "webp") one.webp.push(Number(m[2]));
  }
  let queued = 0;
  for (const [hash, one] of photos) {
    const max = one.source ? ((await maxOfSource(path.join(dir, sourceName(hash)))) ?? Math.max(0, ...one.webp)) : Math.max(0, ...one.webp);
    if (!max) continue; // only AVIFs: nothing to make the rest from
    const missing = variantsOf(max).some((v) => !one.files.has(variantName(hash, v.width, v.format)));
    if (!missing && !one.source) continue;
    queuePhotoVariants(hash, max, dir);
    queued++;
  }
  return queued;
}

/** The files to answer a missing variant's URL with, best first: the same format wider, the WebP at this width or wider, the largest, narrower ones. */
function standIns(hash: string, width: number, format: VariantFormat, max: number | null): string[] {
  const wider = PHOTO_WIDTHS.filter((w) => w > width);
  const narrower = PHOTO_WIDTHS.filter((w) => w < width).reverse();
  const names = [
    ...wider.map((w) => variantName(hash, w, format)),
    ...(format === "avif" ? [width, ...wider].map((w) => variantName(hash, w, "webp")) : []),
    ...(max ? [variantName(hash, max, "webp")] : []),
    ...narrower.flatMap((w) => [variantName(hash, w, format), ...(format === "avif" ? [variantName(hash, w, "webp")] : [])]),
  ];
  return [...new Set(names)].filter((n) => n !== variantName(hash, width, format));
}

/** The part of Express's response missingPhotoVariant uses. */
export type PhotoResponse = {
  headersSent: boolean;
  status(code: number): PhotoResponse;
  type(type: string): PhotoResponse;
  send(body: string): unknown;
  sendFile(file: string, options: Record<string, unknown>, done: (error?: Error & { status?: number }) => void): void;
};

/**
 * server.js's hook for a photo file that is not there (its static route's 404): queues the photo's
 * variants (this one first) when the photo is still being made, and answers with the nearest existing
 * variant (not cached: `no-cache`, so the real file is fetched once it exists). A name no photo has
 * is 404 as before. `name` is the route's match, `<hash>-<width>.<webp|avif>`.
 */
export async function missingPhotoVariant(name: string, res: PhotoResponse, next: (error?: unknown) => void): Promise<void> {
  const m = /^([a-f0-9]{32})-(\d{2,4})\.(webp|avif)$/.exec(name);
  const notFound = () => void res.status(404).type("text/plain").send("Not found");
  if (!m) return notFound();
  const [, hash, w, ext] = m;
  const width = Number(w);
  const format = ext as VariantFormat;
  const dir = photosDir();
  try {
    let max = queue.photos.get(hash)?.max ?? null;
    if (max === null && (await exists(path.join(dir, sourceName(hash))))) {
      max = await maxOfSource(path.join(dir, sourceName(hash)));
      if (max) queuePhotoVariants(hash, max, dir);
    }
    const pending = queue.photos.get(hash);
    if (pending) {
      // Asked for by a shopper: made next.
      const i = pending.todo.findIndex((v) => v.width === width && v.format === format);
      if (i > 0) pending.todo.unshift(...pending.todo.splice(i, 1));
      if (queue.photos.values().next().value !== pending) {
        queue.photos.delete(hash);
        queue.photos = new Map([[hash, pending], ...queue.photos]);
      }
      run();
    }
    let standIn: string | null = null;
    for (const candidate of standIns(hash, width, format, max)) {
      if (await exists(path.join(dir, candidate))) {
        standIn = candidate;
        break;
      }
    }
    if (!standIn) return notFound();
    res.sendFile(
      standIn,
      {
        root: dir,
        dotfiles: "deny",
        cacheControl: false,
        headers: {
          "Content-Type": standIn.endsWith(".avif") ? "image/avif" : "image/webp",
          "Cache-Control": "no-cache",
          "X-Content-Type-Options": "nosniff",
          "Content-Security-Policy": "default-src 'none'",
        },
      },
      (error) => {
        if (error && !res.headersSent) notFound();
        else if (error) next(error);
      },
    );
  } catch (error) {
    next(error);
  }
}
