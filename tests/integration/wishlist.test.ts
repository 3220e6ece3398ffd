import crypto from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { prisma } from "~/db.server";
import { getCartSummary } from "~/models/cart.server";
import { createSession } from "~/models/session.server";
import {
  addToWishlist,
  getWishlist,
  getWishlistProducts,
  getWishlistSummary,
  isInWishlist,
  mergeGuestWishlist,
  moveToCart,
  removeFromWishlist,
  toggleWishlist,
} from "~/models/wishlist.server";
import * as wishlistApi from "~/routes/api.wishlist";
import * as wishlistItemApi from "~/routes/api.wishlist.$productId";
import * as wishlistRoute from "~/routes/wishlist";
import { Conflict, NotFound, ValidationError, type AppError } from "~/utils/errors";
import { buildOpenApiDocument } from "~/utils/openapi.server";
import { ensureGuestId, getGuestId, sessionStorage } from "~/utils/session.server";
import { getToast } from "~/utils/toast.server";
import { callAction, callLoader, createUser, jsonRequest, readEnvelope, tokensFor } from "./helpers";

// The wishlist (spec/storefront.md "Wishlist", DECISIONS 3.1): the model, the
// /wishlist screen's loader and action with real Requests (guests and
// signed-in users, with and without JavaScript), and the JSON API.

const tag = crypto.randomBytes(4).toString("hex");
let seq = 0;
const P: Record<string, string> = {};

async function makeProduct(name: string, opts: { sizes?: string[]; colors?: string[]; stock?: number; isActive?: boolean; archived?: boolean; isFeatured?: boolean } = {}) {
  const product = await prisma.product.create({
    data: {
      name: `${name} ${tag}`,
      description: "Woven in Surat.",
      material: "Silk",
      price: 249_900,
      originalPrice: 299_900,
      onSale: true,
      categoryId: categoryId,
      sizes: JSON.stringify(opts.sizes ?? []),
      colors: JSON.stringify(opts.colors ?? []),
      images: '["/images/w1.jpg","/images/w2.jpg","/images/w3.jpg"]',
      stock: opts.stock ?? 5,
      isActive: opts.isActive ?? true,
      isFeatured: opts.isFeatured ?? false,
      archivedAt: opts.archived ? new Date() : null,
    },
  });
  return product.id;
}

let categoryId: string;

beforeAll(async () => {
  categoryId = (await prisma.category.create({ data: { name: `Silk Sarees ${tag}`, slug: `silk-sarees-${tag}` } })).id;
  P.saree = await makeProduct("Kanjivaram Saree", { sizes: ["S", "M", "L"], colors: ["Maroon", "Gold"] });
  P.dupatta = await makeProduct("Bandhani Dupatta");
  P.kurta = await makeProduct("Chikankari Kurta", { sizes: ["M"], colors: ["White"], isFeatured: true });
  P.lehenga = await makeProduct("Bridal Lehenga", { sizes: ["Free Size"], colors: ["Red"] });
  P.soldOut = await makeProduct("Sold Out Saree", { stock: 0 });
  P.inactive = await makeProduct("Withdrawn Saree", { isActive: false });
  P.archived = await makeProduct("Archived Saree", { isActive: false, archived: true });
});

const newGuest = () => ({ guestId: `guest-${tag}-${++seq}-xxxxxxxx` });
async function newUserOwner() {
  const user = await createUser();
  return { user, owner: { userId: user.id } };
}

async function expectAppError(promise: Promise<unknown>, type: typeof NotFound | typeof Conflict, message: string) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(type);
  expect((error as AppError).message).toBe(message);
}

/** Saves products with distinct save dates, oldest first. */
async function saveInOrder(owner: { userId: string } | { guestId: string }, ids: string[]) {
  for (const [i, id] of ids.entries()) {
    await addToWishlist(owner, id);
    await prisma.wishlistItem.updateMany({ where: { productId: id, wishlist: "userId" in owner ? { userId: owner.userId } : { guestId: owner.guestId } }, data: { addedAt: new Date(Date.now() - (ids.length - i) * 60_000) } });
  }
}

// ---------------------------------------------------------------- model

