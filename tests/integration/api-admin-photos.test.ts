import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { prisma } from "~/db.server";
import { createProduct } from "~/models/admin-product.server";
import { PHOTOS_REQUIRED } from "~/models/product-photos-api.server";
import * as productApi from "~/routes/api.products.$id";
import * as photosApi from "~/routes/api.admin.products.$id.photos";
import { PLACEHOLDER_IMAGE } from "~/schemas/admin-product";
import { bodyLimitFor, UPLOAD_BODY_LIMIT, API_BODY_LIMIT } from "~/utils/body-limit";
import { isAdminBearer } from "~/utils/admin-bearer.server";
import { PHOTO_MESSAGES } from "~/utils/product-photo-limits";
import { photoVariantsSettled } from "~/utils/photo-variants.server";
import { BASE_URL, callRoute, createUser, jsonRequest, readEnvelope, tokensFor } from "./helpers";

// The product photos' API twin (issue 13 section 4; docs/decisions/0035): the product form's
// checks, messages, storage and save, over multipart; removal through the product's PUT cleans up.

const tag = crypto.randomBytes(4).toString("hex");
let dir: string;
let token: string;
let shopperToken: string;
let categoryId: string;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "photo-api-"));
  process.env.UPLOAD_DIR = dir;
  token = (await tokensFor(await createUser({ role: "admin" }))).token;
  shopperToken = (await tokensFor(await createUser())).token;
  categoryId = (await prisma.category.create({ data: { name: `Photo API ${tag}`, slug: `photo-api-${tag}` } })).id;
});
beforeEach(() => photoVariantsSettled());
afterAll(async () => {
  await photoVariantsSettled();
  fs.rmSync(dir, { recursive: true, force: true });
});

const jpeg = (w: number, h: number, r = 120) => sharp({ create: { width: w, height: h, channels: 3, background: { r, g: 40, b: 60 } } }).jpeg().toBuffer();
const file = (bytes: Uint8Array, name: string, type = "image/jpeg") => new File([new Uint8Array(bytes)], name, { type });
const make = () =>
  createProduct({ name: `Photo API ${tag} ${crypto.randomUUID().slice(0, 6)}`, description: "x", material: "Silk", price: 999, stock: 1, category: categoryId } as Parameters<typeof createProduct>[0]);
function upload(id: string, files: File[], { t = token, version }: { t?: string; version?: string } = {}) {
  const body = new FormData();
  for (const f of files) body.append("photos", f);
  if (version !== undefined) body.append("version", version);
  return callRoute(photosApi, new Request(`${BASE_URL}/api/admin/products/${id}/photos`, { method: "POST", body, headers: t ? { Authorization: `Bearer ${t}` } : {} }), { id });
}
const messages = async (res: Response) => ((await readEnvelope(res)).errors ?? []).map((e) => `${e.param}: ${e.msg}`);
const stored = () => (fs.existsSync(path.join(dir, "products")) ? fs.readdirSync(path.join(dir, "products")) : []);

