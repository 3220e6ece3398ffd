import { z } from "zod";

// The admin's refund form (admin order page) and its API twin (POST /api/admin/orders/{id}/refunds):
// an amount in whole rupees, a reason, and how the money goes back. "razorpay" refunds an order
// paid online through Razorpay; the other methods record money given back by hand (COD), with a
// reference (UTR, receipt number). `idempotencyKey` comes with the form, so a double submit or a
// replay refunds once.

export const REFUND_FORM_METHODS = ["razorpay", "cash", "upi", "bank_transfer", "other"] as const;

export const RefundFormSchema = z.object({
  amount: z.coerce
    .number({ required_error: "Enter the amount to refund", invalid_type_error: "Enter the amount to refund in whole rupees" })
    .int("Enter the amount to refund in whole rupees")
    .positive("Enter the amount to refund in whole rupees")
    .max(10_000_000, "That amount is too large"),
  reason: z.string({ required_error: "Please give a reason for the refund" }).trim().min(3, "Please give a reason for the refund").max(500, "Keep the reason under 500 characters"),
  method: z.enum(REFUND_FORM_METHODS, { errorMap: () => ({ message: "Choose how the money was given back" }) }).default("razorpay"),
  reference: z.string().trim().max(100, "Keep the reference under 100 characters").optional(),
  idempotencyKey: z.string().trim().min(10).max(100).optional(),
});
export type RefundFormInput = z.infer<typeof RefundFormSchema>;
