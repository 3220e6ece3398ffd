import { z } from "zod";
import type { OrderView } from "~/models/order-view.server";
import { ANALYTICS_PERIODS } from "~/schemas/admin-analytics-periods";
import { CouponEditSchema } from "~/schemas/admin-coupon";
import { REFUND_FORM_METHODS } from "~/schemas/admin-refund";
import { IsoDateTime, NullableDateTime, OrderStatusSchema, paged, PaymentMethodSchema, PaymentStatusSchema, PersonFields } from "~/schemas/api/common";
import { ApiOrderItemSchema, ApiOrderSchema, toApiOrder } from "~/schemas/api/orders";
import { toRupees } from "~/utils/money";

const Person = z.object({ _id: z.string(), ...PersonFields });

export const ApiAdminListOrderSchema = z
  .object({
    _id: z.string(),
    orderNumber: z.string().describe("e.g. SRT-2026-000123"),
    user: Person,
    items: z.array(
      z.object({
        _id: z.string(),
        product: z.object({ name: z.string(), images: z.array(z.string()) }),
        // The same fields as the customer's order item.
        ...ApiOrderItemSchema.pick({ quantity: true, price: true, selectedSize: true, selectedColor: true }).shape,
      }),
    ),
    totalAmount: z.number(),
    totalItems: z.number().int(),
    status: OrderStatusSchema,
    paymentStatus: PaymentStatusSchema,
    paymentMethod: PaymentMethodSchema,
    shippingAddress: z.object({ fullName: z.string(), street: z.string(), city: z.string(), state: z.string(), zipCode: z.string(), country: z.string() }),
    createdAt: IsoDateTime,
    updatedAt: IsoDateTime,
  })
  .describe("spec/admin.md section 3, Order (admin list); prices in rupees.");

export const ApiAdminOrderListSchema = paged("orders", ApiAdminListOrderSchema).extend({
  stats: z.object({ totalOrders: z.number().int(), pendingOrders: z.number().int(), deliveredOrders: z.number().int(), totalRevenue: z.number() }),
});

export const ApiAdminOrderSchema = ApiOrderSchema.extend({
  orderId: z.string().describe("The order number"),
  status: OrderStatusSchema.describe("The same as orderStatus"),
  customer: Person.extend({ phone: z.string().nullable() }),
  user: Person,
  totalAmount: z.number().describe("The same as total"),
  courierPartner: z.string().nullable(),
  customerNotes: z.string().nullable(),
  adminNotes: z.string().nullable(),
  confirmedAt: NullableDateTime,
  processingAt: NullableDateTime,
  shippedAt: NullableDateTime,
  returnedAt: NullableDateTime,
  paidAt: NullableDateTime,
}).describe("The documented order shape (API.md, Orders) with its customer, notes, courier and status timestamps; prices in rupees.");

export const ApiRefundSchema = z.object({
  _id: z.string(),
  amount: z.number(),
  status: z.enum(["pending", "processed", "failed"]),
  method: z.enum(REFUND_FORM_METHODS),
  reference: z.string().nullable().optional(),
  reason: z.string(),
  errorReason: z.string().nullable().optional(),
  razorpayRefundId: z.string().nullable().optional(),
  createdAt: IsoDateTime,
  processedAt: NullableDateTime.optional(),
});

export const ApiCustomerSchema = Person.extend({
  phone: z.string().nullable(),
  isActive: z.boolean(),
  role: z.literal("customer"),
  createdAt: IsoDateTime,
  updatedAt: IsoDateTime,
  stats: z.object({
    orderCount: z.number().int().min(0).describe("Every order the customer placed, whatever its status"),
    totalSpent: z.number().min(0).describe("Rupees: orders that are paid or delivered, excluding cancelled and returned ones"),
    lastOrderDate: NullableDateTime.describe("When the newest order was placed"),
  }),
});

export const ApiCustomerListSchema = paged("customers", ApiCustomerSchema).extend({
  stats: z.object({ total: z.number().int(), active: z.number().int(), inactive: z.number().int() }),
});

const growth = z.object({
  current: z.number(),
  previous: z.number(),
  growth: z.number().describe("Percent, 1 decimal; 100 when previous is 0 and current > 0"),
});
const productSales = z.object({
  product: z.object({ _id: z.string(), name: z.string(), image: z.string().nullable() }),
  totalSold: z.number().int(),
  revenue: z.number().describe("Rupees"),
});
const day = z.string().date().describe("Kolkata calendar date");

