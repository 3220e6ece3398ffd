import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { prisma } from "~/db.server";
import { createProduct } from "~/models/admin-product.server";
import { sniffImage, storeProductPhotos } from "~/models/product-photos.server";
import * as editPage from "~/routes/admin.products.$id.edit";
import * as newPage from "~/routes/admin.products.new";
import { PLACEHOLDER_IMAGE } from "~/schemas/admin-product";
import { bodyLimitFor, LARGE_FORM_BODY_LIMIT, UPLOAD_BODY_LIMIT } from "~/utils/body-limit";
import { PHOTO_MAX_BYTES, PHOTO_MESSAGES } from "~/utils/product-photo-limits";
import { imageSources } from "~/utils/product-images";
import { photoVariantsSettled } from "~/utils/photo-variants.server";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { Picture } from "~/components/ui/picture";
import { BASE_URL, createUser, runWebRoute, webSessionCookie } from "./helpers";

// Product photos (issue 13 section 4): uploaded from the product form as multipart (what the
// browser sends with or without JavaScript), checked by content, size and pixels, converted by
// sharp into WebP and AVIF widths under UPLOAD_DIR, and added to the product's images.

const tag = crypto.randomBytes(4).toString("hex");
let dir: string;
let adminCookie: string;
let customerCookie: string;
let categoryId: string;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "photos-"));
  process.env.UPLOAD_DIR = dir;
  adminCookie = await webSessionCookie(await createUser({ role: "admin" }));
  customerCookie = await webSessionCookie(await createUser());
  categoryId = (await prisma.category.create({ data: { name: `Photos ${tag}`, slug: `photos-${tag}` } })).id;
});
// The other widths and the AVIFs are made after the save by the in-process queue (decision 0037).
beforeEach(() => photoVariantsSettled());
afterAll(async () => {
  await photoVariantsSettled();
  fs.rmSync(dir, { recursive: true, force: true });
});

const stored = () => (fs.existsSync(path.join(dir, "products")) ? fs.readdirSync(path.join(dir, "products")).sort() : []);
const jpeg = (width: number, height: number, colour = { r: 150, g: 20, b: 40 }) =>
  sharp({ create: { width, height, channels: 3, background: colour } }).jpeg().toBuffer();
const file = (bytes: Uint8Array, name: string, type = "image/jpeg") => new File([new Uint8Array(bytes)], name, { type });

function multipart(pathname: string, fields: Record<string, string>, files: File[], cookie: string) {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.append(k, v);
  for (const f of files) body.append("photos", f);
  if (files.length === 0) body.append("photos", new File([], "", { type: "application/octet-stream" }));
  return new Request(`${BASE_URL}${pathname}`, { method: "POST", body, headers: { Origin: BASE_URL, Cookie: cookie } });
}

const form = (over: Record<string, string> = {}) => ({
  intent: "save",
  name: `Chanderi Kurta ${tag}`,
  description: "Hand-block printed.",
  material: "Chanderi",
  price: "1899",
  originalPrice: "",
  stock: "5",
  category: categoryId,
  subcategory: "",
  images: PLACEHOLDER_IMAGE,
  inStock: "on",
  ...over,
});

type Reply = { data: { result: { error?: Record<string, string[]> } }; status: number };

async function editWith(files: File[], cookie = adminCookie) {
  const p = await createProduct({ name: `Photo target ${tag} ${crypto.randomBytes(2).toString("hex")}`, description: "x", material: "Silk", price: 999, stock: 5, category: categoryId, images: ["/images/products/a-1.svg"] });
  const fields = form({ name: p.name, images: "/images/products/a-1.svg", version: String(p.version), expectedStock: String(p.stock) });
  const out = await runWebRoute(editPage.action, multipart(`/admin/products/${p._id}/edit`, fields, files, cookie), { id: p._id });
  return { p, out };
}

