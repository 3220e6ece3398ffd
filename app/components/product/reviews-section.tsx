import { Suspense } from "react";
import { lazy } from "#lazy";
import type { ReviewConstraint } from "~/components/review-form";
import { deferred } from "~/components/ui/deferred";
import type { ProductDTO } from "~/models/catalog.server";
import type { RatingBreakdown, ReviewDTO } from "~/models/review.server";
import { productUrl } from "~/utils/urls";
import { Slot } from "~/components/personal/slots";

// The Reviews tab: the rating summary with its star breakdown, the review box
// (sign in, not yet eligible, or the form), the reviews and their pages
// (?reviewsPage=N links). The form is a plain post (intent=review) to the
// product route's action, which redirects back to #reviews.

/** Who is looking: signed out, signed in without a delivered order of it, or able to review (with their own review, if any). */
export type Reviewer = { signedIn: boolean; mayReview: boolean; own: ReviewDTO | null };

// The rating summary and the list of reviews are static until the shopper reaches them (pointer,
// touch or focus): their code loads then (components/ui/deferred.tsx), not with the page.
const RatingSummary = deferred(() => import("~/components/product/review-list").then((m) => m.RatingSummary));
const ReviewList = deferred(() => import("~/components/product/review-list").then((m) => m.ReviewList));

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
    <div className="rv-cols">
      <div className="flex flex-col gap-5">
        <RatingSummary rating={product.rating} count={product.reviewCount} breakdown={breakdown} />
      </div>
      <div className="flex min-w-0 flex-col gap-6">
        <ReviewBox productId={product._id} reviewer={reviewer} constraint={constraint} />
        {reviews.reviews.length > 0 ? <ReviewList reviews={reviews.reviews} ownId={reviewer.own?._id ?? null} page={pagination.page} pages={pagination.pages} /> : null}
      </div>
    </div>
  );
}

function ReviewBox({ productId, reviewer, constraint }: { productId: string; reviewer: Reviewer; constraint: ReviewConstraint }) {
  const productPath = productUrl(productId);
  // Signed out, or not (yet) able to review: a personal slot (decision 0032).
  if (!reviewer.mayReview) return <Slot kind="reviewInvite" props={{ productId }} state={reviewer.signedIn} />;
  // A fresh form after every saved review (its defaults are the saved words).
  return (
    <Suspense fallback={<p className="rounded-xl border border-brand-100 bg-brand-50/40 p-5 text-stone-700">Loading...</p>}>
      <ReviewForm key={reviewer.own?.updatedAt ?? "new"} productPath={productPath} own={reviewer.own} constraint={constraint} />
    </Suspense>
  );
}

// The form is code-split: most visitors (signed out, or not yet eligible)
// never download it. The server renders it in place (utils/lazy.server.ts: its code is
// loaded when the server starts), so it works without JavaScript too.
const ReviewForm = lazy(() => import("~/components/review-form"));
