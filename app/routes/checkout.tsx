import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { CheckoutForm } from "~/components/checkout/checkout-form";
import { ORDER_MESSAGES, payPath, successPath } from "~/components/checkout/route.server";
import { toSummary, type CheckoutSummary } from "~/components/checkout/view";
import { pageMeta } from "~/components/ui/page";
import { createAddress, listAddresses, type AddressDTO } from "~/models/address.server";
import { getCart } from "~/models/cart.server";
import { newIdempotencyKey, placeOrder } from "~/models/order-placement.server";
import { getAwaitingPaymentOrder } from "~/models/order-queries.server";
import { onlinePaymentMode } from "~/models/payment.server";
import { fillFromPincode, pincodeDisagreement } from "~/models/pincode.server";
import { formConstraint, isCheckoutField, parseCheckoutForm } from "~/schemas/forms.server";
import { DEFAULT_COUNTRY } from "~/utils/constants";
import { AppError } from "~/utils/errors";
import { toRupees } from "~/utils/money";
import { requireUser } from "~/utils/session.server";
import { redirectWithToast } from "~/utils/toast.server";
import type { CachePolicy } from "~/utils/cache-control.server";
import { CHECKOUT_NETWORK_MESSAGE, keepPageOnNetworkFailure } from "~/utils/network-failure-action";

export const cachePolicy = "no-store" satisfies CachePolicy;

// Between the shopper and paying: the footer keeps only its bottom bar.
export const handle = { footer: "compact" };

// /checkout (spec/storefront.md "Checkout", DECISIONS 3.2-3.6): the shipping form, payment
// method, notes and the order summary (pricing engine through getCart). POST places the
// order (pending) and goes on to its own URL:
//   /checkout/pay/:orderId       the pay step of an online order (checkout_.pay.$orderId.tsx)
//   /checkout/success/:orderId   'Payment Successful!' or 'Order Placed' (checkout_.success.$orderId.tsx)
// The old query-parameter URLs (/checkout?order=...&payment=..., /checkout?success=...) redirect there.
// The form carries an idempotency key made by the loader, so a double click or a
// back-and-resubmit returns the first order, and the total the shopper saw: if prices
// changed meanwhile the order is refused and the new total shown before anyone pays.

export const meta: MetaFunction<typeof loader> = ({ matches }) => pageMeta("Checkout", matches, "Delivery address, payment by Razorpay or Cash on Delivery, and your order summary.");

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  // Today's links and bookmarks from before the steps had their own URLs.
  const successId = url.searchParams.get("success");
  if (successId) throw redirect(successPath(successId), 301);
  const orderId = url.searchParams.get("order");
  if (orderId) throw redirect(payPath(orderId, url.searchParams.get("payment")), 301);

  const user = await requireUser(request);
  const cart = await getCart({ userId: user.id });
  if (cart.lines.length === 0) throw redirect("/cart");
  const [addresses, awaiting] = await Promise.all([listAddresses(user.id), getAwaitingPaymentOrder(user.id)]);
  const wanted = url.searchParams.get("address");
  const chosen: AddressDTO | null = addresses.find((a) => a.id === wanted) ?? addresses.find((a) => a.isDefault) ?? addresses[0] ?? null;
  const prefill = chosen
    ? { fullName: chosen.fullName, phone: chosen.phone, address: chosen.address, city: chosen.city, state: chosen.state, pincode: chosen.pincode, country: chosen.country }
    : { fullName: `${user.firstName} ${user.lastName}`.trim(), phone: user.phone ?? "", address: "", city: "", state: "", pincode: "", country: DEFAULT_COUNTRY };
  const summary = toSummary(cart);
  const idempotencyKey = newIdempotencyKey();
  const onlinePayments = onlinePaymentMode() !== null;
  // The pay button's state before any edit (with JavaScript): the schema's verdict on the form as it is sent.
  const defaults = new FormData();
  for (const [name, value] of Object.entries(prefill)) defaults.set(name, value);
  defaults.set("paymentMethod", onlinePayments ? "razorpay" : "cod");
  defaults.set("idempotencyKey", idempotencyKey);
  defaults.set("expectedTotal", String(summary.totalPaise));
  return data(
    {
      step: "form" as const,
      summary,
      addresses: addresses.map((a) => ({ id: a.id, fullName: a.fullName, phone: a.phone, line: `${a.address}, ${a.city}, ${a.state} ${a.pincode}`, isDefault: a.isDefault })),
      chosenAddressId: chosen?.id ?? null,
      prefill,
      prefillValid: parseCheckoutForm(defaults).status === "success",
      idempotencyKey,
      // PAYMENT_METHODS=cod (or production without keys): only Cash on Delivery is offered.
      onlinePayments,
      awaiting: awaiting ? { id: awaiting.id, orderNumber: awaiting.orderNumber, total: toRupees(awaiting.total) } : null,
      constraint: formConstraint("checkout"),
    },
  );
}

