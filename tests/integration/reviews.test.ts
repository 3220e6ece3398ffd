import crypto from "node:crypto";
import { appUrl } from "~/utils/urls.server";
import { beforeAll, describe, expect, it } from "vitest";
import { prisma } from "~/db.server";
import { canReview, getOwnReview, getRatingBreakdown, listReviews, REVIEW_MESSAGES, upsertReview } from "~/models/review.server";
import { createSession } from "~/models/session.server";
import * as reviewsApi from "~/routes/api.products.$id.reviews";
import * as productRoute from "~/routes/product.$id";
import { careInstructions } from "~/utils/care-instructions";
import { serializeJsonLd } from "~/utils/seo";
import { REVIEW_COMMENT_LONG, REVIEW_COMMENT_SHORT, REVIEW_RATING_MESSAGE } from "~/schemas/review";
import { buildOpenApiDocument } from "~/utils/openapi.server";
import { Forbidden, NotFound, ValidationError, type AppError } from "~/utils/errors";
import { sessionStorage } from "~/utils/session.server";
import { getToast } from "~/utils/toast.server";
import { callAction, callLoader, createUser, jsonRequest, readEnvelope, tokensFor, type TestUser } from "./helpers";

// Product reviews (DECISIONS 3.7): only customers who received the product
// (a delivered order) may review it, once per product, and edit it; the
// product's rating (average, one decimal) and reviewCount follow every write.
// The model, the product page's loader and action with real Requests, and
// GET/POST /api/products/{id}/reviews.

const tag = crypto.randomBytes(4).toString("hex");
let categoryId: string;
let orderSeq = 0;

async function makeProduct(name: string, opts: { isActive?: boolean; archived?: boolean } = {}) {
  const product = await prisma.product.create({
    data: {
      name: `${name} ${tag}`,
      description: "Handwoven in Varanasi with real zari. A saree for weddings and festivals.",
      material: "Banarasi Silk",
      price: 499_900,
      originalPrice: 599_900,
      onSale: true,
      categoryId,
      sizes: '["Free Size"]',
      colors: '["Maroon","Gold"]',
      images: '["/images/r1.svg","/images/r2.svg"]',
      stock: 5,
      isActive: opts.isActive ?? true,
      archivedAt: opts.archived ? new Date() : null,
    },
  });
  return product.id;
}

/** An order of the user containing the products, in the given status. */
async function makeOrder(userId: string, productIds: string[], status: string) {
  const n = ++orderSeq;
  return prisma.order.create({
    data: {
      orderNumber: `SRT-R-${tag}-${n}`,
      userId,
      status,
      paymentMethod: "cod",
      subtotal: 499_900 * productIds.length,
      total: 499_900 * productIds.length,
      shipFullName: "Asha Patel",
      shipPhone: "9876543210",
      shipAddress: "12 Ring Road",
      shipCity: "Surat",
      shipState: "Gujarat",
      shipPincode: "395003",
      deliveredAt: status === "delivered" ? new Date() : null,
      items: {
        create: productIds.map((productId) => ({
          productId,
          name: "Saree",
          price: 499_900,
          originalPrice: 599_900,
          quantity: 1,
          size: "Free Size",
          color: "Maroon",
          gstRate: 18,
          taxAmount: 76_254,
        })),
      },
    },
  });
}

/** A fresh customer who has received the product (a delivered order containing it). */
async function buyer(productId: string, opts: { firstName?: string; lastName?: string } = {}) {
  const user = await createUser(opts);
  await makeOrder(user.id, [productId], "delivered");
  return user;
}

const productRow = (id: string) => prisma.product.findUniqueOrThrow({ where: { id }, select: { rating: true, reviewCount: true } });

async function expectAppError(promise: Promise<unknown>, type: new (...args: never[]) => AppError, message: string) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(type);
  expect((error as AppError).message).toBe(message);
  return error as AppError;
}

const comment = (words = "Lovely saree, the zari is rich and the drape is soft.") => words;

beforeAll(async () => {
  categoryId = (await prisma.category.create({ data: { name: `Silk Sarees ${tag}`, slug: `silk-sarees-${tag}` } })).id;
});

// ---------------------------------------------------------------- model

