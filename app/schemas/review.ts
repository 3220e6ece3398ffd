import { z } from "zod";

// A product review (DECISIONS 3.7): one per customer per product, written by
// a customer who has received it. Shared by the product page's form (Conform
// coerces the radio's string to a number) and POST /api/products/{id}/reviews
// (JSON: `rating` must be a number).

export const REVIEW_RATING_MESSAGE = "Please choose a rating from 1 to 5 stars";
export const REVIEW_COMMENT_MIN = 10;
export const REVIEW_COMMENT_MAX = 2000;
export const REVIEW_COMMENT_SHORT = "Please write at least 10 characters";
export const REVIEW_COMMENT_LONG = "Please keep your review under 2000 characters";

export const ReviewSchema = z.object({
  rating: z
    .number({ required_error: REVIEW_RATING_MESSAGE, invalid_type_error: REVIEW_RATING_MESSAGE })
    .int(REVIEW_RATING_MESSAGE)
    .min(1, REVIEW_RATING_MESSAGE)
    .max(5, REVIEW_RATING_MESSAGE),
  comment: z
    .string({ required_error: REVIEW_COMMENT_SHORT, invalid_type_error: REVIEW_COMMENT_SHORT })
    .trim()
    .min(REVIEW_COMMENT_MIN, REVIEW_COMMENT_SHORT)
    .max(REVIEW_COMMENT_MAX, REVIEW_COMMENT_LONG),
});

export type ReviewInput = z.infer<typeof ReviewSchema>;
