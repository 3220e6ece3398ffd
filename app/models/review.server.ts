import type { Prisma } from "@prisma/client";
import { committedStatement, prisma } from "~/db.server";
import { LISTED_PRODUCT, type Pagination } from "~/models/catalog.server";
import { ReviewSchema, type ReviewInput } from "~/schemas/review";
import { REVIEW_MESSAGES } from "~/schemas/review-messages";
import { API_MAX_LIMIT } from "~/utils/constants";
import { Forbidden, NotFound, ValidationError } from "~/utils/errors";

// Product reviews are real (DECISIONS 3.7): a signed-in customer who has
// received the product (a delivered order containing it) rates it 1-5 with a
// comment, once per product, and may edit that review. Product.rating (the
// average, one decimal) and Product.reviewCount are derived from the reviews
// and recomputed in the same transaction as every write, so the shop's
// "Highest Rated" and "Most Popular" sorts read plain indexed columns.

export { REVIEW_MESSAGES } from "~/schemas/review-messages";

/** Reviews per page on the product page; the API defaults to 10. */
export const PRODUCT_PAGE_REVIEWS = 5;
export const API_REVIEWS_LIMIT = 10;

/** A review as screens and the API show it: the reviewer's first name and last initial only. */
export type ReviewDTO = {
  _id: string;
  rating: number;
  comment: string;
  createdAt: string;
  updatedAt: string;
  user: { firstName: string; lastName: string };
};

export type ReviewPage = { reviews: ReviewDTO[]; pagination: Pagination };

/** How many reviews gave each star count, 5 to 1. */
export type RatingBreakdown = Record<1 | 2 | 3 | 4 | 5, number>;

const reviewSelect = {
  id: true,
  rating: true,
  comment: true,
  createdAt: true,
  updatedAt: true,
  user: { select: { firstName: true, lastName: true } },
} satisfies Prisma.ReviewSelect;

type ReviewRow = Prisma.ReviewGetPayload<{ select: typeof reviewSelect }>;

/** "Sharma" -> "S." (privacy: reviews never show a full surname). */
function lastInitial(lastName: string): string {
  const first = Array.from(lastName.trim())[0];
  return first ? `${first.toUpperCase()}.` : "";
}

function toReviewDTO(row: ReviewRow): ReviewDTO {
  return {
    _id: row.id,
    rating: row.rating,
    comment: row.comment,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    user: { firstName: row.user.firstName, lastName: lastInitial(row.user.lastName) },
  };
}

const clampInt = (n: number | undefined, min: number, max: number, fallback: number) =>
  n === undefined || !Number.isFinite(n) ? fallback : Math.min(max, Math.max(min, Math.trunc(n)));

async function assertVisible(productId: string) {
  const product = productId ? await prisma.product.findFirst({ where: { id: productId, ...LISTED_PRODUCT }, select: { id: true } }) : null;
  if (!product) throw new NotFound(REVIEW_MESSAGES.productNotFound);
}

/**
 * One page of a product's reviews, newest first. NotFound for an unknown,
 * inactive or archived product. A page past the last is empty with the true totals.
 */
export async function listReviews(productId: string, { page = 1, limit = API_REVIEWS_LIMIT }: { page?: number; limit?: number } = {}): Promise<ReviewPage> {
  await assertVisible(productId);
  const p = clampInt(page, 1, Number.MAX_SAFE_INTEGER, 1);
  const l = clampInt(limit, 1, API_MAX_LIMIT, API_REVIEWS_LIMIT);
  const [total, rows] = await Promise.all([
    prisma.review.count({ where: { productId } }),
    prisma.review.findMany({
      where: { productId },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: (p - 1) * l,
      take: l,
      select: reviewSelect,
    }),
  ]);
  const pages = Math.ceil(total / l);
  return { reviews: rows.map(toReviewDTO), pagination: { page: p, limit: l, total, pages, hasNext: p < pages, hasPrev: p > 1 } };
}

/** How many reviews gave 5, 4, 3, 2 and 1 stars. */
export async function getRatingBreakdown(productId: string): Promise<RatingBreakdown> {
  const groups = await prisma.review.groupBy({ by: ["rating"], where: { productId }, _count: { _all: true } });
  const breakdown: RatingBreakdown = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
  for (const g of groups) if (g.rating >= 1 && g.rating <= 5) breakdown[g.rating as 1 | 2 | 3 | 4 | 5] = g._count._all;
  return breakdown;
}