export const ApiDashboardSchema = z.object({
  overview: z.object({
    totalUsers: z.number().int(),
    totalProducts: z.number().int(),
    totalCategories: z.number().int(),
    totalOrders: z.number().int(),
    monthlyRevenue: z.number(),
    yearlyRevenue: z.number(),
  }),
  growth: z.object({ users: growth, orders: growth, revenue: growth }),
  recentOrders: z.array(
    z.object({
      _id: z.string(),
      orderNumber: z.string(),
      user: z.object({ firstName: z.string(), lastName: z.string(), email: z.string() }),
      totalAmount: z.number(),
      status: OrderStatusSchema,
      paymentStatus: PaymentStatusSchema,
      createdAt: IsoDateTime,
    }),
  ),
  topProducts: z.array(productSales).describe("Last 90 days, by units sold in revenue orders"),
  lowStockProducts: z
    .array(z.object({ _id: z.string(), name: z.string(), stock: z.number().int(), image: z.string().nullable() }))
    .describe("Active products with stock <= 5, fewest first"),
  categoryStats: z.array(z.object({ _id: z.string(), name: z.string(), productCount: z.number().int(), activeProducts: z.number().int() })),
});

export const ApiAnalyticsSchema = z.object({
  period: z.enum(ANALYTICS_PERIODS),
  salesData: z.array(z.object({ date: day, revenue: z.number(), orders: z.number().int() })).describe("Every day of the period"),
  userRegistrations: z.array(z.object({ date: day, registrations: z.number().int() })),
  productPerformance: z.array(productSales),
  categoryPerformance: z.array(z.object({ categoryId: z.string(), categoryName: z.string(), totalSold: z.number().int(), revenue: z.number() })),
});

// ---------------------------------------------------------------- the order view in the admin API's shapes

