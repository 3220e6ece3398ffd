import crypto from "node:crypto";
import { prisma } from "~/db.server";
import { addToCart } from "~/models/cart.server";
import { placeOrder } from "~/models/order-placement.server";
import { startOrderPayment } from "~/models/payment.server";
import { createUser } from "./helpers";

// Orders for the payment and refund suites: products in a category of the suite's own, and a placed
// web order awaiting its online payment (through whatever payment mode the environment sets: the
// simulator without keys, the SDK against the local fake with them).

/** n random lowercase letters. */
export const letters = (n: number) => Array.from(crypto.randomBytes(n), (b) => String.fromCharCode(97 + (b % 26))).join("");

export const SHIPPING_ADDRESS = { fullName: "Asha Patel", phone: "9876543210", address: "12 Ring Road", city: "Surat", state: "Gujarat", pincode: "395002" };

/** A fresh idempotency key for placeOrder. */
export const orderKey = () => `key-${crypto.randomBytes(8).toString("hex")}`;

/** Fixtures named after the suite (`label`), so its products and category are its own. */
export function orderFixtures(label: string) {
  const tag = `${label.toLowerCase().replace(/[^a-z]+/g, "")}${letters(6)}`;
  let categoryId: Promise<string> | undefined;
  let seq = 0;
  const category = () =>
    (categoryId ??= prisma.category.create({ data: { name: `${label} ${tag}`, slug: `${label.toLowerCase().replace(/[^a-z]+/g, "-")}-${tag}` } }).then((c) => c.id));

  /** A listed product at `price` whole rupees. */
  async function makeProduct(price: number, stock = 20) {
    return prisma.product.create({
      data: { name: `${label} product ${++seq} ${tag}`, description: "x", material: "Silk", price: price * 100, originalPrice: price * 100, categoryId: await category(), images: "[]", stock },
    });
  }

  /** A new customer's placed web order (one product at `price`) awaiting its online payment. */
  async function awaitingOrder(price: number) {
    const product = await makeProduct(price);
    const user = await createUser();
    await addToCart({ userId: user.id }, { productId: product.id });
    const { order } = await placeOrder(user.id, { shippingAddress: SHIPPING_ADDRESS, paymentMethod: "razorpay", idempotencyKey: orderKey() });
    const start = await startOrderPayment(user.id, order.id);
    return { user, product, order, start };
  }

  return { makeProduct, awaitingOrder };
}
