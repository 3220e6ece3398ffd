import { z } from "zod";

// The admin coupon screen (issue 13 section 4; DECISIONS 3.4): a code, its percent, a minimum
// subtotal, an optional expiry date and optional total and per-customer limits. Browser-safe.
// Money is whole rupees on the form, paise in the model. The code cannot change once created:
// orders carry it and payment re-checks the coupon by it (order-payment.server.ts).

export const COUPON_CODE_MAX = 40;
export const COUPON_LIMIT_MAX = 1_000_000;
export const COUPON_MIN_SUBTOTAL_MAX = 10_000_000;

export const COUPON_MESSAGES = {
  codeRequired: "Coupon code is required",
  codeFormat: "Use 3 to 40 letters, digits, - or _ (for example DIWALI25)",
  codeTaken: "A coupon with this code already exists",
  percentRequired: "Discount percent is required",
  percentRange: "Discount percent must be a whole number from 1 to 100",
  minSubtotal: `Minimum subtotal must be a whole number of rupees from 0 to ${COUPON_MIN_SUBTOTAL_MAX}`,
  expiresAt: "Expiry must be a date (YYYY-MM-DD)",
  expiresPast: "The expiry date is in the past",
  maxUses: `Total uses must be a whole number from 1 to ${COUPON_LIMIT_MAX}, or empty for no limit`,
  perCustomerLimit: `Uses per customer must be a whole number from 1 to ${COUPON_LIMIT_MAX}, or empty for no limit`,
  notFound: "Coupon not found",
  created: "Coupon created",
  updated: "Coupon updated",
  activated: "Coupon activated",
  deactivated: "Coupon deactivated: it can no longer be applied",
  saveFailed: "Failed to save coupon",
  statusFailed: "Failed to update coupon status",
  stale: "This coupon was changed since you read it, so nothing was saved. Read it again and repeat your change.",
} as const;

const emptyToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);

const wholeNumber = (message: string, min: number, max: number) =>
  z.preprocess(
    emptyToUndefined,
    z.coerce.number({ invalid_type_error: message }).int(message).min(min, message).max(max, message).optional(),
  );

const fields = {
  percent: z.preprocess(
    emptyToUndefined,
    z.coerce.number({ required_error: COUPON_MESSAGES.percentRequired, invalid_type_error: COUPON_MESSAGES.percentRange }).int(COUPON_MESSAGES.percentRange).min(1, COUPON_MESSAGES.percentRange).max(100, COUPON_MESSAGES.percentRange),
  ),
  minSubtotal: wholeNumber(COUPON_MESSAGES.minSubtotal, 0, COUPON_MIN_SUBTOTAL_MAX),
  expiresAt: z.preprocess(emptyToUndefined, z.string().refine((v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), COUPON_MESSAGES.expiresAt).optional()),
  maxUses: wholeNumber(COUPON_MESSAGES.maxUses, 1, COUPON_LIMIT_MAX),
  perCustomerLimit: wholeNumber(COUPON_MESSAGES.perCustomerLimit, 1, COUPON_LIMIT_MAX),
  isActive: z.preprocess((v) => v === "on" || v === "true" || v === true, z.boolean()).optional(),
};

export const couponCode = z
  .string({ required_error: COUPON_MESSAGES.codeRequired })
  .trim()
  .min(1, COUPON_MESSAGES.codeRequired)
  .regex(/^[A-Za-z0-9_-]{3,40}$/, COUPON_MESSAGES.codeFormat)
  .transform((v) => v.toUpperCase());

/** Create: the code and every setting. */
export const CouponCreateSchema = z.object({ code: couponCode, ...fields });
/** Edit: every setting but the code. */
export const CouponEditSchema = z.object(fields);

export type CouponCreateInput = z.infer<typeof CouponCreateSchema>;
export type CouponEditInput = z.infer<typeof CouponEditSchema>;
