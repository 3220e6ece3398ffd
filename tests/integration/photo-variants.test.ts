import crypto from "node:crypto";
import fs from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import express from "express";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { deleteUnusedPhotos, storeProductPhotos } from "~/models/product-photos.server";
import {
  missingPhotoVariant,
  pausePhotoVariants,
  pendingPhotoVariants,
  photoVariantsSettled,
  resumePhotoVariants,
  uploadDir,
} from "~/utils/photo-variants.server";

// Issue 13 section 4, decision 0037: a photo's save writes only the largest WebP (the product's URL)
// and the upload; the other widths and the AVIFs are made by the in-process queue, at start-up for
// whatever was left unmade, and first when a shopper asks for one. Until a variant exists its URL
// answers with the nearest one that does (never a 404, never cached), through the hook server.js's
// photo route calls on a missing file: the route below is server.js's, with that one line.

let dir: string;
let base: string;
let close: () => void;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "photo-variants-"));
  process.env.UPLOAD_DIR = dir;
  const app = express();
  const PHOTO_TYPE: Record<string, string> = { ".webp": "image/webp", ".avif": "image/avif" };
  app.get(/^\/uploads\/products\/([a-f0-9]{32}-\d{2,4}\.(?:webp|avif))$/, (req, res, next) => {
    const name = (req.params as unknown as string[])[0];
    res.sendFile(
      name,
      {
        root: path.join(uploadDir(), "products"),
        immutable: true,
        maxAge: "1y",
        dotfiles: "deny",
        headers: { "Content-Type": PHOTO_TYPE[path.extname(name)], "X-Content-Type-Options": "nosniff", "Content-Security-Policy": "default-src 'none'" },
      },
      (error?: Error & { status?: number }) => {
        // The hook (server.js, one line): a missing photo file is the variants module's to answer.
        if (error?.status === 404 && !res.headersSent) return void missingPhotoVariant(name, res, next);
        if (error && !res.headersSent) res.status(error.status === 404 ? 404 : 500).type("text/plain").send(error.status === 404 ? "Not found" : "Error");
        else if (error) next(error);
      },
    );
  });
  const server = app.listen(0);
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
beforeEach(() => photoVariantsSettled());
afterAll(async () => {
  await photoVariantsSettled();
  close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const products = () => path.join(dir, "products");
const filesOf = (hash: string) => (fs.existsSync(products()) ? fs.readdirSync(products()).filter((f) => f.startsWith(`${hash}-`)).sort() : []);
const hashOf = (url: string) => /\/([a-f0-9]{32})-/.exec(url)![1];
const allVariants = (hash: string, widths: number[]) => widths.flatMap((w) => [`${hash}-${w}.avif`, `${hash}-${w}.webp`]).sort();
let seed = 0;
const jpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 100 + (++seed % 100), g: seed % 250, b: 40 } } }).jpeg().toBuffer();
const store = async (bytes: Buffer) => (await storeProductPhotos([new File([new Uint8Array(bytes)], "p.jpg", { type: "image/jpeg" })]))[0];