describe("review model", () => {
  it("lets only customers with a delivered order containing the product review it", async () => {
    const product = await makeProduct("Eligibility Saree");
    const other = await makeProduct("Other Saree");
    const user = await createUser();
    expect(await canReview(user.id, product)).toBe(false);

    // Orders that never reached the customer do not count, nor does another product's delivery.
    for (const status of ["pending", "confirmed", "processing", "shipped", "cancelled"]) await makeOrder(user.id, [product], status);
    await makeOrder(user.id, [other], "delivered");
    expect(await canReview(user.id, product)).toBe(false);
    await expectAppError(upsertReview(user.id, product, { rating: 5, comment: comment() }), Forbidden, REVIEW_MESSAGES.notReceived);
    expect(await prisma.review.count({ where: { productId: product } })).toBe(0);

    // Someone else's delivery does not count either.
    const neighbour = await createUser();
    await makeOrder(neighbour.id, [product], "delivered");
    expect(await canReview(user.id, product)).toBe(false);
    expect(await canReview(neighbour.id, product)).toBe(true);

    await makeOrder(user.id, [product, other], "delivered");
    expect(await canReview(user.id, product)).toBe(true);
    expect(await canReview("", product)).toBe(false);
  });

  it("creates a review, then edits the same one (one per customer per product), recomputing rating and reviewCount", async () => {
    const product = await makeProduct("Upsert Saree");
    const user = await buyer(product, { firstName: "Priya", lastName: "sharma" });
    expect(await productRow(product)).toEqual({ rating: 0, reviewCount: 0 });
    expect(await getOwnReview(user.id, product)).toBeNull();

    const first = await upsertReview(user.id, product, { rating: 4, comment: "  Good colour, soft silk. Blouse piece included.  " });
    expect(first.created).toBe(true);
    expect(first.review).toMatchObject({ rating: 4, comment: "Good colour, soft silk. Blouse piece included.", user: { firstName: "Priya", lastName: "S." } });
    expect(first.product).toEqual({ rating: 4, reviewCount: 1 });
    expect(await productRow(product)).toEqual({ rating: 4, reviewCount: 1 });

    const edited = await upsertReview(user.id, product, { rating: 2, comment: "The colour faded after one dry clean." });
    expect(edited.created).toBe(false);
    expect(edited.review._id).toBe(first.review._id);
    expect(edited.review.rating).toBe(2);
    expect(await prisma.review.count({ where: { productId: product } })).toBe(1);
    expect(await productRow(product)).toEqual({ rating: 2, reviewCount: 1 });
    expect(await getOwnReview(user.id, product)).toMatchObject({ _id: first.review._id, rating: 2, comment: "The colour faded after one dry clean." });
  });

  it("keeps the average to one decimal across customers", async () => {
    const product = await makeProduct("Average Saree");
    const ratings = [5, 4, 4];
    const users: TestUser[] = [];
    for (const rating of ratings) {
      const u = await buyer(product);
      users.push(u);
      await upsertReview(u.id, product, { rating, comment: comment() });
    }
    // 13 / 3 = 4.333...
    expect(await productRow(product)).toEqual({ rating: 4.3, reviewCount: 3 });
    await upsertReview(users[1].id, product, { rating: 5, comment: comment() });
    // 14 / 3 = 4.666...
    expect(await productRow(product)).toEqual({ rating: 4.7, reviewCount: 3 });
    const fourth = await buyer(product);
    await upsertReview(fourth.id, product, { rating: 1, comment: comment() });
    // 15 / 4 = 3.75
    expect(await productRow(product)).toEqual({ rating: 3.8, reviewCount: 4 });
    expect(await getRatingBreakdown(product)).toEqual({ 1: 1, 2: 0, 3: 0, 4: 1, 5: 2 });
  });

  it("refuses unknown, inactive and archived products with NotFound", async () => {
    const inactive = await makeProduct("Withdrawn Saree", { isActive: false });
    const archived = await makeProduct("Archived Saree", { isActive: false, archived: true });
    const user = await createUser();
    await makeOrder(user.id, [inactive, archived], "delivered");
    for (const id of ["no-such-product", "", inactive, archived]) {
      await expectAppError(upsertReview(user.id, id, { rating: 5, comment: comment() }), NotFound, "Product not found");
      await expectAppError(listReviews(id), NotFound, "Product not found");
    }
  });

  it("validates the input itself: rating 1-5 whole stars, comment 10-2000 characters after trimming", async () => {
    const product = await makeProduct("Validation Saree");
    const user = await buyer(product);
    const cases: Array<[unknown, unknown, Array<{ param: string; msg: string }>]> = [
      [0, comment(), [{ param: "rating", msg: REVIEW_RATING_MESSAGE }]],
      [6, comment(), [{ param: "rating", msg: REVIEW_RATING_MESSAGE }]],
      [3.5, comment(), [{ param: "rating", msg: REVIEW_RATING_MESSAGE }]],
      [4, "   too short     ", [{ param: "comment", msg: REVIEW_COMMENT_SHORT }]],
      [4, "x".repeat(2001), [{ param: "comment", msg: REVIEW_COMMENT_LONG }]],
      [undefined, undefined, [{ param: "rating", msg: REVIEW_RATING_MESSAGE }, { param: "comment", msg: REVIEW_COMMENT_SHORT }]],
    ];
    for (const [rating, text, errors] of cases) {
      const error = await expectAppError(upsertReview(user.id, product, { rating, comment: text } as never), ValidationError, "Validation failed");
      expect(error.errors).toEqual(errors);
    }
    // The limits themselves are fine.
    expect((await upsertReview(user.id, product, { rating: 1, comment: "   Ten chars.   " })).review.comment).toBe("Ten chars.");
    expect((await upsertReview(user.id, product, { rating: 5, comment: "y".repeat(2000) })).review.comment).toHaveLength(2000);
    expect(await prisma.review.count({ where: { productId: product } })).toBe(1);
  });

  it("lists reviews newest first, paged, with the reviewer's first name and last initial only", async () => {
    const product = await makeProduct("Listing Saree");
    const names = ["Ananya Iyer", "Rohan Mehta", "Kavya Nair", "Sneha Joshi", "Arjun Rao", "Meera Desai", "Tara Kapoor"];
    for (const [i, full] of names.entries()) {
      const [firstName, lastName] = full.split(" ");
      const u = await buyer(product, { firstName, lastName });
      const { review } = await upsertReview(u.id, product, { rating: (i % 5) + 1, comment: `Review number ${i + 1} of this saree.` });
      // Distinct, increasing times: the last written is the newest.
      await prisma.review.update({ where: { id: review._id }, data: { createdAt: new Date(Date.UTC(2026, 0, 1 + i)) } });
    }
    const first = await listReviews(product, { page: 1, limit: 5 });
    expect(first.pagination).toEqual({ page: 1, limit: 5, total: 7, pages: 2, hasNext: true, hasPrev: false });
    expect(first.reviews.map((r) => r.user)).toEqual([
      { firstName: "Tara", lastName: "K." },
      { firstName: "Meera", lastName: "D." },
      { firstName: "Arjun", lastName: "R." },
      { firstName: "Sneha", lastName: "J." },
      { firstName: "Kavya", lastName: "N." },
    ]);
    const review = first.reviews[0];
    expect(Object.keys(review).sort()).toEqual(["_id", "comment", "createdAt", "rating", "updatedAt", "user"]);
    expect(review.createdAt).toBe("2026-01-07T00:00:00.000Z");
    expect(JSON.stringify(first)).not.toMatch(/Kapoor|email|userId/);

    const second = await listReviews(product, { page: 2, limit: 5 });
    expect(second.reviews.map((r) => r.user.firstName)).toEqual(["Rohan", "Ananya"]);
    expect(second.pagination).toMatchObject({ page: 2, hasNext: false, hasPrev: true });
    const past = await listReviews(product, { page: 9, limit: 5 });
    expect(past.reviews).toEqual([]);
    expect(past.pagination).toMatchObject({ total: 7, pages: 2 });
    expect((await listReviews(product)).pagination.limit).toBe(10);
    expect((await listReviews(product, { limit: 1000 })).pagination.limit).toBe(100);
  });

  it("lets a reviewer edit their review even after the order was later marked returned", async () => {
    const product = await makeProduct("Returned Saree");
    const user = await createUser();
    const order = await makeOrder(user.id, [product], "delivered");
    await upsertReview(user.id, product, { rating: 3, comment: comment() });
    await prisma.order.update({ where: { id: order.id }, data: { status: "returned" } });
    expect(await canReview(user.id, product)).toBe(false);
    const edited = await upsertReview(user.id, product, { rating: 2, comment: "Returned it: the colour was off." });
    expect(edited.created).toBe(false);
  });
});

