import type { ReviewDTO } from "~/models/review.server";

/** "Priya S.": how a reviewer is named on the page and in the JSON-LD. */
export const reviewerName = (r: Pick<ReviewDTO, "user">) => `${r.user.firstName} ${r.user.lastName}`.trim();