describe("wishlist model", () => {
  it("lists saved products as cards, newest first, and counts them", async () => {
    const owner = newGuest();
    await saveInOrder(owner, [P.saree, P.dupatta, P.kurta]);
    const cards = await getWishlist(owner);
    expect(cards.map((c) => c.id)).toEqual([P.kurta, P.dupatta, P.saree]);
    expect(cards[2]).toMatchObject({ name: `Kanjivaram Saree ${tag}`, price: 2499, originalPrice: 2999, discountPercentage: 17, inStock: true, sizes: ["S", "M", "L"] });
    expect(cards[2].images).toHaveLength(2);
    expect(await getWishlistSummary(owner)).toEqual({ count: 3, productIds: expect.arrayContaining([P.saree, P.dupatta, P.kurta]) });
    const products = await getWishlistProducts(owner);
    expect(products[0]).toMatchObject({ _id: P.kurta, category: { _id: categoryId } });
  });

  it("answers empty for no owner or a new owner", async () => {
    expect(await getWishlist(null)).toEqual([]);
    expect(await getWishlist(newGuest())).toEqual([]);
    expect(await getWishlistSummary(null)).toEqual({ count: 0, productIds: [] });
  });

  it("rejects duplicates and unknown, inactive or archived products", async () => {
    const owner = newGuest();
    await addToWishlist(owner, P.saree);
    await expectAppError(addToWishlist(owner, P.saree), Conflict, "Product already in wishlist");
    await expectAppError(addToWishlist(owner, "no-such-product"), NotFound, "Product not found");
    await expectAppError(addToWishlist(owner, P.inactive), NotFound, "Product not found");
    await expectAppError(addToWishlist(owner, P.archived), NotFound, "Product not found");
    expect((await getWishlist(owner)).map((c) => c.id)).toEqual([P.saree]);
  });

  it("keeps a product that goes off sale saved but hidden until it is listed again", async () => {
    const owner = newGuest();
    const id = await makeProduct("Seasonal Saree");
    await saveInOrder(owner, [P.dupatta, id]);
    await prisma.product.update({ where: { id }, data: { isActive: false } });
    expect((await getWishlist(owner)).map((c) => c.id)).toEqual([P.dupatta]);
    expect((await getWishlistSummary(owner)).count).toBe(1);
    await prisma.product.update({ where: { id }, data: { isActive: true } });
    expect((await getWishlist(owner)).map((c) => c.id)).toEqual([id, P.dupatta]);
    // Removing it works even while it is hidden.
    await prisma.product.update({ where: { id }, data: { archivedAt: new Date() } });
    await removeFromWishlist(owner, id);
    expect(await isInWishlist(owner, id)).toBe(false);
  });

  it("removes, and says so when the product is not saved", async () => {
    const owner = newGuest();
    await addToWishlist(owner, P.saree);
    await removeFromWishlist(owner, P.saree);
    expect(await getWishlist(owner)).toEqual([]);
    await expectAppError(removeFromWishlist(owner, P.saree), NotFound, "Product not found in wishlist");
    await expectAppError(removeFromWishlist(newGuest(), P.saree), NotFound, "Product not found in wishlist");
  });

  it("toggles on and off; toggling on an unknown product is NotFound", async () => {
    const owner = newGuest();
    expect(await toggleWishlist(owner, P.kurta)).toEqual({ inWishlist: true });
    expect(await isInWishlist(owner, P.kurta)).toBe(true);
    expect(await toggleWishlist(owner, P.kurta)).toEqual({ inWishlist: false });
    expect(await isInWishlist(owner, P.kurta)).toBe(false);
    await expectAppError(toggleWishlist(owner, "nope"), NotFound, "Product not found");
    await expectAppError(toggleWishlist(owner, P.inactive), NotFound, "Product not found");
  });

  it("keeps each owner's wishlist apart (guests from each other and from users)", async () => {
    const guestA = newGuest();
    const guestB = newGuest();
    const { owner: user } = await newUserOwner();
    await addToWishlist(guestA, P.saree);
    await addToWishlist(guestB, P.dupatta);
    await addToWishlist(user, P.kurta);
    expect((await getWishlist(guestA)).map((c) => c.id)).toEqual([P.saree]);
    expect((await getWishlist(guestB)).map((c) => c.id)).toEqual([P.dupatta]);
    expect((await getWishlist(user)).map((c) => c.id)).toEqual([P.kurta]);
    await expectAppError(removeFromWishlist(guestB, P.saree), NotFound, "Product not found in wishlist");
    expect(await isInWishlist(guestA, P.saree)).toBe(true);
  });

  describe("moveToCart", () => {
    it("adds one in the size and colour the shopper chose and removes it from the wishlist", async () => {
      const owner = newGuest();
      await addToWishlist(owner, P.saree);
      expect(await moveToCart(owner, P.saree, { size: "M", color: "Gold" })).toEqual({ size: "M", color: "Gold" });
      expect(await isInWishlist(owner, P.saree)).toBe(false);
      const cart = await prisma.cart.findUniqueOrThrow({ where: { guestId: owner.guestId }, include: { items: true } });
      expect(cart.items).toEqual([expect.objectContaining({ productId: P.saree, quantity: 1, size: "M", color: "Gold" })]);
    });

    it("never picks a size or colour for the shopper: without a choice a product in several is refused and stays saved", async () => {
      const owner = newGuest();
      await addToWishlist(owner, P.saree);
      await expectAppError(moveToCart(owner, P.saree), ValidationError, "Please select a size: S, M, L");
      await expectAppError(moveToCart(owner, P.saree, { size: "L" }), ValidationError, "Please select a colour: Maroon, Gold");
      expect(await isInWishlist(owner, P.saree)).toBe(true);
      expect((await getCartSummary(owner)).count).toBe(0);
      // One size and one colour: nothing to choose.
      await addToWishlist(owner, P.kurta);
      expect(await moveToCart(owner, P.kurta)).toEqual({ size: "M", color: "White" });
    });

    it("uses 'Free Size' / 'Default' for a product without sizes or colours, and raises an existing line", async () => {
      const { owner } = await newUserOwner();
      await addToWishlist(owner, P.dupatta);
      expect(await moveToCart(owner, P.dupatta)).toEqual({ size: "Free Size", color: "Default" });
      await addToWishlist(owner, P.dupatta);
      await moveToCart(owner, P.dupatta);
      const cart = await prisma.cart.findUniqueOrThrow({ where: { userId: owner.userId }, include: { items: true } });
      expect(cart.items).toEqual([expect.objectContaining({ productId: P.dupatta, quantity: 2, size: "Free Size", color: "Default" })]);
      expect(await getWishlist(owner)).toEqual([]);
    });

    it("keeps the product saved when the cart refuses it, and needs it saved", async () => {
      const owner = newGuest();
      await prisma.wishlist.create({ data: { guestId: owner.guestId, items: { create: [{ productId: P.soldOut }] } } });
      await expectAppError(moveToCart(owner, P.soldOut), Conflict, "This product is out of stock");
      expect(await isInWishlist(owner, P.soldOut)).toBe(true);
      expect((await getCartSummary(owner)).count).toBe(0);
      await expectAppError(moveToCart(owner, P.kurta), NotFound, "Product not found in wishlist");
    });
  });

  describe("mergeGuestWishlist", () => {
    it("moves the guest's products into the user's wishlist, drops duplicates, deletes the guest copy; idempotent", async () => {
      const guest = newGuest();
      const { user, owner } = await newUserOwner();
      await saveInOrder(owner, [P.dupatta, P.kurta]);
      await saveInOrder(guest, [P.saree, P.kurta]);
      expect(await mergeGuestWishlist(guest.guestId, user.id)).toEqual({ merged: 1 });
      expect((await getWishlist(owner)).map((c) => c.id).sort()).toEqual([P.saree, P.dupatta, P.kurta].sort());
      expect(await prisma.wishlist.findUnique({ where: { guestId: guest.guestId } })).toBeNull();
      expect(await mergeGuestWishlist(guest.guestId, user.id)).toEqual({ merged: 0 });
      expect((await getWishlistSummary(owner)).count).toBe(3);
    });

    it("creates the user's wishlist when there is none, keeping the save dates", async () => {
      const guest = newGuest();
      const { user, owner } = await newUserOwner();
      await saveInOrder(guest, [P.saree, P.lehenga]);
      expect(await mergeGuestWishlist(guest.guestId, user.id)).toEqual({ merged: 2 });
      expect((await getWishlist(owner)).map((c) => c.id)).toEqual([P.lehenga, P.saree]);
    });

    it("does nothing without a guest wishlist, and deletes an empty one", async () => {
      const { user } = await newUserOwner();
      expect(await mergeGuestWishlist(newGuest().guestId, user.id)).toEqual({ merged: 0 });
      const empty = newGuest();
      await prisma.wishlist.create({ data: { guestId: empty.guestId } });
      expect(await mergeGuestWishlist(empty.guestId, user.id)).toEqual({ merged: 0 });
      expect(await prisma.wishlist.findUnique({ where: { guestId: empty.guestId } })).toBeNull();
      expect(await prisma.wishlist.findUnique({ where: { userId: user.id } })).toBeNull();
    });
  });
});

