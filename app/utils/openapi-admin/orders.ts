import { operation, ref, type PathGroup } from "~/utils/openapi";

// OpenAPI entries for GET/PUT /api/admin/orders* (API.md "Admin").

const ADMIN = ["Admin"];
const STATUSES = ["pending", "confirmed", "processing", "shipped", "delivered", "cancelled", "returned"];
const str = (extra: Record<string, unknown> = {}) => ({ type: "string", ...extra });
const nullableStr = (extra: Record<string, unknown> = {}) => ({ oneOf: [str(extra), { type: "null" }] });
const num = { type: "number" };
const int = { type: "integer" };
const dateTime = nullableStr({ format: "date-time" });

const person = {
  type: "object",
  properties: { _id: str(), firstName: str(), lastName: str(), email: str({ format: "email" }) },
  required: ["_id", "firstName", "lastName", "email"],
};

const listOrder = {
  type: "object",
  description: "spec/admin.md section 3, Order (admin list); prices in rupees.",
  properties: {
    _id: str(),
    orderNumber: str({ description: "e.g. SRT-2026-000123" }),
    user: person,
    items: {
      type: "array",
      items: {
        type: "object",
        properties: {
          _id: str(),
          product: { type: "object", properties: { name: str(), images: { type: "array", items: str() } }, required: ["name", "images"] },
          quantity: int,
          price: num,
          selectedSize: str(),
          selectedColor: str(),
        },
        required: ["product", "quantity", "price"],
      },
    },
    totalAmount: num,
    totalItems: int,
    status: { enum: STATUSES },
    paymentStatus: { enum: ["pending", "paid", "failed", "partially_refunded", "refunded"] },
    paymentMethod: { enum: ["razorpay", "cod"] },
    shippingAddress: {
      type: "object",
      properties: { fullName: str(), street: str(), city: str(), state: str(), zipCode: str(), country: str() },
    },
    createdAt: str({ format: "date-time" }),
    updatedAt: str({ format: "date-time" }),
  },
  required: ["_id", "user", "items", "totalAmount", "status", "createdAt", "updatedAt"],
};

const address = {
  type: "object",
  properties: { fullName: str(), phone: str(), address: str(), city: str(), state: str(), pincode: str(), country: str() },
};

const adminOrder = {
  type: "object",
  description: "The documented order shape (API.md, Orders) with its customer, notes, courier and status timestamps; prices in rupees.",
  properties: {
    _id: str(),
    orderId: str({ description: "The order number" }),
    userId: str(),
    status: { enum: STATUSES },
    orderStatus: { enum: STATUSES },
    customer: { ...person, properties: { ...person.properties, phone: nullableStr() } },
    user: person,
    items: {
      type: "array",
      items: {
        type: "object",
        properties: {
          _id: str(),
          productId: { type: "object", properties: { _id: str(), name: str(), images: { type: "array", items: str() }, price: num } },
          name: str(),
          quantity: int,
          price: num,
          originalPrice: num,
          selectedSize: str(),
          selectedColor: str(),
          image: nullableStr(),
        },
      },
    },
    shippingAddress: address,
    billingAddress: address,
    paymentMethod: { enum: ["razorpay", "cod"] },
    paymentStatus: { enum: ["pending", "paid", "failed", "partially_refunded", "refunded"] },
    paymentId: nullableStr(),
    trackingNumber: nullableStr(),
    courierPartner: nullableStr(),
    subtotal: num,
    discount: num,
    tax: num,
    shipping: num,
    total: num,
    totalAmount: num,
    couponCode: nullableStr(),
    customerNotes: nullableStr(),
    adminNotes: nullableStr(),
    estimatedDelivery: dateTime,
    confirmedAt: dateTime,
    processingAt: dateTime,
    shippedAt: dateTime,
    deliveredAt: dateTime,
    cancelledAt: dateTime,
    returnedAt: dateTime,
    paidAt: dateTime,
    cancellationReason: nullableStr(),
    totalItems: int,
    totalSavings: num,
    createdAt: str({ format: "date-time" }),
    updatedAt: str({ format: "date-time" }),
  },
  required: ["_id", "orderId", "status", "customer", "items", "total"],
};

const refund = {
  type: "object",
  properties: {
    _id: str(),
    amount: num,
    status: { enum: ["pending", "processed", "failed"] },
    method: { enum: ["razorpay", "cash", "upi", "bank_transfer", "other"] },
    reference: nullableStr(),
    reason: str(),
    errorReason: nullableStr(),
    razorpayRefundId: nullableStr(),
    createdAt: str({ format: "date-time" }),
    processedAt: dateTime,
  },
  required: ["_id", "amount", "status", "method", "reason", "createdAt"],
};