describe("/api/admin/products/{id}/photos", () => {
  it("uploads as the product form does, lists them with their sources, refuses a stale version", async () => {
    const p = await make();
    const res = await upload(p._id, [file(await jpeg(900, 1200), "front.jpg")], { version: String(p.version) });
    expect(res.status).toBe(201);
    const body = await readEnvelope(res);
    expect(body.message).toBe("Photos added");
    expect(body.data.images).toHaveLength(1); // the placeholder is dropped
    const [photo] = body.data.images;
    expect(photo.url).toMatch(/^\/uploads\/products\/[a-f0-9]{32}-900\.webp$/);
    expect(photo.uploaded).toBe(true);
    expect(photo.sources.avif).toContain("-320.avif 320w");
    await photoVariantsSettled(); // the other widths and the AVIFs are made after the save (decision 0037)
    expect(stored().filter((f) => photo.url.includes(f.split("-")[0]))).toHaveLength(6);
    expect(body.data.version).toBe(p.version + 1);

    const list = await readEnvelope(await callRoute(photosApi, jsonRequest("GET", `/api/admin/products/${p._id}/photos`, undefined, { token }), { id: p._id }));
    expect(list.data).toEqual(body.data);

    // Stale: the version read before that save. Nothing changes and the new files are removed again.
    const before = stored().length;
    const stale = await upload(p._id, [file(await jpeg(800, 800, 10), "side.jpg")], { version: String(p.version) });
    expect(stale.status).toBe(409);
    expect(stored()).toHaveLength(before);
    expect(JSON.parse((await prisma.product.findUniqueOrThrow({ where: { id: p._id } })).images)).toEqual([photo.url]);

    // Removal is the product's PUT with images, which deletes the dropped photo's files.
    const put = await callRoute(productApi, jsonRequest("PUT", `/api/products/${p._id}`, { images: [PLACEHOLDER_IMAGE] }, { token }), { id: p._id });
    expect(put.status).toBe(200);
    expect(stored().filter((f) => photo.url.includes(f.split("-")[0]))).toEqual([]);
  });

  it("refuses bad files with the product form's messages (400, never 500) and writes nothing", async () => {
    const p = await make();
    const svg = new TextEncoder().encode("<svg xmlns='http://www.w3.org/2000/svg'/>");
    const cases: Array<[File[], string]> = [
      [[file(svg, "logo.svg", "image/svg+xml")], PHOTO_MESSAGES.notImage(`"logo.svg"`)],
      [[file(await jpeg(100, 100), "tiny.jpg")], PHOTO_MESSAGES.tooSmall(`"tiny.jpg"`)],
      [[file((await jpeg(600, 600)).subarray(0, 400), "cut.jpg")], PHOTO_MESSAGES.unreadable(`"cut.jpg"`)],
      [await Promise.all(Array.from({ length: 7 }, async (_, i) => file(await jpeg(300, 300, i), `${i}.jpg`))), PHOTO_MESSAGES.tooMany],
      [[], PHOTOS_REQUIRED],
    ];
    const before = stored().length;
    for (const [files, msg] of cases) {
      const res = await upload(p._id, files);
      expect(res.status).toBe(400);
      expect(await messages(res)).toEqual([`photos: ${msg}`]);
    }
    expect(stored()).toHaveLength(before);
    expect((await upload(p._id, [file(await jpeg(300, 300), "a.jpg")], { version: "x" })).status).toBe(400);
    const json = await callRoute(photosApi, jsonRequest("POST", `/api/admin/products/${p._id}/photos`, { photos: [] }, { token }), { id: p._id });
    expect(json.status).toBe(415);
    const broken = await callRoute(
      photosApi,
      new Request(`${BASE_URL}/api/admin/products/${p._id}/photos`, { method: "POST", body: "--x\r\nnope", headers: { Authorization: `Bearer ${token}`, "Content-Type": "multipart/form-data; boundary=x" } }),
      { id: p._id },
    );
    expect(broken.status).toBe(400);
    expect((await upload("nope", [file(await jpeg(300, 300), "a.jpg")])).status).toBe(404);
    expect((await callRoute(photosApi, jsonRequest("GET", "/api/admin/products/nope/photos", undefined, { token }), { id: "nope" })).status).toBe(404);
  });

  it("is for admins only, and only an admin's token gets the upload body limit", async () => {
    const p = await make();
    const one = [file(await jpeg(300, 300), "a.jpg")];
    expect((await upload(p._id, one, { t: "" })).status).toBe(401);
    expect((await upload(p._id, one, { t: shopperToken })).status).toBe(403);
    expect((await callRoute(photosApi, jsonRequest("GET", `/api/admin/products/${p._id}/photos`, undefined, { token: shopperToken }), { id: p._id })).status).toBe(403);
    expect(bodyLimitFor("POST", `/api/admin/products/${p._id}/photos`, "multipart/form-data; boundary=x")).toBe(UPLOAD_BODY_LIMIT);
    expect(bodyLimitFor("POST", `/api/admin/products/${p._id}/photos`, "application/json")).toBe(API_BODY_LIMIT);
    // Over the upload's limit: the message names it (25 MB), as server.js's 413 does, not the JSON API's 1 MiB.
    const huge = await callRoute(
      photosApi,
      new Request(`${BASE_URL}/api/admin/products/${p._id}/photos`, { method: "POST", body: "x", headers: { Authorization: `Bearer ${token}`, "Content-Type": "multipart/form-data; boundary=x", "Content-Length": String(UPLOAD_BODY_LIMIT + 1) } }),
      { id: p._id },
    );
    expect(huge.status).toBe(413);
    expect((await readEnvelope(huge)).message).toBe("Request body must not exceed 25 MB (photos: at most 8 MB each, 24 MB in all)");
    expect(await isAdminBearer(`Bearer ${token}`)).toBe(true);
    expect(await isAdminBearer(`Bearer ${shopperToken}`)).toBe(false);
    expect(await isAdminBearer("Bearer nonsense")).toBe(false);
    expect(await isAdminBearer(undefined)).toBe(false);
  });
});