// ---------------------------------------------------------------- the /wishlist screen

const cookiePairs = (res: Response) => res.headers.getSetCookie().map((c) => c.split(";")[0]);
const findCookie = (res: Response, name: string) => res.headers.getSetCookie().find((c) => c.startsWith(`${name}=`));

function post(fields: Record<string, string>, cookie?: string) {
  return new Request("http://localhost/wishlist", {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...(cookie ? { Cookie: cookie } : {}) },
  });
}
const page = (cookie?: string) => new Request("http://localhost/wishlist", { headers: cookie ? { Cookie: cookie } : {} });

async function guestCookie() {
  const { guestId, setCookie } = await ensureGuestId(page());
  return { guestId, cookie: setCookie!.split(";")[0] };
}
async function userCookie() {
  const user = await createUser();
  const session = await createSession(user.id);
  const s = await sessionStorage().getSession();
  s.set("sessionId", session.id);
  return { user, cookie: (await sessionStorage().commitSession(s)).split(";")[0] };
}

async function toastOf(res: Response) {
  const cookie = findCookie(res, "__toast");
  expect(cookie, "a toast cookie").toBeDefined();
  return (await getToast(new Request("http://localhost/", { headers: { Cookie: cookie!.split(";")[0] } }))).toast;
}

type DataResult<T> = { data: T; init: ResponseInit | null };
/** A mode=fetch post: the action answers `data()`, not a Response. */
async function fetchPost<T = { ok: boolean; inWishlist: boolean; message: string }>(fields: Record<string, string>, cookie?: string) {
  const out = (await wishlistRoute.action({ request: post({ ...fields, mode: "fetch" }, cookie), params: {}, context: {} })) as unknown;
  expect(out).not.toBeInstanceOf(Response);
  const result = out as DataResult<T>;
  return { data: result.data, headers: new Headers(result.init?.headers ?? undefined), status: result.init?.status ?? 200 };
}
type LoaderData = { products: Array<{ id: string }>; suggestions: Array<{ id: string }>; isGuest: boolean };
async function loaderData(cookie?: string): Promise<LoaderData> {
  const out = (await wishlistRoute.loader({ request: page(cookie), params: {}, context: {} })) as unknown as DataResult<LoaderData>;
  return out.data;
}

