import { z } from "zod";
import type { OrderView } from "~/models/order-view.server";
import { IsoDateTime, NullableDateTime, OrderStatusSchema, paged, PaymentMethodSchema, PaymentStatusSchema } from "~/schemas/api/common";
import { trackingUrl } from "~/utils/couriers";
import { toRupees } from "~/utils/money";

// The customer's order as the API answers it: the documented shape (its zod
// schema feeds the OpenAPI document) and the projection of the order view into it.

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
    trackingUrl: z.string().nullable().describe("The courier's public tracking page for the tracking number (null without one, or for courier Other)"),
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

export type ApiOrder = z.infer<typeof ApiOrderSchema>;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** An order view as the documented order shape (API.md, Orders and payments): `_id` naming, prices in rupees. */
export function toApiOrder(order: OrderView): ApiOrder {
  return {
    _id: order.id,
    orderId: order.orderNumber,
    userId: order.userId,
    items: order.items.map((i) => ({
      _id: i.id,
      productId: { _id: i.product.id, name: i.product.name, images: i.product.images, price: toRupees(i.product.price) },
      name: i.name,
      quantity: i.quantity,
      price: toRupees(i.price),
      originalPrice: toRupees(i.originalPrice),
      selectedSize: i.size,
      selectedColor: i.color,
      image: i.image,
    })),
    shippingAddress: { ...order.shippingAddress },
    billingAddress: { ...order.billingAddress },
    paymentMethod: order.paymentMethod,
    paymentStatus: order.paymentStatus,
    paymentId: order.paymentId,
    orderStatus: order.status,
    trackingNumber: order.trackingNumber,
    trackingUrl: trackingUrl(order.courierPartner, order.trackingNumber),
    subtotal: toRupees(order.subtotal),
    discount: toRupees(order.discount),
    tax: toRupees(order.tax),
    shipping: toRupees(order.shipping),
    total: toRupees(order.total),
    couponCode: order.couponCode,
    estimatedDelivery: iso(order.estimatedDelivery),
    deliveredAt: iso(order.deliveredAt),
    cancelledAt: iso(order.cancelledAt),
    cancellationReason: order.cancellationReason,
    totalItems: order.totalItems,
    totalSavings: toRupees(order.totalSavings),
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
  };
}
