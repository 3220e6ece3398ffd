import { Link } from "@remix-run/react";
import { lazy, Suspense } from "react";
import { plural, Stars } from "~/components/product/rating";
import type { ReviewConstraint } from "~/components/review-form";
import type { ProductDTO } from "~/models/catalog.server";
import type { RatingBreakdown, ReviewDTO } from "~/models/review.server";
import { REVIEW_MESSAGES } from "~/schemas/review-messages";
import { MAX_PAGE_BUTTONS } from "~/utils/constants";
import { formatDate } from "~/utils/format";
import { loginUrl, productUrl } from "~/utils/urls";

// The Reviews tab: the rating summary with its star breakdown, the review box
// (sign in, not yet eligible, or the form), the reviews and their pages
// (?reviewsPage=N links). The form is a plain post (intent=review) to the
// product route's action, which redirects back to #reviews.

/** Who is looking: signed out, signed in without a delivered order of it, or able to review (with their own review, if any). */
export type Reviewer = { signedIn: boolean; mayReview: boolean; own: ReviewDTO | null };

/** "Priya S.": how a reviewer is named on the page and in the JSON-LD. */
export const reviewerName = (r: Pick<ReviewDTO, "user">) => `${r.user.firstName} ${r.user.lastName}`.trim();

export function ReviewsSection({
  product,
  reviews,
  breakdown,
  reviewer,
  constraint,
}: {
  product: Pick<ProductDTO, "_id" | "rating" | "reviewCount">;
  reviews: { reviews: ReviewDTO[]; pagination: { page: number; pages: number } };
  breakdown: RatingBreakdown | null;
  reviewer: Reviewer;
  /** The review form's HTML constraints, from ReviewSchema on the server. */
  constraint: ReviewConstraint;
}) {
  const { pagination } = reviews;
  return (
    <div className="grid gap-8 lg:grid-cols-[18rem_minmax(0,1fr)]">
      <div className="flex flex-col gap-5">
        <RatingSummary rating={product.rating} count={product.reviewCount} breakdown={breakdown} />
      </div>
      <div className="flex min-w-0 flex-col gap-6">
        <ReviewBox productId={product._id} reviewer={reviewer} constraint={constraint} />
        {reviews.reviews.length > 0 ? (
          <>
            <ol className="divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white" aria-label="Reviews" data-testid="review-list">
              {reviews.reviews.map((r) => (
                <li key={r._id} className="p-4 sm:p-5" data-testid="review">
                  <ReviewItem review={r} own={reviewer.own?._id === r._id} />
                </li>
              ))}
            </ol>
            {pagination.pages > 1 ? <ReviewPagination page={pagination.page} pages={pagination.pages} /> : null}
          </>
        ) : null}
      </div>
    </div>
  );
}

function RatingSummary({ rating, count, breakdown }: { rating: number; count: number; breakdown: RatingBreakdown | null }) {
  if (count === 0) {
    return (
      <div className="rounded-xl border border-dashed border-stone-300 bg-white p-5 text-stone-700" data-testid="rating-summary">
        <p className="font-semibold text-stone-900">No reviews yet</p>
        <p className="mt-1 text-sm">Reviews come from customers who have received this product.</p>
      </div>
    );
  }
  return (
    <div className="rounded-xl border border-stone-200 bg-white p-5" data-testid="rating-summary">
      <p className="flex items-end gap-2">
        <span className="text-4xl font-bold text-stone-900">{rating.toFixed(1)}</span>
        <span className="pb-1 text-stone-600">out of 5</span>
      </p>
      <Stars rating={rating} className="mt-1 text-2xl" />
      <p className="mt-1 text-sm text-stone-700" data-testid="review-count">
        Based on {plural(count, "review")}
      </p>
      {breakdown ? (
        <dl className="mt-4 space-y-1.5 text-sm">
          {([5, 4, 3, 2, 1] as const).map((star) => {
            const n = breakdown[star];
            const pct = count > 0 ? Math.round((n / count) * 100) : 0;
            return (
              <div key={star} className="grid grid-cols-[3.5rem_minmax(0,1fr)_2rem] items-center gap-2">
                <dt className="text-stone-700">{plural(star, "star")}</dt>
                <dd className="h-2 overflow-hidden rounded-full bg-stone-200" aria-hidden="true">
                  <span className="block h-full rounded-full bg-gold-500" style={{ width: `${pct}%` }} />
                </dd>
                <dd className="text-right text-stone-700">{n}</dd>
              </div>
            );
          })}
        </dl>
      ) : null}
    </div>
  );
}

