import crypto from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { prisma } from "~/db.server";
import { addToCart } from "~/models/cart.server";
import * as adminOrderRoute from "~/routes/api.admin.orders.$id";
import * as adminOrdersRoute from "~/routes/api.admin.orders";
import * as adminCustomersRoute from "~/routes/api.admin.customers";
import * as adminDashboardRoute from "~/routes/api.admin.dashboard";
import * as adminProductsRoute from "~/routes/api.admin.products";
import * as refundsRoute from "~/routes/api.admin.orders.$id.refunds";
import * as categoriesRoute from "~/routes/api.categories";
import * as cartRoute from "~/routes/api.cart";
import * as orderRoute from "~/routes/api.orders.$id";
import * as ordersRoute from "~/routes/api.orders";
import * as productRoute from "~/routes/api.products.$id";
import * as productsRoute from "~/routes/api.products";
import { ApiAdminOrderListSchema, ApiAdminOrderSchema, ApiCustomerListSchema, ApiDashboardSchema, ApiRefundSchema } from "~/schemas/api/admin";
import { ApiCartSchema } from "~/schemas/api/cart";
import { ApiAdminProductListSchema, ApiCategorySchema, ApiProductPageSchema, ApiProductSchema } from "~/schemas/api/catalog";
import { EnvelopeSchema } from "~/schemas/api/common";
import { ApiOrderPageSchema, ApiOrderSchema } from "~/schemas/api/orders";
import { callRoute, createUser, jsonRequest, tokensFor } from "./helpers";

// The response schemas in app/schemas/api only feed /api/openapi.json; this keeps
// them honest: real answers of key routes must validate against them (strictly:
// an undocumented field fails too).

const tag = crypto.randomBytes(4).toString("hex");
let productId: string;
let token: string;
let orderId: string;
let adminToken: string;

async function answer(module: Parameters<typeof callRoute>[0], path: string, params: Record<string, string> = {}, auth: boolean | string = false) {
  const res = await callRoute(module, jsonRequest("GET", path, undefined, auth ? { token: auth === true ? token : auth } : {}), params);
  expect(res.status, path).toBe(200);
  const body = await res.json();
  expect(EnvelopeSchema.strict().safeParse(body).error?.issues ?? []).toEqual([]);
  return body.data as unknown;
}

function expectValid(schema: z.ZodTypeAny, data: unknown) {
  const result = schema.safeParse(data);
  expect(result.success ? [] : result.error.issues).toEqual([]);
}

beforeAll(async () => {
  const category = await prisma.category.create({ data: { name: `Schemas ${tag}`, slug: `schemas-${tag}` } });
  const product = await prisma.product.create({
    data: {
      name: `Schema saree ${tag}`, description: "Woven in Surat.", material: "Silk", price: 249_900, originalPrice: 299_900, onSale: true,
      categoryId: category.id, sizes: '["S","M"]', colors: '["Red"]', images: '["/images/a.jpg"]', tags: '["silk"]', stock: 20,
    },
  });
  productId = product.id;
  adminToken = (await tokensFor(await createUser({ role: "admin" }))).token;
  const user = await createUser();
  token = (await tokensFor(user)).token;
  await addToCart({ userId: user.id }, { productId, quantity: 1, size: "M", color: "Red" });
  const shippingAddress = { fullName: "Asha Patel", phone: "+91 98765 43210", address: "12 Ring Road", city: "Surat", state: "Gujarat", pincode: "395002" };
  const res = await callRoute(ordersRoute, jsonRequest("POST", "/api/orders", { shippingAddress, paymentMethod: "cod" }, { token }));
  expect(res.status).toBe(201);
  orderId = (await res.json()).data._id;
  await addToCart({ userId: user.id }, { productId, quantity: 2, size: "S", color: "Red" });
});

describe("real API answers match the documented response schemas", () => {
  it("GET /api/products and /api/products/{id}", async () => {
    const page = await answer(productsRoute, `/api/products?category=schemas-${tag}`);
    expectValid(ApiProductPageSchema.strict(), page);
    expect((page as { products: unknown[] }).products).toHaveLength(1);
    expectValid(ApiProductSchema.strict(), await answer(productRoute, `/api/products/${productId}`, { id: productId }));
  });

  it("GET /api/cart", async () => {
    const cart = await answer(cartRoute, "/api/cart", {}, true);
    expectValid(ApiCartSchema.strict(), cart);
    expect((cart as { items: unknown[] }).items).toHaveLength(1);
  });

  it("GET /api/orders and /api/orders/{id}", async () => {
    const list = await answer(ordersRoute, "/api/orders", {}, true);
    expectValid(ApiOrderPageSchema.strict(), list);
    expectValid(ApiOrderSchema.strict(), (list as { orders: unknown[] }).orders[0]);
    expectValid(ApiOrderSchema.strict(), await answer(orderRoute, `/api/orders/${orderId}`, { id: orderId }, true));
  });

  it("GET /api/categories and the admin reads (orders, refunds, customers, products, dashboard)", async () => {
    expectValid(z.array(ApiCategorySchema.strict()), await answer(categoriesRoute, "/api/categories"));
    expectValid(ApiAdminOrderListSchema.strict(), await answer(adminOrdersRoute, "/api/admin/orders", {}, adminToken));
    expectValid(ApiAdminOrderSchema.strict(), await answer(adminOrderRoute, `/api/admin/orders/${orderId}`, { id: orderId }, adminToken));
    await prisma.order.update({ where: { id: orderId }, data: { status: "delivered", paymentStatus: "paid" } });
    const refund = await callRoute(
      refundsRoute,
      jsonRequest("POST", `/api/admin/orders/${orderId}/refunds`, { amount: 100, reason: "Damaged border", method: "cash", reference: "Till 2" }, { token: adminToken }),
      { id: orderId },
    );
    expect(refund.status).toBe(201);
    expectValid(ApiRefundSchema.strict(), (await refund.json()).data);
    const refunds = await answer(refundsRoute, `/api/admin/orders/${orderId}/refunds`, { id: orderId }, adminToken);
    expectValid(z.array(ApiRefundSchema.strict()), refunds);
    expect(refunds).toHaveLength(1);
    expectValid(ApiCustomerListSchema.strict(), await answer(adminCustomersRoute, "/api/admin/customers", {}, adminToken));
    expectValid(ApiAdminProductListSchema.strict(), await answer(adminProductsRoute, "/api/admin/products", {}, adminToken));
    expectValid(ApiDashboardSchema.strict(), await answer(adminDashboardRoute, "/api/admin/dashboard", {}, adminToken));
  });
});
