import { listReviews, upsertReview } from "~/models/review.server";
import { ReviewsQuerySchema } from "~/schemas/api/requests.server";
import { ReviewSchema } from "~/schemas/review";
import { apiMethods, created, ok, parseJsonBody, parseQuery, requireApiUser } from "~/utils/api.server";
import type { CachePolicy } from "~/utils/cache-control.server";

export const cachePolicy = "no-store" satisfies CachePolicy;

// GET and POST /api/products/{id}/reviews (API.md "Catalogue"). A resource
// route nested under api.products.$id by the flat-route naming: Remix runs
// only the deepest match's loader/action for a resource route, so the two
// never collide.
export const { loader, action } = apiMethods({
  // Public: 404 for an unknown, inactive or archived product.
  GET: async ({ request, params }) => {
    const { page, limit } = parseQuery(request, ReviewsQuerySchema);
    return ok(await listReviews(params.id ?? "", { page, limit }), "Reviews retrieved successfully");
  },
  // The caller's review: 201 when written, 200 when it replaced their earlier one.
  // 401 without a token, 400 per bad field, 404 unknown product, 403 not received.
  POST: async ({ request, params }) => {
    const user = await requireApiUser(request);
    const input = await parseJsonBody(request, ReviewSchema);
    const result = await upsertReview(user.id, params.id ?? "", input);
    return result.created ? created(result.review, "Review added successfully") : ok(result.review, "Review updated successfully");
  },
});