// ---------------------------------------------------------------- product page

type DataResult<T> = { data: T; init: ResponseInit | null };
type PageData = Awaited<ReturnType<typeof productRoute.loader>>["data"];
type FormResult = { result: { status?: string; error?: Record<string, string[] | null> | null; initialValue?: Record<string, unknown> } };

async function cookieFor(user: { id: string }) {
  const session = await createSession(user.id);
  const s = await sessionStorage().getSession();
  s.set("sessionId", session.id);
  return (await sessionStorage().commitSession(s)).split(";")[0];
}

const pageRequest = (id: string, { cookie, search = "" }: { cookie?: string; search?: string } = {}) =>
  new Request(`http://localhost/product/${id}${search}`, { headers: cookie ? { Cookie: cookie } : {} });

const reviewPost = (id: string, fields: Record<string, string>, cookie?: string) =>
  new Request(`http://localhost/product/${id}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...(cookie ? { Cookie: cookie } : {}) },
  });

async function loadPage(id: string, opts: { cookie?: string; search?: string } = {}): Promise<PageData> {
  const out = (await productRoute.loader({ request: pageRequest(id, opts), params: { id }, context: {} })) as unknown as DataResult<PageData>;
  return out.data;
}

async function toastOf(res: Response) {
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith("__toast="));
  expect(cookie).toBeDefined();
  return (await getToast(new Request("http://localhost/", { headers: { Cookie: cookie!.split(";")[0] } }))).toast;
}

async function runAction(id: string, fields: Record<string, string>, cookie?: string) {
  try {
    return await productRoute.action({ request: reviewPost(id, fields, cookie), params: { id }, context: {} });
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

describe("/product/{id} loader", () => {
  it("answers 404 for unknown, inactive and archived products", async () => {
    const inactive = await makeProduct("Hidden Saree", { isActive: false });
    const archived = await makeProduct("Gone Saree", { isActive: false, archived: true });
    for (const id of ["nope", inactive, archived]) {
      const res = await callLoader(productRoute, pageRequest(id), { id });
      expect(res.status).toBe(404);
    }
  });

  it("gives guests the product, its reviews 5 per page via ?reviewsPage, and no review form", async () => {
    const product = await makeProduct("Paged Saree");
    for (let i = 0; i < 7; i++) {
      const u = await buyer(product);
      await upsertReview(u.id, product, { rating: 5 - (i % 2), comment: `Paged review ${i + 1}, lovely weave.` });
    }
    const page = await loadPage(product);
    expect(page.product).toMatchObject({ _id: product, reviewCount: 7, rating: 4.6 });
    expect(page.reviews.reviews).toHaveLength(5);
    expect(page.reviews.pagination).toMatchObject({ page: 1, limit: 5, total: 7, pages: 2 });
    expect(page.breakdown).toEqual({ 1: 0, 2: 0, 3: 0, 4: 3, 5: 4 });
    expect(page.reviewer).toEqual({ signedIn: false, mayReview: false, own: null });
    expect(page.canonical).toBe(`${appUrl()}/product/${product}`);

    const second = await loadPage(product, { search: "?reviewsPage=2" });
    expect(second.reviews.reviews).toHaveLength(2);
    // Junk and pages past the end fall back to a real page.
    expect((await loadPage(product, { search: "?reviewsPage=abc" })).reviews.pagination.page).toBe(1);
    expect((await loadPage(product, { search: "?reviewsPage=40" })).reviews.pagination.page).toBe(2);
  });

  it("tells a signed-in customer whether they may review, with their own review for editing", async () => {
    const product = await makeProduct("Reviewer Saree");
    const stranger = await createUser();
    expect((await loadPage(product, { cookie: await cookieFor(stranger) })).reviewer).toEqual({ signedIn: true, mayReview: false, own: null });

    const customer = await buyer(product);
    const cookie = await cookieFor(customer);
    expect((await loadPage(product, { cookie })).reviewer).toEqual({ signedIn: true, mayReview: true, own: null });
    expect((await loadPage(product, { cookie })).breakdown).toBeNull();
    await upsertReview(customer.id, product, { rating: 4, comment: comment() });
    expect((await loadPage(product, { cookie })).reviewer).toMatchObject({ signedIn: true, mayReview: true, own: { rating: 4 } });
  });
});

describe("/product/{id} action (intent=review)", () => {
  it("saves a review with a 303 back to #reviews and a toast, then updates it", async () => {
    const product = await makeProduct("Action Saree");
    const customer = await buyer(product);
    const cookie = await cookieFor(customer);

    const res = (await runAction(product, { intent: "review", rating: "5", comment: "Beautiful saree, worth every rupee." }, cookie)) as Response;
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe(`/product/${product}#reviews`);
    expect(await toastOf(res)).toEqual({ type: "success", title: "Thank you for your review!" });
    expect(await productRow(product)).toEqual({ rating: 5, reviewCount: 1 });

    const again = (await runAction(product, { intent: "review", rating: "3", comment: "Changed my mind a little: it creases." }, cookie)) as Response;
    expect(again.status).toBe(303);
    expect(await toastOf(again)).toEqual({ type: "success", title: "Your review has been updated" });
    expect(await productRow(product)).toEqual({ rating: 3, reviewCount: 1 });
    expect(await getOwnReview(customer.id, product)).toMatchObject({ rating: 3, comment: "Changed my mind a little: it creases." });
  });

  it("answers 400 with the field errors (and the typed values) for a bad form", async () => {
    const product = await makeProduct("Bad Form Saree");
    const cookie = await cookieFor(await buyer(product));
    const out = (await runAction(product, { intent: "review", comment: "short" }, cookie)) as unknown as DataResult<FormResult>;
    expect(out.init?.status).toBe(400);
    expect(out.data.result.error).toMatchObject({ rating: [REVIEW_RATING_MESSAGE], comment: [REVIEW_COMMENT_SHORT] });
    expect(out.data.result.initialValue).toMatchObject({ comment: "short" });

    const outOfRange = (await runAction(product, { intent: "review", rating: "9", comment: "x".repeat(2001) }, cookie)) as unknown as DataResult<FormResult>;
    expect(outOfRange.data.result.error).toMatchObject({ rating: [REVIEW_RATING_MESSAGE], comment: [REVIEW_COMMENT_LONG] });
    expect(await prisma.review.count({ where: { productId: product } })).toBe(0);
  });

  it("refuses customers who have not received it (403 form error), sends guests to sign in, 404s unknown products", async () => {
    const product = await makeProduct("Refused Saree");
    const stranger = await createUser();
    const refused = (await runAction(product, { intent: "review", rating: "4", comment: comment() }, await cookieFor(stranger))) as unknown as DataResult<FormResult>;
    expect(refused.init?.status).toBe(403);
    expect(refused.data.result.error?.[""]).toEqual([REVIEW_MESSAGES.notReceived]);

    const guest = (await runAction(product, { intent: "review", rating: "4", comment: comment() })) as Response;
    expect(guest.status).toBe(302);
    expect(guest.headers.get("Location")).toBe(`/login?redirect=${encodeURIComponent(`/product/${product}`)}`);

    const unknown = (await runAction("no-such-product", { intent: "review", rating: "4", comment: comment() }, await cookieFor(stranger))) as Response;
    expect(unknown.status).toBe(404);

    const wrongIntent = (await runAction(product, { intent: "explode", rating: "4", comment: comment() }, await cookieFor(stranger))) as unknown as DataResult<FormResult>;
    expect(wrongIntent.init?.status).toBe(400);
    expect(await prisma.review.count({ where: { productId: product } })).toBe(0);
  });
});