/** The admin list's documented shape (spec/admin.md section 3, "Order (admin list)"), rupees. */
export function toApiAdminListOrder(o: OrderView): z.infer<typeof ApiAdminListOrderSchema> {
  const c = o.customer;
  const a = o.shippingAddress;
  return {
    _id: o.id,
    orderNumber: o.orderNumber,
    user: { _id: c.id, firstName: c.firstName, lastName: c.lastName, email: c.email },
    items: o.items.map((i) => ({
      _id: i.id,
      product: { name: i.name, images: i.image ? [i.image] : [] },
      quantity: i.quantity,
      price: toRupees(i.price),
      selectedSize: i.size,
      selectedColor: i.color,
    })),
    totalAmount: toRupees(o.total),
    totalItems: o.totalItems,
    status: o.status,
    paymentStatus: o.paymentStatus,
    paymentMethod: o.paymentMethod,
    shippingAddress: { fullName: a.fullName, street: a.address, city: a.city, state: a.state, zipCode: a.pincode, country: a.country },
    createdAt: o.createdAt.toISOString(),
    updatedAt: o.updatedAt.toISOString(),
  };
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** "Order with customer" (API.md): the documented order shape plus the customer, notes, courier and the status timestamps. */
export function toApiAdminOrder(order: OrderView): z.infer<typeof ApiAdminOrderSchema> {
  const c = order.customer;
  return {
    ...toApiOrder(order),
    status: order.status,
    customer: { _id: c.id, firstName: c.firstName, lastName: c.lastName, email: c.email, phone: c.phone },
    user: { _id: c.id, firstName: c.firstName, lastName: c.lastName, email: c.email },
    totalAmount: toRupees(order.total),
    customerNotes: order.customerNotes,
    adminNotes: order.adminNotes,
    courierPartner: order.courierPartner,
    confirmedAt: iso(order.confirmedAt),
    processingAt: iso(order.processingAt),
    shippedAt: iso(order.shippedAt),
    returnedAt: iso(order.returnedAt),
    paidAt: iso(order.paidAt),
  };
}

/** GET/PATCH /api/admin/settings: the shop's settings (money in rupees). */
export const ApiShopSettingsSchema = z.object({
  shopName: z.string(),
  addressLine1: z.string(),
  addressLine2: z.string(),
  city: z.string(),
  state: z.string(),
  pincode: z.string(),
  phone: z.string(),
  gstin: z.string(),
  freeShippingThreshold: z.number().int().min(0).describe("Rupees: shipping is free when the amount after the coupon is at least this"),
  codMinTotal: z.number().int().min(0).describe("Rupees: Cash on Delivery is offered when the total is above this"),
  lowStockThreshold: z.number().int().min(0).describe("Units: stock at or below this is low"),
  version: z.number().int().min(0).describe("0 until the first save; send it back with PATCH"),
  updatedAt: NullableDateTime,
});

/** The admin's stock grid (docs/decisions/0019): GET/PUT /api/admin/products/{id}/stock. */
export const ApiStockGridSchema = z
  .object({
    product: z.object({ id: z.string(), name: z.string(), stock: z.number().int().describe("The sum of the cells"), listed: z.boolean() }),
    sizes: z.array(z.string()),
    colors: z.array(z.string()),
    cells: z.array(
      z.object({
        size: z.string(),
        color: z.string(),
        stock: z.number().int(),
        sku: z.string().nullable(),
        offered: z.boolean().describe("false: a size or colour no longer listed that still holds stock"),
        waiting: z.number().int().describe("Shoppers waiting to be notified (Notify me)"),
      }),
    ),
    lowStockThreshold: z.number().int(),
  })
  .describe("Stock and SKU per size x colour");

export const StockGridBodySchema = z.object({
  reason: z.string().max(200).default("").describe("Required when a stock changes; written on each movement"),
  cells: z
    .array(
      z.object({
        size: z.string().min(1).max(50),
        color: z.string().min(1).max(50),
        expected: z.number().int().min(0).describe("The stock the client read: a cell that changed since is 409 and nothing is saved"),
        stock: z.number().int().min(0).max(100000),
        sku: z.string().max(64).nullable().optional(),
        expectedSku: z.string().max(64).nullable().optional(),
      }),
    )
    .max(500),
});

/** The admin's coupons (docs/decisions/0021, 0035): GET/POST /api/admin/coupons, GET/PUT /api/admin/coupons/{id}. */
export const ApiCouponSchema = z
  .object({
    id: z.string(),
    code: z.string().describe("Upper case; cannot change once created"),
    percent: z.number().int(),
    isActive: z.boolean(),
    expiresAt: NullableDateTime.describe("The end of the expiry day in India (23:59:59.999 IST); null = never"),
    expiresOn: z.string().nullable().describe("The expiry day, YYYY-MM-DD in India"),
    expired: z.boolean(),
    minSubtotal: z.number().int().describe("Rupees"),
    maxUses: z.number().int().nullable(),
    perCustomerLimit: z.number().int().nullable(),
    usedCount: z.number().int().describe("Uses counted against maxUses"),
    redemptions: z.number().int().describe("Orders that redeemed it"),
    customers: z.number().int().describe("Distinct customers that redeemed it"),
    createdAt: IsoDateTime,
    updatedAt: IsoDateTime.describe("Send it back with PUT to refuse a stale write (409)"),
  })
  .describe("A coupon with its redemption counts");

/** The model's view with money in rupees. */
export function toApiCoupon<T extends { minSubtotal: number }>(coupon: T): T {
  return { ...coupon, minSubtotal: toRupees(coupon.minSubtotal) };
}

const ReadAt = IsoDateTime.optional().describe("The coupon's updatedAt as read: when given and the coupon was saved since, 409 and nothing is saved");
/** PUT /api/admin/coupons/{id}: the screen's edit schema (every setting; the code cannot change), plus the stale-write guard. */
export const CouponUpdateBodySchema = CouponEditSchema.extend({ updatedAt: ReadAt });
/** PUT /api/admin/coupons/{id}/status: deactivate (no cart can apply it) or activate again. */
export const CouponStatusBodySchema = z.object({
  isActive: z.boolean({ required_error: "isActive is required", invalid_type_error: "isActive must be true or false" }),
  updatedAt: ReadAt,
});
/** GET /api/admin/coupons: the list's filter, as on the screen. */
export const CouponListQuerySchema = z.object({
  status: z.enum(["all", "active", "inactive"], { errorMap: () => ({ message: "status must be one of all, active, inactive" }) }).default("all"),
});

/** GET/POST /api/admin/products/{id}/photos (docs/decisions/0035). */
export const ApiProductPhotosSchema = z.object({
  productId: z.string(),
  version: z.number().int().describe("Send it back as `version` to refuse a stale upload"),
  images: z.array(
    z.object({
      url: z.string(),
      uploaded: z.boolean().describe("An uploaded photo (served in several widths), not a typed URL"),
      sources: z.object({ avif: z.string(), webp: z.string() }).nullable().describe("srcset values"),
    }),
  ),
});
