import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prisma } from "~/db.server";
import { createProduct, deleteOrArchiveProduct, updateProduct } from "~/models/admin-product.server";
import { CSV_COLUMNS, commitImport, savePendingImport } from "~/models/product-csv.server";
import { storeProductPhotos } from "~/models/product-photos.server";
import { photoVariantsSettled } from "~/utils/photo-variants.server";
import { createUser } from "./helpers";

// Issue 13 section 4: an uploaded photo's files (every width, WebP and AVIF, under UPLOAD_DIR) are
// deleted when its product no longer shows it (removed or replaced, or the product deleted), unless
// another product or an order line's snapshot still names it. Typed URLs are never touched.

const tag = crypto.randomBytes(4).toString("hex");
let dir: string;
let categoryId: string;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "photo-cleanup-"));
  process.env.UPLOAD_DIR = dir;
  categoryId = (await prisma.category.create({ data: { name: `Cleanup ${tag}`, slug: `cleanup-${tag}` } })).id;
});
afterAll(async () => {
  await photoVariantsSettled();
  fs.rmSync(dir, { recursive: true, force: true });
});

const jpeg = (r: number) => sharp({ create: { width: 700, height: 900, channels: 3, background: { r, g: 30, b: 60 } } }).jpeg().toBuffer();
const upload = async (r: number) => {
  const [url] = await storeProductPhotos([new File([new Uint8Array(await jpeg(r))], "p.jpg", { type: "image/jpeg" })]);
  await photoVariantsSettled(); // the other widths and the AVIFs are made after the save (decision 0037)
  return url;
};
const filesOf = (url: string) => {
  const hash = /\/([a-f0-9]{32})-/.exec(url)![1];
  return fs.readdirSync(path.join(dir, "products")).filter((f) => f.startsWith(`${hash}-`));
};
const make = (name: string, images: string[]) =>
  createProduct({ name: `${name} ${tag}`, description: "x", material: "Silk", price: 999, stock: 1, category: categoryId, images } as Parameters<typeof createProduct>[0]);

describe("uploaded photos' files", () => {
  it("are deleted when the photo is replaced or removed, kept while another product or an order line shows it", async () => {
    const [a, b, shared, ordered] = [await upload(10), await upload(20), await upload(30), await upload(40)];
    // 320 and 640 widths plus the photo's own 700, each as WebP and AVIF.
    expect(filesOf(a)).toHaveLength(6);
    const p = await make("Photo owner", [a, shared, ordered, "https://cdn.example.com/typed.jpg"]);
    await make("Photo sharer", [shared]);
    const user = await createUser();
    await prisma.order.create({
      data: {
        orderNumber: `PHOTO-${tag}`, userId: user.id, paymentMethod: "cod", subtotal: 99_900, total: 99_900,
        shipFullName: "A", shipPhone: "9876543210", shipAddress: "1 Road", shipCity: "Surat", shipState: "Gujarat", shipPincode: "395003",
        items: { create: [{ productId: p._id, name: "x", image: ordered, price: 99_900, originalPrice: 99_900, quantity: 1, size: "Free Size", color: "Default", gstRate: 5, taxAmount: 4757 }] },
      },
    });

    // a replaced by b; shared, ordered and the typed URL removed.
    await updateProduct(p._id, { images: [b] });
    expect(filesOf(a)).toEqual([]);
    expect(filesOf(b)).toHaveLength(6);
    expect(filesOf(shared)).toHaveLength(6); // another product shows it
    expect(filesOf(ordered)).toHaveLength(6); // an order line's snapshot shows it

    // A save that keeps the photo (or does not touch the images) deletes nothing.
    await updateProduct(p._id, { name: `Renamed ${tag}`, images: [b] });
    await updateProduct(p._id, { isFeatured: true });
    expect(filesOf(b)).toHaveLength(6);
  });

  it("are deleted with a deleted product, unless another product shows them", async () => {
    const [own, shared] = [await upload(50), await upload(60)];
    const p = await make("Deleted", [own, shared]);
    await make("Keeper", [shared]);
    expect(await deleteOrArchiveProduct(p._id)).toMatchObject({ outcome: "deleted" });
    expect(filesOf(own)).toEqual([]);
    expect(filesOf(shared)).toHaveLength(6);
  });

  it("are deleted when a CSV import replaces a product's images (the same helper as the form's save)", async () => {
    const [old, kept, shared, fresh] = [await upload(70), await upload(80), await upload(90), await upload(100)];
    const sku = `PHOTO-${tag.toUpperCase()}`;
    const p = await make("Imported", [old, kept, shared]);
    await prisma.product.update({ where: { id: p._id }, data: { sku } });
    await make("Shares via CSV", [shared]);
    const admin = await createUser({ role: "admin" });
    const values: Record<string, string> = {
      sku, name: `Imported ${tag}`, description: "x", material: "Silk", price: "999", originalPrice: "999", stock: "1",
      category: categoryId, subcategory: "", colors: "", sizes: "", tags: "", images: [kept, fresh].join("|"),
      isActive: "", isFeatured: "", isNew: "", hsnCode: "",
    };
    const text = [CSV_COLUMNS.join(","), CSV_COLUMNS.map((c) => values[c]).join(",")].join("\r\n");
    const outcome = await commitImport(admin.id, await savePendingImport(admin.id, text));
    expect(outcome).toMatchObject({ ok: true, updated: 1 });
    expect(JSON.parse((await prisma.product.findUniqueOrThrow({ where: { id: p._id } })).images)).toEqual([kept, fresh]);
    expect(filesOf(old)).toEqual([]); // dropped by the import, shown nowhere
    expect(filesOf(kept)).toHaveLength(6);
    expect(filesOf(fresh)).toHaveLength(6);
    expect(filesOf(shared)).toHaveLength(6); // dropped here, but another product shows it

    // A row without images keeps the product's images and deletes nothing.
    const again = [CSV_COLUMNS.join(","), CSV_COLUMNS.map((c) => (c === "images" ? "" : values[c])).join(",")].join("\r\n");
    expect(await commitImport(admin.id, await savePendingImport(admin.id, again))).toMatchObject({ ok: true, updated: 1 });
    expect(filesOf(kept)).toHaveLength(6);
    expect(filesOf(fresh)).toHaveLength(6);
  });
});
