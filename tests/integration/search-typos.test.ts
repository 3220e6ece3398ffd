import crypto from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { prisma } from "~/db.server";
import { listProducts } from "~/models/catalog.server";
import { getSearchVocabulary, resetSearchVocabulary } from "~/models/search-vocabulary.server";
import * as searchRoute from "~/routes/api.products.search";
import * as productsRoute from "~/routes/api.products";
import { callLoader, jsonRequest, readEnvelope } from "./helpers";

// Typo tolerance (decision 0031) through the catalogue model and the JSON API,
// against this worker's SQLite file. Fixtures carry made-up words (`word`,
// `fabric`) found nowhere else, so other data never changes an answer.

const letters = (n: number) => Array.from(crypto.randomBytes(n), (b) => String.fromCharCode(97 + (b % 26))).join("");
// Letters 4 and 5 differ, so swapping them (one edit) always gives another word.
const word = `zt${letters(1)}ei${letters(4)}`; // 9 letters: two edits allowed
const fabric = `qv${letters(1)}ou${letters(1)}k`; // 7 letters, not ending in "s" (a plural is not a typo)
const hiddenWord = `xw${letters(1)}ai${letters(4)}`;
const swap = (w: string) => `${w.slice(0, 3)}${w[4]}${w[3]}${w.slice(5)}`; // two neighbours swapped: one edit
const ids = (products: Array<{ _id: string }>) => products.map((p) => p._id);
const P: Record<string, string> = {};
let categorySlug = "";

async function makeProduct(name: string, categoryId: string, extra: { material?: string; description?: string; isActive?: boolean; price?: number } = {}) {
  const product = await prisma.product.create({
    data: {
      name,
      description: extra.description ?? "A piece from the typo-tolerance tests.",
      material: extra.material ?? "Cotton",
      price: (extra.price ?? 1000) * 100,
      originalPrice: (extra.price ?? 1000) * 100,
      categoryId,
      colors: JSON.stringify(["Red"]),
      sizes: JSON.stringify(["Free Size"]),
      images: JSON.stringify(["/images/a.jpg"]),
      tags: JSON.stringify(["ethnic"]),
      stock: 5,
      isActive: extra.isActive ?? true,
    },
  });
  return product.id;
}

beforeAll(async () => {
  const category = await prisma.category.create({ data: { name: `Typo Sarees ${word}`, slug: `typo-sarees-${word}`, sortOrder: 950 } });
  const other = await prisma.category.create({ data: { name: `Typo Kurtas ${word}`, slug: `typo-kurtas-${word}`, sortOrder: 951 } });
  categorySlug = category.slug;
  P.kanjivaram = await makeProduct(`Kanjivaram Silk Saree ${word}`, category.id, { price: 9000 });
  P.fabric = await makeProduct(`Festive Saree ${word}`, category.id, { material: `${fabric} weave`, price: 2000 });
  P.kurta = await makeProduct(`Straight Kurta ${word}`, other.id, { material: `${fabric} weave`, price: 1500 });
  // A word only in a description (not in the vocabulary), one edit from `word`.
  P.described = await makeProduct(`Plain Dupatta ${word}`, other.id, { description: `Dyed in ${swap(word)} colours.` });
  P.hidden = await makeProduct(`Retired Saree ${hiddenWord}`, category.id, { isActive: false });
  resetSearchVocabulary();
});