describe("photo variants made outside the save", () => {
  it("the save writes the largest WebP and the upload; the queue makes every other width and format, then deletes the upload", async () => {
    const resume = pausePhotoVariants();
    const photo = await jpeg(1000, 1333);
    const url = await store(photo);
    const hash = hashOf(url);
    expect(url).toBe(`/uploads/products/${hash}-1000.webp`);
    expect(filesOf(hash)).toEqual([`${hash}-1000.webp`, `${hash}-source`]);
    expect(await sharp(path.join(products(), `${hash}-1000.webp`)).metadata()).toMatchObject({ format: "webp", width: 1000, height: 1333 });
    expect(fs.readFileSync(path.join(products(), `${hash}-source`)).equals(photo)).toBe(true);
    expect(pendingPhotoVariants()).toEqual([[1000, 960, 640, 320].flatMap((w) => [`${hash}-${w}.avif`, `${hash}-${w}.webp`])]);

    resume();
    await photoVariantsSettled();
    expect(filesOf(hash)).toEqual(allVariants(hash, [320, 640, 960, 1000]));
    expect(pendingPhotoVariants()).toEqual([]);
    expect(await sharp(path.join(products(), `${hash}-640.avif`)).metadata()).toMatchObject({ format: "heif", width: 640, height: 853 });
    const small = await sharp(path.join(products(), `${hash}-320.webp`)).metadata();
    expect(small).toMatchObject({ format: "webp", width: 320 });
    expect(Math.abs(small.height - 427)).toBeLessThanOrEqual(1);
  });

  it("a variant not made yet answers with the nearest one that exists, uncached, and is made first", async () => {
    const resume = pausePhotoVariants();
    try {
      const url = await store(await jpeg(1000, 1200));
      const hash = hashOf(url);
      const largest = fs.readFileSync(path.join(products(), `${hash}-1000.webp`));

      const res = await fetch(`${base}/uploads/products/${hash}-320.avif`);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("image/webp");
      expect(res.headers.get("cache-control")).toBe("no-cache");
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(Buffer.from(await res.arrayBuffer()).equals(largest)).toBe(true);
      // Asked for: first in the queue.
      expect(pendingPhotoVariants()[0][0]).toBe(`${hash}-320.avif`);

      // The product's own URL is the real file, cached for a year.
      const own = await fetch(`${base}${url}`);
      expect(own.status).toBe(200);
      expect(own.headers.get("cache-control")).toMatch(/max-age=31536000.*immutable/);

      resume();
      await photoVariantsSettled();
      const made = await fetch(`${base}/uploads/products/${hash}-320.avif`);
      expect(made.headers.get("content-type")).toBe("image/avif");
      expect(made.headers.get("cache-control")).toMatch(/max-age=31536000.*immutable/);
      expect((await sharp(Buffer.from(await made.arrayBuffer())).metadata()).width).toBe(320);
    } finally {
      resume();
    }
  });

  it("a photo another process is still making (its upload on disk) is queued by the first request; a name no photo has stays 404", async () => {
    const hash = crypto.randomBytes(16).toString("hex");
    fs.mkdirSync(products(), { recursive: true });
    const resume = pausePhotoVariants();
    try {
      fs.writeFileSync(path.join(products(), `${hash}-source`), await jpeg(700, 900));
      // Nothing to stand in yet (the save stopped before its WebP): 404, and the photo is queued.
      expect((await fetch(`${base}/uploads/products/${hash}-640.webp`)).status).toBe(404);
      expect(pendingPhotoVariants()[0][0]).toBe(`${hash}-640.webp`);
    } finally {
      resume();
    }
    await photoVariantsSettled();
    expect(filesOf(hash)).toEqual(allVariants(hash, [320, 640, 700]));

    const unknown = await fetch(`${base}/uploads/products/${"f".repeat(32)}-640.avif`);
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toBe("Not found");
    expect((await fetch(`${base}/uploads/products/..%2F..%2Fpackage.json`)).status).toBe(404);
  });

  it("start-up makes what a restart or a crash left unmade, from the upload (oriented) or else from the largest WebP", async () => {
    const url = await store(await jpeg(1000, 1000));
    await photoVariantsSettled();
    const hash = hashOf(url);
    fs.rmSync(path.join(products(), `${hash}-640.webp`));
    fs.rmSync(path.join(products(), `${hash}-960.avif`));

    // A save that wrote its upload and stopped: a phone photo stored sideways (EXIF orientation 6).
    const sideways = crypto.randomBytes(16).toString("hex");
    fs.writeFileSync(path.join(products(), `${sideways}-source`), await sharp(await jpeg(400, 300)).withMetadata({ orientation: 6 }).jpeg().toBuffer());

    expect(await resumePhotoVariants()).toBe(2);
    await photoVariantsSettled();
    expect(filesOf(hash)).toEqual(allVariants(hash, [320, 640, 960, 1000]));
    expect(await sharp(path.join(products(), `${hash}-640.webp`)).metadata()).toMatchObject({ width: 640, height: 640 });
    expect(filesOf(sideways)).toEqual(allVariants(sideways, [300]));
    expect(await sharp(path.join(products(), `${sideways}-300.webp`)).metadata()).toMatchObject({ width: 300, height: 400 });
    // Nothing left: a second scan queues nothing.
    expect(await resumePhotoVariants()).toBe(0);
  });

  it("a photo deleted before its variants exist leaves no file behind", async () => {
    const resume = pausePhotoVariants();
    let hash: string;
    try {
      const url = await store(await jpeg(900, 1200));
      hash = hashOf(url);
      expect(await deleteUnusedPhotos([url])).toEqual([url]);
      expect(filesOf(hash)).toEqual([]);
      expect(pendingPhotoVariants()).toEqual([]);
    } finally {
      resume();
    }
    await photoVariantsSettled();
    expect(filesOf(hash)).toEqual([]);
  });

  it("works one file at a time with libvips on one thread, and gives the thread count back", async () => {
    const before = sharp.concurrency();
    sharp.concurrency(2);
    const resume = pausePhotoVariants();
    try {
      await store(await jpeg(800, 800));
      expect(sharp.concurrency()).toBe(1);
    } finally {
      resume();
    }
    await photoVariantsSettled();
    expect(sharp.concurrency()).toBe(2);
    sharp.concurrency(before);
  });
});