describe("uploading product photos", () => {
  it("creates a product with a photo: the placeholder is replaced, every width is stored in WebP and AVIF, the URL gives srcsets", async () => {
    const before = stored().length;
    const photo = await jpeg(1000, 1333);
    const res = (await runWebRoute(newPage.action, multipart("/admin/products/new", form(), [file(photo, "kurta front.jpg")], adminCookie))) as Response;
    expect(res.status).toBe(303);
    const row = await prisma.product.findFirstOrThrow({ where: { name: `Chanderi Kurta ${tag}` } });
    const images = JSON.parse(row.images) as string[];
    const hash = crypto.createHash("sha256").update(photo).digest("hex").slice(0, 32);
    expect(images).toEqual([`/uploads/products/${hash}-1000.webp`]);
    await photoVariantsSettled();
    const files = stored().filter((f) => f.startsWith(hash));
    expect(files).toEqual([320, 640, 960, 1000].flatMap((w) => [`${hash}-${w}.avif`, `${hash}-${w}.webp`]).sort());
    expect(stored().length - before).toBe(8);
    const big = await sharp(path.join(dir, "products", `${hash}-1000.webp`)).metadata();
    expect(big).toMatchObject({ format: "webp", width: 1000, height: 1333 });
    expect((await sharp(path.join(dir, "products", `${hash}-320.avif`)).metadata()).format).toBe("heif");
    expect(imageSources(images[0])).toEqual({
      avif: [320, 640, 960, 1000].map((w) => `/uploads/products/${hash}-${w}.avif ${w}w`).join(","),
      webp: [320, 640, 960, 1000].map((w) => `/uploads/products/${hash}-${w}.webp ${w}w`).join(","),
    });
    expect(imageSources("/images/products/a-1.svg")).toBeNull();
    expect(imageSources("/uploads/products/../../x-1.webp")).toBeNull();
  });

  it("adds photos after the typed URLs on edit, in order; a small photo is not enlarged; the same photo twice is stored once", async () => {
    const a = await jpeg(500, 700, { r: 1, g: 2, b: 3 });
    const b = await sharp({ create: { width: 300, height: 300, channels: 4, background: { r: 0, g: 90, b: 0, alpha: 1 } } }).png().toBuffer();
    const { p, out } = await editWith([file(a, "a.jpg"), file(b, "b.png", "image/png"), file(a, "a again.jpg")]);
    expect((out as Response).status).toBe(303);
    const images = JSON.parse((await prisma.product.findUniqueOrThrow({ where: { id: p._id } })).images) as string[];
    expect(images).toHaveLength(3);
    expect(images[0]).toBe("/images/products/a-1.svg");
    expect(images[1]).toMatch(/^\/uploads\/products\/[a-f0-9]{32}-500\.webp$/);
    expect(images[2]).toMatch(/^\/uploads\/products\/[a-f0-9]{32}-300\.webp$/);
    expect(imageSources(images[2])?.webp).toMatch(/-300\.webp 300w$/);
  });

  it("refuses an SVG, a GIF and a text file whatever their names and types say, and stores nothing", async () => {
    const before = stored();
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(1)</script></svg>');
    const gif = await sharp({ create: { width: 300, height: 300, channels: 3, background: "#fff" } }).gif().toBuffer();
    for (const bad of [file(svg, "photo.jpg"), file(svg, "x.svg", "image/svg+xml"), file(gif, "y.gif", "image/gif"), file(new TextEncoder().encode("hello"), "z.png", "image/png")]) {
      const good = file(await jpeg(400, 400), "ok.jpg");
      const { out } = await editWith([good, bad]);
      expect((out as Reply).status).toBe(400);
      expect((out as Reply).data.result.error?.photos).toEqual([PHOTO_MESSAGES.notImage(`"${bad.name}"`)]);
    }
    expect(stored()).toEqual(before);
  });

  it("refuses a file over the size limit, too many files, too many pixels, too small, and a damaged file", async () => {
    const before = stored();
    const huge = new Uint8Array(PHOTO_MAX_BYTES + 1);
    huge.set([0xff, 0xd8, 0xff]);
    const cases: Array<[File[], string]> = [
      [[file(huge, "huge.jpg")], PHOTO_MESSAGES.tooLarge('"huge.jpg"')],
      [await Promise.all(Array.from({ length: 7 }, async (_, i) => file(await jpeg(300, 300), `${i}.jpg`))), PHOTO_MESSAGES.tooMany],
      // A pixel bomb: 8,000 x 6,000 of one colour is a small PNG but 48 megapixels decoded.
      [[file(await sharp({ create: { width: 8000, height: 6000, channels: 3, background: "#000" } }).png({ compressionLevel: 9 }).toBuffer(), "bomb.png", "image/png")], PHOTO_MESSAGES.tooManyPixels('"bomb.png"')],
      [[file(await jpeg(150, 600), "thin.jpg")], PHOTO_MESSAGES.tooSmall('"thin.jpg"')],
      [[file((await jpeg(800, 800)).subarray(0, 400), "cut.jpg")], PHOTO_MESSAGES.unreadable('"cut.jpg"')],
    ];
    for (const [files, message] of cases) {
      const { out } = await editWith(files);
      expect((out as Reply).status, message).toBe(400);
      expect((out as Reply).data.result.error?.photos).toEqual([message]);
    }
    expect(stored()).toEqual(before);
  });

  it("ignores the file name: no path traversal, nothing outside UPLOAD_DIR/products", async () => {
    const urls = await storeProductPhotos([file(await jpeg(400, 500), "../../../../tmp/evil.webp")]);
    expect(urls[0]).toMatch(/^\/uploads\/products\/[a-f0-9]{32}-400\.webp$/);
    await photoVariantsSettled();
    expect(fs.readdirSync(dir)).toEqual(["products"]);
    expect(stored().every((f) => /^[a-f0-9]{32}-\d+\.(webp|avif)$/.test(f))).toBe(true);
  });

  it("a customer's post stores nothing and goes home; an untouched file input changes nothing", async () => {
    const before = stored();
    const { out } = await editWith([file(await jpeg(640, 640, { r: 9, g: 9, b: 9 }), "c.jpg")], customerCookie);
    expect((out as Response).headers.get("Location")).toBe("/");
    expect(stored()).toEqual(before);
    const { p, out: none } = await editWith([]);
    expect((none as Response).status).toBe(303);
    expect(JSON.parse((await prisma.product.findUniqueOrThrow({ where: { id: p._id } })).images)).toEqual(["/images/products/a-1.svg"]);
  });

  it("<Picture> renders the srcsets imageSources describes, and a plain <img> for any other URL", () => {
    for (const url of [`/uploads/products/${"a".repeat(32)}-1280.webp`, `/uploads/products/${"b".repeat(32)}-700.webp`, `/uploads/products/${"c".repeat(32)}-300.webp`]) {
      const html = renderToStaticMarkup(createElement(Picture, { src: url, sizes: "50vw", alt: "" }));
      const sets = imageSources(url)!;
      expect(html).toBe(`<picture class="contents"><source type="image/avif" srcSet="${sets.avif}" sizes="50vw"/><img src="${url}" srcSet="${sets.webp}" sizes="50vw" alt=""/></picture>`);
    }
    expect(renderToStaticMarkup(createElement(Picture, { src: "/images/a.svg", sizes: "50vw", alt: "" }))).toBe('<img src="/images/a.svg" alt=""/>');
  });

  it("recognises formats by their first bytes", async () => {
    expect(sniffImage(await jpeg(10, 10))).toBe("jpeg");
    expect(sniffImage(await sharp({ create: { width: 10, height: 10, channels: 3, background: "#000" } }).png().toBuffer())).toBe("png");
    expect(sniffImage(await sharp({ create: { width: 10, height: 10, channels: 3, background: "#000" } }).webp().toBuffer())).toBe("webp");
    expect(sniffImage(await sharp({ create: { width: 10, height: 10, channels: 3, background: "#000" } }).avif().toBuffer())).toBe("heif");
    expect(sniffImage(new TextEncoder().encode("<?xml version='1.0'?><svg/>"))).toBeNull();
  });

  it("lets a multipart product form be larger than a text one, and only that", () => {
    expect(bodyLimitFor("POST", "/admin/products/new", "multipart/form-data; boundary=x")).toBe(UPLOAD_BODY_LIMIT);
    expect(bodyLimitFor("POST", "/admin/products/abc/edit.data", "multipart/form-data; boundary=x")).toBe(UPLOAD_BODY_LIMIT);
    expect(bodyLimitFor("POST", "/admin/products/new", "application/x-www-form-urlencoded")).toBe(LARGE_FORM_BODY_LIMIT);
    expect(bodyLimitFor("POST", "/admin/orders/abc", "multipart/form-data; boundary=x")).toBe(64 * 1024);
  });
});