function ReviewItem({ review, own }: { review: ReviewDTO; own: boolean }) {
  const edited = new Date(review.updatedAt).getTime() - new Date(review.createdAt).getTime() > 60_000;
  return (
    <article>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Stars rating={review.rating} className="text-base" />
        <span className="sr-only">Rated {review.rating} out of 5</span>
        <span className="font-semibold text-stone-900">{reviewerName(review)}</span>
        {own ? <span className="rounded bg-brand-50 px-1.5 py-0.5 text-xs font-semibold text-brand-700">Your review</span> : null}
        <span className="rounded bg-emerald-50 px-1.5 py-0.5 text-xs font-semibold text-emerald-800">Verified Purchase</span>
      </div>
      <p className="mt-1 text-xs text-stone-600">
        <time dateTime={review.createdAt}>{formatDate(review.createdAt)}</time>
        {edited ? " · edited" : null}
      </p>
      <p className="mt-2 leading-relaxed break-words whitespace-pre-line text-stone-800">{review.comment}</p>
    </article>
  );
}

function ReviewPagination({ page, pages }: { page: number; pages: number }) {
  const href = (n: number) => `?reviewsPage=${n}#reviews`;
  const half = Math.floor(MAX_PAGE_BUTTONS / 2);
  const start = Math.max(1, Math.min(page - half, pages - MAX_PAGE_BUTTONS + 1));
  const numbers = Array.from({ length: Math.min(MAX_PAGE_BUTTONS, pages) }, (_, i) => start + i);
  const base = "flex min-h-11 min-w-11 items-center justify-center rounded-md border px-3 text-sm font-semibold";
  return (
    <nav aria-label="Review pages" className="flex flex-wrap items-center gap-2" data-testid="review-pagination">
      {page > 1 ? (
        <Link to={href(page - 1)} preventScrollReset className={`${base} border-stone-300 bg-white text-stone-800 hover:border-brand-600`}>
          Previous
        </Link>
      ) : null}
      {numbers.map((n) => (
        <Link
          key={n}
          to={href(n)}
          preventScrollReset
          aria-current={n === page ? "page" : undefined}
          aria-label={`Reviews page ${n}`}
          className={`${base} ${n === page ? "border-brand-700 bg-brand-700 text-white" : "border-stone-300 bg-white text-stone-800 hover:border-brand-600"}`}
        >
          {n}
        </Link>
      ))}
      {page < pages ? (
        <Link to={href(page + 1)} preventScrollReset className={`${base} border-stone-300 bg-white text-stone-800 hover:border-brand-600`}>
          Next
        </Link>
      ) : null}
    </nav>
  );
}

function ReviewBox({ productId, reviewer, constraint }: { productId: string; reviewer: Reviewer; constraint: ReviewConstraint }) {
  const productPath = productUrl(productId);
  if (!reviewer.signedIn) {
    return (
      <div className="rounded-xl border border-stone-200 bg-white p-5" data-testid="review-box">
        <p className="text-stone-700">Bought this product? Share what you think.</p>
        <Link
          to={loginUrl(productPath)}
          className="mt-3 inline-flex min-h-11 items-center justify-center rounded-md border border-brand-700 px-5 font-semibold text-brand-700 hover:bg-brand-50"
        >
          Sign in to write a review
        </Link>
      </div>
    );
  }
  if (!reviewer.mayReview) {
    return (
      <div className="rounded-xl border border-stone-200 bg-white p-5 text-stone-700" data-testid="review-box">
        <p>{REVIEW_MESSAGES.notReceived}.</p>
        <p className="mt-1 text-sm text-stone-600">Once your order containing it is delivered, you can rate and review it here.</p>
      </div>
    );
  }
  // A fresh form after every saved review (its defaults are the saved words).
  return (
    <Suspense fallback={<p className="rounded-xl border border-brand-100 bg-brand-50/40 p-5 text-stone-700">Loading...</p>}>
      <ReviewForm key={reviewer.own?.updatedAt ?? "new"} productPath={productPath} own={reviewer.own} constraint={constraint} />
    </Suspense>
  );
}

// The form is code-split: most visitors (signed out, or not yet eligible)
// never download it. The server renders it in place (entry.server waits for
// all content), so it works without JavaScript too.
const ReviewForm = lazy(() => import("~/components/review-form"));
