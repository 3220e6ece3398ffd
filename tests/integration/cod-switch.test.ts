import { describe, expect, it } from "vitest";
import { prisma } from "~/db.server";
import { addToCart } from "~/models/cart.server";
import { COD_SWITCH_MESSAGES, switchOrderToCod } from "~/models/order-cod-switch.server";
import { markPaid } from "~/models/payment.server";
import { ORDER_MESSAGES } from "~/schemas/order-messages";
import * as payRoute from "~/routes/checkout_.pay.$orderId";
import { createUser, formPost, runWebRoute, toastOf, webSessionCookie } from "./helpers";
import { orderFixtures } from "./order-fixtures";

// "Payment not completed: retry or choose COD" (issue 14 §3): an unpaid online order becomes a COD order.

const { awaitingOrder, makeProduct } = orderFixtures("CodSwitch");
const stockOf = async (id: string) => (await prisma.product.findUniqueOrThrow({ where: { id }, select: { stock: true } })).stock;
const cartCount = (userId: string) => prisma.cartItem.count({ where: { cart: { userId } } });
const mails = (orderId: string) => prisma.emailOutbox.count({ where: { dedupeKey: `order-confirmation:${orderId}` } });

describe("switching an unpaid online order to Cash on Delivery", () => {
  it("keeps the reserved stock, empties the ordered lines, queues the confirmation once; a replay changes nothing", async () => {
    const { user, product, order } = await awaitingOrder(1500);
    expect(await stockOf(product.id)).toBe(19);
    expect(await cartCount(user.id)).toBe(1);

    const first = await switchOrderToCod(user.id, order.id);
    expect(first).toEqual({ orderId: order.id, switched: true });
    const row = await prisma.order.findUniqueOrThrow({ where: { id: order.id } });
    expect(row).toMatchObject({ paymentMethod: "cod", paymentStatus: "pending", status: "pending", holdExpiresAt: null, stockReleasedAt: null });
    expect(row.total).toBe(order.total);
    expect(await stockOf(product.id)).toBe(19);
    expect(await cartCount(user.id)).toBe(0);
    expect(await mails(order.id)).toBe(1);

    // A second post (double click, back and resubmit) acts no more.
    expect(await switchOrderToCod(user.id, order.id)).toEqual({ orderId: order.id, switched: false });
    expect(await stockOf(product.id)).toBe(19);
    expect(await mails(order.id)).toBe(1);
    expect(await prisma.stockMovement.count({ where: { orderId: order.id } })).toBe(1);
  });

  it("two switches at once act once", async () => {
    const { user, order } = await awaitingOrder(1500);
    const results = await Promise.allSettled([switchOrderToCod(user.id, order.id), switchOrderToCod(user.id, order.id)]);
    const switched = results.filter((r) => r.status === "fulfilled" && r.value.switched).length;
    expect(switched).toBe(1);
    expect(await mails(order.id)).toBe(1);
  });

  it("is refused once paid, after the hold ended, at or below the COD limit, and for another customer's order", async () => {
    const paid = await awaitingOrder(1500);
    await markPaid(paid.start.razorpayOrderId, `pay_cod${Date.now()}`);
    await expect(switchOrderToCod(paid.user.id, paid.order.id)).rejects.toMatchObject({ status: 409, message: COD_SWITCH_MESSAGES.alreadyPaid });

    const expired = await awaitingOrder(1500);
    await prisma.order.update({ where: { id: expired.order.id }, data: { holdExpiresAt: new Date(Date.now() - 1000) } });
    await expect(switchOrderToCod(expired.user.id, expired.order.id)).rejects.toMatchObject({ status: 409, message: COD_SWITCH_MESSAGES.notSwitchable });
    expect((await prisma.order.findUniqueOrThrow({ where: { id: expired.order.id } })).paymentMethod).toBe("razorpay");

    // ₹400 and shipping: not above ₹500.
    const small = await awaitingOrder(400);
    await expect(switchOrderToCod(small.user.id, small.order.id)).rejects.toMatchObject({ status: 400, message: ORDER_MESSAGES.codNotAllowed });

    const stranger = await createUser();
    const theirs = await awaitingOrder(1500);
    await expect(switchOrderToCod(stranger.id, theirs.order.id)).rejects.toMatchObject({ status: 404 });
  });

  it("a payment captured after the switch makes the order an online, paid one", async () => {
    const { user, order, start } = await awaitingOrder(1500);
    await switchOrderToCod(user.id, order.id);
    await markPaid(start.razorpayOrderId, `pay_late${Date.now()}`);
    expect(await prisma.order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({ paymentMethod: "razorpay", paymentStatus: "paid", status: "confirmed" });
  });

  it("the pay step's POST intent=cod switches and goes on to the order-placed page; an error is shown on the pay step", async () => {
    const { user, order } = await awaitingOrder(1500);
    const cookie = await webSessionCookie(user);
    const res = await runWebRoute(payRoute.action, formPost(`/checkout/pay/${order.id}`, { intent: "cod" }, cookie), { orderId: order.id });
    expect(res).toBeInstanceOf(Response);
    expect((res as Response).status).toBe(303);
    expect((res as Response).headers.get("Location")).toBe(`/checkout/success/${order.id}`);
    expect((await toastOf(res as Response))?.title).toBe(ORDER_MESSAGES.placed);

    const product = await makeProduct(300);
    const small = await createUser();
    await addToCart({ userId: small.id }, { productId: product.id });
    const { placeOrder } = await import("~/models/order-placement.server");
    const placed = await placeOrder(small.id, { shippingAddress: { fullName: "A B", phone: "9876543210", address: "1 Road", city: "Surat", state: "Gujarat", pincode: "395002" }, paymentMethod: "razorpay", idempotencyKey: `k-${Date.now()}` });
    const refused = await runWebRoute(payRoute.action, formPost(`/checkout/pay/${placed.order.id}`, { intent: "cod" }, await webSessionCookie(small)), { orderId: placed.order.id });
    expect(refused).toEqual({ data: { codError: ORDER_MESSAGES.codNotAllowed }, status: 400 });
  });
});