describe("listProducts with typo tolerance", () => {
  it("finds products for a misspelt word and names the corrected search", async () => {
    const page = await listProducts({ search: `${fabric.slice(0, -1)}` + `${fabric.at(-1)}${fabric.at(-1)}` }); // a letter doubled
    expect(ids(page.products).sort()).toEqual([P.fabric, P.kurta].sort());
    expect(page.correctedSearch).toBe(fabric);
    expect(page.pagination.total).toBe(2);
  });

  it("corrects each misspelt word of a search and keeps the rest (synonym spellings included)", async () => {
    const page = await listProducts({ search: `Kanjivram ${word}` });
    expect(ids(page.products)).toEqual([P.kanjivaram]);
    expect(page.correctedSearch).toBe(`kanjivaram ${word}`);
    const sareee = await listProducts({ search: `sareee ${word}` });
    expect(ids(sareee.products).sort()).toEqual([P.kanjivaram, P.fabric].sort());
    expect(sareee.correctedSearch).toBe(`saree ${word}`);
  });

  it("leaves a search alone when it finds products as typed, even with a word the vocabulary lacks", async () => {
    const exact = await listProducts({ search: `kanjivaram ${word}` });
    expect(exact.correctedSearch).toBeUndefined();
    expect(ids(exact.products)).toEqual([P.kanjivaram]);
    // swap(word) is only in a description: found as typed, not "corrected" to `word`.
    const described = await listProducts({ search: swap(word) });
    expect(described.correctedSearch).toBeUndefined();
    expect(ids(described.products)).toEqual([P.described]);
  });

  it("applies the other filters to the corrected search", async () => {
    const page = await listProducts({ search: swap(fabric), category: categorySlug, sort: "price" });
    expect(page.correctedSearch).toBe(fabric);
    expect(ids(page.products)).toEqual([P.fabric]);
    const cheap = await listProducts({ search: swap(fabric), maxPrice: 1800 });
    expect(ids(cheap.products)).toEqual([P.kurta]);
  });

  it("never corrects towards inactive products, too-distant words, or admin searches", async () => {
    const vocabulary = await getSearchVocabulary();
    expect(vocabulary.hasPrefix(hiddenWord)).toBe(false);
    const hidden = await listProducts({ search: swap(hiddenWord) });
    expect(hidden.products).toEqual([]);
    expect(hidden.correctedSearch).toBeUndefined();
    const far = await listProducts({ search: `${word.slice(0, 4)}qqqqq` });
    expect(far.products).toEqual([]);
    expect(far.correctedSearch).toBeUndefined();
    const admin = await listProducts({ search: swap(fabric) }, { includeInactive: true });
    expect(admin.products).toEqual([]);
    expect(admin.correctedSearch).toBeUndefined();
  });

  it("learns a new product's words when the catalogue changes", async () => {
    const fresh = `zr${letters(1)}ua${letters(4)}`;
    expect((await listProducts({ search: swap(fresh) })).products).toEqual([]);
    const category = await prisma.category.findUniqueOrThrow({ where: { slug: categorySlug } });
    const id = await makeProduct(`Organza Saree ${fresh}`, category.id);
    resetSearchVocabulary(); // the server refreshes at most once a minute; the test does not wait
    const page = await listProducts({ search: swap(fresh) });
    expect(ids(page.products)).toEqual([id]);
    expect(page.correctedSearch).toBe(fresh);
  });
});

describe("the JSON API", () => {
  const get = (path: string) => jsonRequest("GET", path, undefined, {});

  it("GET /api/products/search?q= returns correctedSearch with the corrected results", async () => {
    const body = await readEnvelope(await callLoader(searchRoute, get(`/api/products/search?q=${swap(fabric)}`)));
    expect(body.data.correctedSearch).toBe(fabric);
    expect(body.data.products.map((p: { _id: string }) => p._id).sort()).toEqual([P.fabric, P.kurta].sort());
  });

  it("GET /api/products?search= too, and no correctedSearch when none was needed", async () => {
    const body = await readEnvelope(await callLoader(productsRoute, get(`/api/products?search=kanjivram+${word}`)));
    expect(body.data.correctedSearch).toBe(`kanjivaram ${word}`);
    const plain = await readEnvelope(await callLoader(productsRoute, get(`/api/products?search=${word}`)));
    expect(plain.data).not.toHaveProperty("correctedSearch");
  });
});