const tracking = nullableStr({ maxLength: 40, pattern: "^[A-Za-z0-9\\-/ ]*$", description: "Empty or null clears it" });
const effects =
  "Entering a status stamps its timestamp. cancelled/returned give the stock back once; a paid online order is refunded in full " +
  "through Razorpay (paymentStatus refunded once the refund exists; COD money is recorded with POST .../refunds). " +
  "Reopening a cancelled or returned order takes the stock again or answers 409 'Not enough stock for {name}'; a refunded order cannot be reopened (409). " +
  "delivered marks a COD order paid. shipped with a non-empty tracking number queues the shipping e-mail once " +
  "(orderNumber, customerName, customerEmail, items, total, shippingAddress, estimatedDelivery, trackingNumber, courierPartner Delhivery). " +
  "Saving the same values changes nothing (message 'No changes to save'). 404 'Order not found'.";

export const adminOrderPaths: PathGroup = {
  "/api/admin/orders": {
    get: operation({
      summary: "Admins: orders, with the list tiles",
      description:
        "Search matches the order number, the '#'+last 8 characters of the id, the customer's name or e-mail. " +
        "stats are computed over every order matching status and search (not only the page); totalRevenue sums the paid orders.",
      tags: ADMIN,
      auth: true,
      query: [
        { name: "page", schema: { type: "integer", minimum: 1, default: 1 } },
        { name: "limit", schema: { type: "integer", minimum: 1, maximum: 100, default: 10 } },
        { name: "status", schema: { enum: ["all", ...STATUSES] }, description: "Omit (or all) for every status" },
        { name: "sortBy", schema: { enum: ["createdAt", "totalAmount", "status"], default: "createdAt" } },
        { name: "sortOrder", schema: { enum: ["asc", "desc"], default: "desc" } },
        { name: "search", schema: { type: "string", maxLength: 100 } },
      ],
      data: {
        type: "object",
        properties: {
          orders: { type: "array", items: listOrder },
          pagination: ref("Pagination"),
          stats: {
            type: "object",
            properties: { totalOrders: int, pendingOrders: int, deliveredOrders: int, totalRevenue: num },
            required: ["totalOrders", "pendingOrders", "deliveredOrders", "totalRevenue"],
          },
        },
        required: ["orders", "pagination", "stats"],
      },
      successMessage: "Orders retrieved successfully",
    }),
  },
  "/api/admin/orders/{id}": {
    get: operation({
      summary: "Admins: one order with its customer",
      tags: ADMIN,
      auth: true,
      pathParams: ["id"],
      data: adminOrder,
      errors: [404],
    }),
    put: operation({
      summary: "Admins: update an order's status, tracking number and/or internal notes",
      description: effects,
      tags: ADMIN,
      auth: true,
      pathParams: ["id"],
      body: {
        type: "object",
        minProperties: 1,
        properties: {
          status: { enum: STATUSES },
          trackingNumber: tracking,
          adminNotes: nullableStr({ maxLength: 2000, description: "Empty or null clears them" }),
        },
      },
      data: adminOrder,
      successMessage: "Order status updated successfully (status changed) or Order updated successfully",
      errors: [404, 409],
    }),
  },
  "/api/admin/orders/{id}/refunds": {
    get: operation({
      summary: "Admins: an order's refunds",
      tags: ADMIN,
      auth: true,
      pathParams: ["id"],
      data: { type: "array", items: refund },
      successMessage: "Refunds retrieved successfully",
      errors: [404],
    }),
    post: operation({
      summary: "Admins: refund part or all of an order, with a reason",
      description:
        "method razorpay (default) refunds an order paid online through Razorpay (X-Refund-Idempotency; settled by the refund.processed / " +
        "refund.failed webhooks); cash, upi, bank_transfer or other record money given back by hand (COD), with a reference. amount in whole " +
        "rupees, at most what is left to refund (409 otherwise). The same idempotencyKey (or Idempotency-Key header) returns the first refund. " +
        "paymentStatus becomes partially_refunded or refunded.",
      tags: ADMIN,
      auth: true,
      pathParams: ["id"],
      body: {
        type: "object",
        properties: {
          amount: { type: "integer", minimum: 1 },
          reason: str({ minLength: 3, maxLength: 500 }),
          method: { enum: ["razorpay", "cash", "upi", "bank_transfer", "other"], default: "razorpay" },
          reference: str({ maxLength: 100 }),
          idempotencyKey: str({ minLength: 10, maxLength: 100 }),
        },
        required: ["amount", "reason"],
      },
      status: 201,
      data: refund,
      successMessage: "Refund issued (razorpay) or Refund recorded (by hand)",
      errors: [404, 409],
    }),
  },
  "/api/admin/orders/{id}/status": {
    put: operation({
      summary: "Admins: set an order's status (and tracking number)",
      description: effects,
      tags: ADMIN,
      auth: true,
      pathParams: ["id"],
      body: { type: "object", properties: { status: { enum: STATUSES }, trackingNumber: tracking }, required: ["status"] },
      data: adminOrder,
      successMessage: "Order status updated successfully",
      errors: [404, 409],
    }),
  },
};
