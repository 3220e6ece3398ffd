// The review screens' own messages (DECISIONS 3.7), without zod, so the product page can
// name them (ReviewSchema in review.ts carries the field messages; the review model uses these).

export const REVIEW_MESSAGES = {
  notReceived: "You can review products you have received",
  productNotFound: "Product not found",
  created: "Thank you for your review!",
  updated: "Your review has been updated",
} as const;