describe("/wishlist action and loader", () => {
  it("gives a guest without an id one on the first save, and shows their wishlist", async () => {
    const res = await callAction(wishlistRoute, post({ intent: "toggle", productId: P.saree, redirectTo: "/shop?category=silk" }));
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/shop?category=silk");
    const guest = findCookie(res, "__guest");
    expect(guest).toMatch(/HttpOnly/i);
    expect(guest).toMatch(/SameSite=Lax/i);
    expect(await toastOf(res)).toEqual({ type: "success", title: "Added to wishlist" });

    const cookie = cookiePairs(res).join("; ");
    const guestId = await getGuestId(page(cookie));
    expect(guestId).toBeTruthy();
    expect(await isInWishlist({ guestId: guestId! }, P.saree)).toBe(true);
    const data = await loaderData(cookie);
    expect(data.isGuest).toBe(true);
    expect(data.products.map((p) => p.id)).toEqual([P.saree]);

    // The second save reuses the id: no new guest cookie.
    const again = await callAction(wishlistRoute, post({ intent: "add", productId: P.dupatta }, cookie));
    expect(again.headers.get("Location")).toBe("/wishlist");
    expect(findCookie(again, "__guest")).toBeUndefined();
    expect((await loaderData(cookie)).products.map((p) => p.id)).toEqual([P.dupatta, P.saree]);
  });

  it("shows nothing saved to a guest without an id, and suggests featured products not saved", async () => {
    const data = await loaderData();
    expect(data.products).toEqual([]);
    expect(data.suggestions.map((s) => s.id)).toContain(P.kurta);
    const { cookie } = await guestCookie();
    await callAction(wishlistRoute, post({ intent: "add", productId: P.kurta }, cookie));
    expect((await loaderData(cookie)).suggestions.map((s) => s.id)).not.toContain(P.kurta);
  });

  it("toggles off, removes and moves to the cart with the documented toasts", async () => {
    const { cookie, guestId } = await guestCookie();
    await callAction(wishlistRoute, post({ intent: "add", productId: P.saree }, cookie));
    await callAction(wishlistRoute, post({ intent: "add", productId: P.dupatta }, cookie));
    await callAction(wishlistRoute, post({ intent: "add", productId: P.lehenga }, cookie));

    const off = await callAction(wishlistRoute, post({ intent: "toggle", productId: P.saree }, cookie));
    expect(await toastOf(off)).toEqual({ type: "success", title: "Removed from wishlist" });
    const removed = await callAction(wishlistRoute, post({ intent: "remove", productId: P.dupatta }, cookie));
    expect(removed.headers.get("Location")).toBe("/wishlist");
    expect(await toastOf(removed)).toEqual({ type: "success", title: "Removed from wishlist" });
    const moved = await callAction(wishlistRoute, post({ intent: "move-to-cart", productId: P.lehenga }, cookie));
    expect(await toastOf(moved)).toEqual({ type: "success", title: "Item added to cart!" });

    expect((await loaderData(cookie)).products).toEqual([]);
    expect(await getCartSummary({ guestId })).toEqual({ count: 1, productIds: [P.lehenga] });
  });

  it("turns errors into error toasts, never a 500", async () => {
    const { cookie } = await guestCookie();
    const unknown = await callAction(wishlistRoute, post({ intent: "toggle", productId: "no-such-product", redirectTo: "/wishlist" }, cookie));
    expect(unknown.status).toBe(302);
    expect(await toastOf(unknown)).toEqual({ type: "error", title: "Product not found" });

    await callAction(wishlistRoute, post({ intent: "add", productId: P.kurta }, cookie));
    const duplicate = await callAction(wishlistRoute, post({ intent: "add", productId: P.kurta }, cookie));
    expect(await toastOf(duplicate)).toEqual({ type: "error", title: "Product already in wishlist" });

    const notSaved = await callAction(wishlistRoute, post({ intent: "remove", productId: P.saree }, cookie));
    expect(await toastOf(notSaved)).toEqual({ type: "error", title: "Product not found in wishlist" });

    // A guest with no id at all has nothing to remove or move (and gets no id for trying).
    const noId = await callAction(wishlistRoute, post({ intent: "move-to-cart", productId: P.saree }));
    expect(await toastOf(noId)).toEqual({ type: "error", title: "Product not found in wishlist" });
    expect(findCookie(noId, "__guest")).toBeUndefined();

    const soldOut = await callAction(wishlistRoute, post({ intent: "add", productId: P.soldOut }, cookie));
    expect(await toastOf(soldOut)).toEqual({ type: "success", title: "Added to wishlist" });
    const refused = await callAction(wishlistRoute, post({ intent: "move-to-cart", productId: P.soldOut }, cookie));
    expect(await toastOf(refused)).toEqual({ type: "error", title: "This product is out of stock" });

    const bad = await callAction(wishlistRoute, post({ intent: "explode", productId: P.saree }, cookie));
    expect(await toastOf(bad)).toEqual({ type: "error", title: "Please choose a product" });
    const missing = await callAction(wishlistRoute, post({ intent: "add" }, cookie));
    expect(await toastOf(missing)).toEqual({ type: "error", title: "Please choose a product" });
  });

  it("only redirects to local paths", async () => {
    const { cookie } = await guestCookie();
    for (const target of ["https://evil.example/", "//evil.example", "/\\evil.example"]) {
      const res = await callAction(wishlistRoute, post({ intent: "toggle", productId: P.saree, redirectTo: target }, cookie));
      expect(res.headers.get("Location")).toBe("/wishlist");
    }
  });

  it("answers data with mode=fetch (the product card's contract), with the toast cookie", async () => {
    const first = await fetchPost({ intent: "toggle", productId: P.kurta });
    expect(first.data).toEqual({ ok: true, inWishlist: true, message: "Added to wishlist" });
    const setCookies = first.headers.getSetCookie();
    expect(setCookies.some((c) => c.startsWith("__guest="))).toBe(true);
    expect(setCookies.some((c) => c.startsWith("__toast="))).toBe(true);
    const cookie = setCookies.map((c) => c.split(";")[0]).join("; ");

    const off = await fetchPost({ intent: "toggle", productId: P.kurta }, cookie);
    expect(off.data).toEqual({ ok: true, inWishlist: false, message: "Removed from wishlist" });
    expect(off.headers.getSetCookie().some((c) => c.startsWith("__guest="))).toBe(false);

    const failed = await fetchPost({ intent: "toggle", productId: "no-such-product" }, cookie);
    expect(failed.status).toBe(200);
    expect(failed.data).toEqual({ ok: false, inWishlist: false, message: "Product not found" });

    await fetchPost({ intent: "add", productId: P.saree }, cookie);
    const duplicate = await fetchPost({ intent: "add", productId: P.saree }, cookie);
    expect(duplicate.data).toEqual({ ok: false, inWishlist: true, message: "Product already in wishlist" });
  });

  it("uses the signed-in user's wishlist, not the guest's", async () => {
    const { user, cookie: session } = await userCookie();
    const { cookie: guest, guestId } = await guestCookie();
    const cookie = `${session}; ${guest}`;
    const res = await callAction(wishlistRoute, post({ intent: "toggle", productId: P.lehenga }, cookie));
    expect(findCookie(res, "__guest")).toBeUndefined();
    expect(await isInWishlist({ userId: user.id }, P.lehenga)).toBe(true);
    expect(await isInWishlist({ guestId }, P.lehenga)).toBe(false);
    const data = await loaderData(cookie);
    expect(data.isGuest).toBe(false);
    expect(data.products.map((p) => p.id)).toEqual([P.lehenga]);

    const moved = await callAction(wishlistRoute, post({ intent: "move-to-cart", productId: P.lehenga, redirectTo: "/wishlist" }, cookie));
    expect(await toastOf(moved)).toEqual({ type: "success", title: "Item added to cart!" });
    expect(await getCartSummary({ userId: user.id })).toEqual({ count: 1, productIds: [P.lehenga] });
    expect((await loaderData(cookie)).products).toEqual([]);
  });
});