const receivedWhere = (userId: string, productId: string) => ({ productId, order: { userId, status: "delivered" } }) satisfies Prisma.OrderItemWhereInput;

/** Whether the customer has received the product: a delivered order of theirs contains it. */
export async function canReview(userId: string, productId: string): Promise<boolean> {
  if (!userId || !productId) return false;
  const item = await prisma.orderItem.findFirst({ where: receivedWhere(userId, productId), select: { id: true } });
  return item !== null;
}

const MAY_REVIEW_SQL = `SELECT EXISTS (SELECT 1 FROM "Review" WHERE "productId" = @productId AND "userId" = @userId)
  OR EXISTS (SELECT 1 FROM "OrderItem" i JOIN "Order" o ON o."id" = i."orderId" WHERE i."productId" = @productId AND o."userId" = @userId AND o."status" = 'delivered') AS yes`;

/**
 * Whether the product page shows this customer the review form: they reviewed it already or
 * received it (the product loader's `reviewer.mayReview`). One prepared statement on the
 * committed-reads connection: the shared product page asks it for every signed-in visitor.
 */
export async function mayReview(userId: string, productId: string): Promise<boolean> {
  const statement = committedStatement<{ yes: number | bigint }>(MAY_REVIEW_SQL);
  if (statement) return Number(statement.get({ productId, userId })?.yes ?? 0) === 1;
  const [own, received] = await Promise.all([getOwnReview(userId, productId), canReview(userId, productId)]);
  return own !== null || received;
}

/** The customer's own review of the product, or null. */
export async function getOwnReview(userId: string, productId: string): Promise<ReviewDTO | null> {
  if (!userId || !productId) return null;
  const row = await prisma.review.findUnique({ where: { productId_userId: { productId, userId } }, select: reviewSelect });
  return row ? toReviewDTO(row) : null;
}

/** Product.rating (average, one decimal; 0 without reviews) and reviewCount from the reviews themselves. */
async function recomputeProductRating(tx: Prisma.TransactionClient, productId: string) {
  const agg = await tx.review.aggregate({ where: { productId }, _avg: { rating: true }, _count: { _all: true } });
  const count = agg._count._all;
  const rating = count > 0 ? Math.round((agg._avg.rating ?? 0) * 10) / 10 : 0;
  await tx.product.update({ where: { id: productId }, data: { rating, reviewCount: count } });
  return { rating, reviewCount: count };
}

/**
 * Writes the customer's review of the product: creates it, or edits their
 * existing one (one per customer per product). NotFound for an unknown,
 * inactive or archived product; Forbidden 'You can review products you have
 * received' unless a delivered order of theirs contains it (someone who
 * already reviewed it may always edit their words); ValidationError for bad
 * input. The product's rating and reviewCount are recomputed in the same
 * transaction.
 */
export async function upsertReview(
  userId: string,
  productId: string,
  input: ReviewInput,
): Promise<{ review: ReviewDTO; created: boolean; product: { rating: number; reviewCount: number } }> {
  const parsed = ReviewSchema.safeParse(input);
  if (!parsed.success) {
    // One item per bad field, its first problem (the API's convention).
    const errors = new Map<string, { param: string; msg: string }>();
    for (const i of parsed.error.issues) {
      const param = i.path.join(".") || "body";
      if (!errors.has(param)) errors.set(param, { param, msg: i.message });
    }
    throw new ValidationError("Validation failed", [...errors.values()]);
  }
  const { rating, comment } = parsed.data;
  return prisma.$transaction(async (tx) => {
    const product = productId ? await tx.product.findFirst({ where: { id: productId, ...LISTED_PRODUCT }, select: { id: true } }) : null;
    if (!product) throw new NotFound(REVIEW_MESSAGES.productNotFound);
    const existing = await tx.review.findUnique({ where: { productId_userId: { productId, userId } }, select: { id: true } });
    if (!existing) {
      const received = await tx.orderItem.findFirst({ where: receivedWhere(userId, productId), select: { id: true } });
      if (!received) throw new Forbidden(REVIEW_MESSAGES.notReceived);
    }
    const row = existing
      ? await tx.review.update({ where: { id: existing.id }, data: { rating, comment }, select: reviewSelect })
      : await tx.review.create({ data: { productId, userId, rating, comment }, select: reviewSelect });
    const totals = await recomputeProductRating(tx, productId);
    return { review: toReviewDTO(row), created: !existing, product: totals };
  });
}