function fieldErrorsFrom(error: AppError): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const e of error.errors ?? []) {
    const name = e.param.replace(/^shippingAddress\./, "");
    if (isCheckoutField(name)) (out[name] ??= []).push(e.msg);
  }
  return out;
}

async function saveAddressIfNew(userId: string, a: { fullName: string; phone: string; address: string; city: string; state: string; pincode: string; country: string }) {
  try {
    const existing = await listAddresses(userId);
    const same = existing.some(
      (x) => x.fullName === a.fullName && x.phone === a.phone && x.address === a.address && x.city === a.city && x.state === a.state && x.pincode === a.pincode,
    );
    if (!same) await createAddress(userId, { ...a, isDefault: false });
  } catch (error) {
    // The order is placed; a full address book must not turn that into an error.
    if (!(error instanceof AppError)) console.error("[checkout] saving the address failed:", error);
  }
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request, { redirectTo: "/checkout" });
  const formData = await request.formData();
  // A city or state left empty comes from the pincode (India Post's directory), as the browser's lookup fills it.
  fillFromPincode(formData);
  const submission = parseCheckoutForm(formData);
  if (submission.status !== "success") {
    const messages = Object.values(submission.error ?? {}).flat();
    const formError = messages.includes(ORDER_MESSAGES.requiredFields) ? ORDER_MESSAGES.requiredFields : ORDER_MESSAGES.badDetails;
    return data({ result: submission.reply({ formErrors: [formError] }), summary: null as CheckoutSummary | null }, { status: 400 });
  }
  const v = submission.value;
  const disagreement = pincodeDisagreement(v);
  if (disagreement.city || disagreement.state) {
    return data({ result: submission.reply({ formErrors: [ORDER_MESSAGES.badDetails], fieldErrors: disagreement }), summary: null as CheckoutSummary | null }, { status: 400 });
  }
  const shippingAddress = { fullName: v.fullName, phone: v.phone, address: v.address, city: v.city, state: v.state, pincode: v.pincode, country: v.country || DEFAULT_COUNTRY };
  try {
    const { order, replayed } = await placeOrder(user.id, {
      shippingAddress,
      paymentMethod: v.paymentMethod,
      notes: v.notes ?? null,
      idempotencyKey: v.idempotencyKey,
      expectedTotal: v.expectedTotal,
    });
    // Right after the order's transaction, once: a replayed submission (same key) saved it the first time.
    if (v.saveAddress && !replayed) await saveAddressIfNew(user.id, shippingAddress);
    if (order.paymentMethod === "cod" || order.paymentStatus === "paid") {
      return redirectWithToast(successPath(order.id), { type: "success", title: ORDER_MESSAGES.placed }, { status: 303 });
    }
    return redirect(payPath(order.id), 303);
  } catch (error) {
    if (!(error instanceof AppError) || error.status >= 500) {
      console.error("[checkout] placing the order failed:", error);
      return data({ result: submission.reply({ formErrors: [ORDER_MESSAGES.placeFailed] }), summary: null as CheckoutSummary | null }, { status: 500 });
    }
    // Stock, prices or the cart changed: answer with the cart as it is now, so the shopper sees it before paying.
    const cart = await getCart({ userId: user.id });
    if (cart.lines.length === 0) throw redirect("/cart");
    return data(
      { result: submission.reply({ formErrors: [error.message], fieldErrors: fieldErrorsFrom(error) }), summary: toSummary(cart) as CheckoutSummary | null },
      { status: error.status },
    );
  }
}

export default function CheckoutPage() {
  return <CheckoutForm page={useLoaderData<typeof loader>()} actionData={useActionData<typeof action>()} />;
}

// After a post that never reached the server, the loaders are not re-fetched over the same dead network.
export { shouldRevalidate } from "~/utils/network-failure";

// With JavaScript, a post that never reaches the server keeps the form and what was typed (utils/network-failure.ts).
export const clientAction = keepPageOnNetworkFailure(CHECKOUT_NETWORK_MESSAGE);
