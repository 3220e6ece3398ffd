import { Link } from "@remix-run/react";
import { plural, Stars } from "~/components/product/rating";
import { reviewerName } from "~/components/product/reviewer-name";
import type { RatingBreakdown, ReviewDTO } from "~/models/review.server";
import { MAX_PAGE_BUTTONS } from "~/utils/constants";
import { formatDate } from "~/utils/format";

// The Reviews tab's rating summary (with its star breakdown) and the reviews with their pages
// (?reviewsPage=N links). Loaded when the shopper reaches them (reviews-section.tsx).

/** The reviews of this page and, when there are more pages, the links to them. */
export function ReviewList({ reviews, ownId, page, pages }: { reviews: ReviewDTO[]; ownId: string | null; page: number; pages: number }) {
  return (
    <>
      <ol className="divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white" aria-label="Reviews" data-testid="review-list">
        {reviews.map((r) => (
          <li key={r._id} className="p-4 sm:p-5" data-testid="review">
            <ReviewItem review={r} own={ownId === r._id} />
          </li>
        ))}
      </ol>
      {pages > 1 ? <ReviewPagination page={page} pages={pages} /> : null}
    </>
  );
}

export function RatingSummary({ rating, count, breakdown }: { rating: number; count: number; breakdown: RatingBreakdown | null }) {
  if (count === 0) {
    return (
      <div className="rv-none" data-testid="rating-summary">
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

// Loaded with import(): an entry point of its own in the browser build, so it re-exports the shell chunk
// like the others do (app/utils/shell-chunk.ts).
export * as __shellChunk from "~/utils/shell-chunk";