// ---------------------------------------------------------------- API

const PRODUCT_KEYS = [
  "_id", "name", "description", "material", "price", "originalPrice", "discount", "discountPercentage", "category", "subcategory",
  "images", "colors", "sizes", "rating", "reviewCount", "inStock", "isFeatured", "isNew", "tags", "stock", "variants", "isAvailable",
  "isActive", "createdAt", "updatedAt",
];

describe("/api/wishlist", () => {
  it("needs a bearer token", async () => {
    for (const res of [
      await callLoader(wishlistApi, jsonRequest("GET", "/api/wishlist")),
      await callAction(wishlistApi, jsonRequest("POST", "/api/wishlist", { productId: P.saree })),
      await callAction(wishlistItemApi, jsonRequest("DELETE", `/api/wishlist/${P.saree}`), { productId: P.saree }),
      await callLoader(wishlistApi, jsonRequest("GET", "/api/wishlist", undefined, { token: "not-a-token" })),
    ]) {
      expect(res.status).toBe(401);
      const body = await readEnvelope(res);
      expect(body).toMatchObject({ success: false, data: null });
      expect(res.headers.get("WWW-Authenticate")).toMatch(/^Bearer/);
    }
  });

  it("lists, adds (201), rejects duplicates (409) and removes", async () => {
    const user = await createUser();
    const { token } = await tokensFor(user);

    const empty = await callLoader(wishlistApi, jsonRequest("GET", "/api/wishlist", undefined, { token }));
    expect(empty.status).toBe(200);
    expect(empty.headers.get("Cache-Control")).toBe("no-store");
    expect((await readEnvelope(empty)).data).toEqual([]);

    const added = await callAction(wishlistApi, jsonRequest("POST", "/api/wishlist", { productId: P.saree }, { token }));
    expect(added.status).toBe(201);
    const addedBody = await readEnvelope(added);
    expect(addedBody).toMatchObject({ success: true, message: "Product added to wishlist" });
    expect(addedBody.data).toHaveLength(1);
    expect(Object.keys(addedBody.data[0]).sort()).toEqual([...PRODUCT_KEYS].sort());
    expect(addedBody.data[0]).toMatchObject({ _id: P.saree, price: 2499, originalPrice: 2999, sizes: ["S", "M", "L"], inStock: true, isActive: true });

    await prisma.wishlistItem.updateMany({ where: { productId: P.saree, wishlist: { userId: user.id } }, data: { addedAt: new Date(Date.now() - 60_000) } });
    const second = await readEnvelope(await callAction(wishlistApi, jsonRequest("POST", "/api/wishlist", { productId: P.kurta }, { token })));
    expect(second.data.map((p: { _id: string }) => p._id)).toEqual([P.kurta, P.saree]);

    const duplicate = await callAction(wishlistApi, jsonRequest("POST", "/api/wishlist", { productId: P.saree }, { token }));
    expect(duplicate.status).toBe(409);
    expect(await readEnvelope(duplicate)).toMatchObject({ success: false, message: "Product already in wishlist", data: null });

    const listed = await readEnvelope(await callLoader(wishlistApi, jsonRequest("GET", "/api/wishlist", undefined, { token })));
    expect(listed.data.map((p: { _id: string }) => p._id)).toEqual([P.kurta, P.saree]);

    const removed = await callAction(wishlistItemApi, jsonRequest("DELETE", `/api/wishlist/${P.kurta}`, undefined, { token }), { productId: P.kurta });
    expect(removed.status).toBe(200);
    const removedBody = await readEnvelope(removed);
    expect(removedBody.message).toBe("Product removed from wishlist");
    expect(removedBody.data.map((p: { _id: string }) => p._id)).toEqual([P.saree]);
  });

  it("404s unknown or unlisted products, and products not in the wishlist", async () => {
    const user = await createUser();
    const { token } = await tokensFor(user);
    for (const productId of ["no-such-product", P.inactive, P.archived]) {
      const res = await callAction(wishlistApi, jsonRequest("POST", "/api/wishlist", { productId }, { token }));
      expect(res.status).toBe(404);
      expect((await readEnvelope(res)).message).toBe("Product not found");
    }
    const missing = await callAction(wishlistItemApi, jsonRequest("DELETE", `/api/wishlist/${P.saree}`, undefined, { token }), { productId: P.saree });
    expect(missing.status).toBe(404);
    expect((await readEnvelope(missing)).message).toBe("Product not found in wishlist");
  });

  it("validates the body: 400 with errors, 415 for non-JSON", async () => {
    const user = await createUser();
    const { token } = await tokensFor(user);
    for (const body of [{}, { productId: "" }, { productId: 42 }]) {
      const res = await callAction(wishlistApi, jsonRequest("POST", "/api/wishlist", body, { token }));
      expect(res.status).toBe(400);
      const envelope = await readEnvelope(res);
      expect(envelope).toMatchObject({ success: false, message: "Validation failed", data: null });
      expect(envelope.errors?.map((e) => e.param)).toEqual(["productId"]);
    }
    const text = await callAction(wishlistApi, jsonRequest("POST", "/api/wishlist", "productId=x", { token, headers: { "Content-Type": "text/plain" } }));
    expect(text.status).toBe(415);
    const broken = await callAction(wishlistApi, jsonRequest("POST", "/api/wishlist", "{", { token, headers: { "Content-Type": "application/json" } }));
    expect(broken.status).toBe(400);
  });

  it("only answers the documented methods", async () => {
    const user = await createUser();
    const { token } = await tokensFor(user);
    const res = await callAction(wishlistApi, jsonRequest("PUT", "/api/wishlist", { productId: P.saree }, { token }));
    expect(res.status).toBe(405);
    expect(res.headers.get("Allow")).toBe("GET, POST");
    const get = await callLoader(wishlistItemApi, jsonRequest("GET", `/api/wishlist/${P.saree}`, undefined, { token }), { productId: P.saree });
    expect(get.status).toBe(405);
  });

  it("is documented in the OpenAPI document", () => {
    const doc = buildOpenApiDocument() as unknown as { paths: Record<string, Record<string, { responses: Record<string, unknown> }>> };
    expect(Object.keys(doc.paths["/api/wishlist"]).sort()).toEqual(["get", "post"]);
    expect(Object.keys(doc.paths["/api/wishlist"].post.responses)).toEqual(expect.arrayContaining(["201", "400", "401", "404", "409"]));
    expect(Object.keys(doc.paths["/api/wishlist/{productId}"].delete.responses)).toEqual(expect.arrayContaining(["200", "401", "404"]));
  });
});