describe("product page helpers", () => {
  it("escapes JSON-LD so it can never close its <script>", () => {
    const out = serializeJsonLd({ name: "</script><script>alert(1)</script> & \u2028" });
    expect(out).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(out)).toEqual({ name: "</script><script>alert(1)</script> & \u2028" });
  });

  it("gives care instructions per material", () => {
    expect(careInstructions("Banarasi Silk").steps[0]).toBe("Dry clean only.");
    expect(careInstructions("Pure Silk").steps[0]).toBe("Dry clean only.");
    expect(careInstructions("Cotton Silk").steps[0]).toBe("Dry clean for the first wash.");
    expect(careInstructions("Cotton").steps[0]).toMatch(/^Hand wash/);
    expect(careInstructions("Velvet").steps.join(" ")).toMatch(/steam/);
    expect(careInstructions("Georgette").steps[0]).toMatch(/^Dry clean recommended/);
    expect(careInstructions("Linen").steps[0]).toMatch(/gentle cycle/);
    expect(careInstructions("Unobtainium").steps[0]).toBe("Dry clean recommended.");
  });
});

// ---------------------------------------------------------------- API

describe("GET /api/products/{id}/reviews", () => {
  it("lists reviews with pagination (limit 10 by default)", async () => {
    const product = await makeProduct("Api List Saree");
    for (let i = 0; i < 12; i++) {
      const u = await buyer(product);
      await upsertReview(u.id, product, { rating: 4, comment: `API review ${i + 1} of this saree.` });
    }
    const res = await callLoader(reviewsApi, jsonRequest("GET", `/api/products/${product}/reviews`), { id: product });
    expect(res.status).toBe(200);
    const body = await readEnvelope(res);
    expect(body.success).toBe(true);
    expect(body.message).toBe("Reviews retrieved successfully");
    expect(body.data.reviews).toHaveLength(10);
    expect(body.data.pagination).toEqual({ page: 1, limit: 10, total: 12, pages: 2, hasNext: true, hasPrev: false });
    expect(body.data.reviews[0]).toMatchObject({ rating: 4, user: { firstName: "Asha", lastName: "P." } });

    const page2 = await readEnvelope(await callLoader(reviewsApi, jsonRequest("GET", `/api/products/${product}/reviews?page=2&limit=5`), { id: product }));
    expect(page2.data.reviews).toHaveLength(5);
    expect(page2.data.pagination).toMatchObject({ page: 2, limit: 5, total: 12, pages: 3 });
  });

  it("answers 400 for bad numbers and 404 for an unknown or inactive product", async () => {
    const product = await makeProduct("Api Bad Query Saree");
    const bad = await callLoader(reviewsApi, jsonRequest("GET", `/api/products/${product}/reviews?page=abc&limit=0`), { id: product });
    expect(bad.status).toBe(400);
    const body = await readEnvelope(bad);
    expect(body.errors?.map((e) => e.param).sort()).toEqual(["limit", "page"]);

    const inactive = await makeProduct("Api Hidden Saree", { isActive: false });
    for (const id of ["nope", inactive]) {
      const res = await callLoader(reviewsApi, jsonRequest("GET", `/api/products/${id}/reviews`), { id });
      expect(res.status).toBe(404);
      expect((await readEnvelope(res)).message).toBe("Product not found");
    }
  });
});

