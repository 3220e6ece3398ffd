import { z } from "zod";
import { IsoDateTime, NullableDateTime, OrderStatusSchema, paged, PaymentMethodSchema, PaymentStatusSchema } from "~/schemas/api/common";

export const ApiOrderAddressSchema = z.object({
  fullName: z.string(),
  phone: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  pincode: z.string().regex(/^\d{6}$/),
  country: z.string(),
});

export const ApiOrderItemSchema = z.object({
  _id: z.string(),
  productId: z.object({ _id: z.string(), name: z.string(), images: z.array(z.string()), price: z.number() }),
  name: z.string(),
  quantity: z.number().int(),
  price: z.number(),
  originalPrice: z.number(),
  selectedSize: z.string(),
  selectedColor: z.string(),
  image: z.string().nullable(),
});

/** The documented order (API.md "Orders and payments"), as GET /api/orders and /api/orders/{id} answer it. */
export const ApiOrderSchema = z
  .object({
    _id: z.string(),
    orderId: z.string().describe("The order number shoppers read, e.g. SRT-2026-000123"),
    userId: z.string(),
    items: z.array(ApiOrderItemSchema),
    shippingAddress: ApiOrderAddressSchema,
    billingAddress: ApiOrderAddressSchema,
    paymentMethod: PaymentMethodSchema,
    paymentStatus: PaymentStatusSchema,
    paymentId: z.string().nullable(),
    orderStatus: OrderStatusSchema,
    trackingNumber: z.string().nullable(),
    subtotal: z.number(),
    discount: z.number(),
    tax: z.number().describe("GST contained in the total"),
    shipping: z.number(),
    total: z.number(),
    couponCode: z.string().nullable(),
    estimatedDelivery: NullableDateTime,
    deliveredAt: NullableDateTime,
    cancelledAt: NullableDateTime,
    cancellationReason: z.string().nullable(),
    totalItems: z.number().int(),
    totalSavings: z.number(),
    createdAt: IsoDateTime,
    updatedAt: IsoDateTime,
  })
  .describe("Prices in rupees, every figure as it was when the order was placed.");

export const ApiOrderPageSchema = paged("orders", ApiOrderSchema);

export const ApiPaymentOrderSchema = z.object({ id: z.string(), amount: z.number().int().describe("Paise"), currency: z.string() });