describe("POST /api/products/{id}/reviews", () => {
  const post = (id: string, body: unknown, token?: string) => callAction(reviewsApi, jsonRequest("POST", `/api/products/${id}/reviews`, body, { token }), { id });

  it("creates the caller's review (201), then edits it (200), updating the product's rating", async () => {
    const product = await makeProduct("Api Post Saree");
    const customer = await buyer(product, { firstName: "Kavya", lastName: "Nair" });
    const { token } = await tokensFor(customer);

    const res = await post(product, { rating: 5, comment: "  Stunning weave and quick delivery.  " }, token);
    expect(res.status).toBe(201);
    const body = await readEnvelope(res);
    expect(body.message).toBe("Review added successfully");
    expect(body.data).toMatchObject({ rating: 5, comment: "Stunning weave and quick delivery.", user: { firstName: "Kavya", lastName: "N." } });
    expect(res.headers.get("Cache-Control")).toBe("no-store");

    const edit = await post(product, { rating: 4, comment: "Still lovely, a little heavy to wear." }, token);
    expect(edit.status).toBe(200);
    const edited = await readEnvelope(edit);
    expect(edited.message).toBe("Review updated successfully");
    expect(edited.data._id).toBe(body.data._id);

    const other = await buyer(product);
    await post(product, { rating: 3, comment: "Average, the colour is duller in person." }, (await tokensFor(other)).token);
    const product2 = await readEnvelope(await callLoader(reviewsApi, jsonRequest("GET", `/api/products/${product}/reviews`), { id: product }));
    expect(product2.data.pagination.total).toBe(2);
    expect(await productRow(product)).toEqual({ rating: 3.5, reviewCount: 2 });
  });

  it("answers 400 with one error per bad field", async () => {
    const product = await makeProduct("Api Validation Saree");
    const { token } = await tokensFor(await buyer(product));
    const cases: Array<[unknown, Array<{ param: string; msg: string }>]> = [
      [{ comment: comment() }, [{ param: "rating", msg: REVIEW_RATING_MESSAGE }]],
      [{ rating: 0, comment: comment() }, [{ param: "rating", msg: REVIEW_RATING_MESSAGE }]],
      [{ rating: 6, comment: comment() }, [{ param: "rating", msg: REVIEW_RATING_MESSAGE }]],
      [{ rating: 4.5, comment: comment() }, [{ param: "rating", msg: REVIEW_RATING_MESSAGE }]],
      [{ rating: "5", comment: comment() }, [{ param: "rating", msg: REVIEW_RATING_MESSAGE }]],
      [{ rating: 5 }, [{ param: "comment", msg: REVIEW_COMMENT_SHORT }]],
      [{ rating: 5, comment: "     nice      " }, [{ param: "comment", msg: REVIEW_COMMENT_SHORT }]],
      [{ rating: 5, comment: "z".repeat(2001) }, [{ param: "comment", msg: REVIEW_COMMENT_LONG }]],
      [{ rating: 5, comment: 12345678901 }, [{ param: "comment", msg: REVIEW_COMMENT_SHORT }]],
      [{}, [{ param: "rating", msg: REVIEW_RATING_MESSAGE }, { param: "comment", msg: REVIEW_COMMENT_SHORT }]],
    ];
    for (const [body, errors] of cases) {
      const res = await post(product, body, token);
      expect(res.status, JSON.stringify(body)).toBe(400);
      const env = await readEnvelope(res);
      expect(env.success).toBe(false);
      expect(env.errors).toEqual(errors);
    }
    const malformed = await callAction(
      reviewsApi,
      jsonRequest("POST", `/api/products/${product}/reviews`, "{not json", { token, headers: { "Content-Type": "application/json" } }),
      { id: product },
    );
    expect(malformed.status).toBe(400);
    expect(await prisma.review.count({ where: { productId: product } })).toBe(0);
  });

  it("answers 401 without a valid token, 403 when the caller has not received it, 404 for an unknown product", async () => {
    const product = await makeProduct("Api Auth Saree");
    const valid = { rating: 5, comment: comment() };
    expect((await post(product, valid)).status).toBe(401);
    expect((await post(product, valid, "not-a-token")).status).toBe(401);

    const stranger = await createUser();
    await makeOrder(stranger.id, [product], "shipped");
    const { token } = await tokensFor(stranger);
    const forbidden = await post(product, valid, token);
    expect(forbidden.status).toBe(403);
    expect((await readEnvelope(forbidden)).message).toBe(REVIEW_MESSAGES.notReceived);

    const missing = await post("no-such-product", valid, token);
    expect(missing.status).toBe(404);
    expect((await readEnvelope(missing)).message).toBe("Product not found");
    const inactive = await makeProduct("Api Inactive Saree", { isActive: false });
    expect((await post(inactive, valid, token)).status).toBe(404);

    expect((await callAction(reviewsApi, jsonRequest("DELETE", `/api/products/${product}/reviews`), { id: product })).status).toBe(405);
    expect(await prisma.review.count({ where: { productId: product } })).toBe(0);
  });

  it("is documented in the OpenAPI document", () => {
    const doc = buildOpenApiDocument() as unknown as { paths: Record<string, Record<string, { responses: Record<string, unknown> }>> };
    const path = doc.paths["/api/products/{id}/reviews"];
    expect(Object.keys(path).sort()).toEqual(["get", "post"]);
    expect(Object.keys(path.post.responses)).toEqual(expect.arrayContaining(["201", "400", "401", "403", "404"]));
    expect(Object.keys(path.get.responses)).toEqual(expect.arrayContaining(["200", "400", "404"]));
  });
});
