import type { Prisma } from "@prisma/client";
import { queueEmail, type OutgoingEmail } from "~/models/email.server";
import { ownerAddress, renderMail, type MailFact, type MailPart } from "~/models/email-layout.server";
import { formatDate, formatDateTime, formatDay } from "~/utils/format";
import { formatPaise, toRupees } from "~/utils/money";
import { getShop } from "~/utils/shop.server";
import { siteUrl } from "~/utils/urls.server";
import { trackingUrl } from "~/utils/couriers";
import { RETURN_DAYS } from "~/utils/constants";
import { orderAddressSelect } from "~/models/order-view.server";

// Every e-mail an order sends (docs/decisions/0020-order-notifications.md):
// to the shopper when it is received or confirmed, shipped (with the courier's
// tracking link), its tracking corrected, delivered, cancelled and refunded;
// to the owner for each new order. Each queue* function runs INSIDE the
// transaction of the change that causes it (the caller's `tx`), reads the
// order as that transaction sees it, and queues through the outbox with a
// dedupeKey, so a replayed request or a double click never queues twice.
// Bodies are plain text plus simple HTML written from one list of parts.

type Tx = Prisma.TransactionClient;

const mailSelect = {
  id: true,
  orderNumber: true,
  status: true,
  total: true,
  paymentMethod: true,
  paymentStatus: true,
  paymentId: true,
  trackingNumber: true,
  courierPartner: true,
  estimatedDelivery: true,
  deliveredAt: true,
  cancelledAt: true,
  cancellationReason: true,
  createdAt: true,
  updatedAt: true,
  // The ship-to columns, as every order view reads them (the mails use the ship-to lines).
  ...orderAddressSelect,
  customerNotes: true,
  user: { select: { email: true, firstName: true, lastName: true } },
  items: { select: { name: true, quantity: true, size: true, color: true, price: true }, orderBy: { id: "asc" } },
} satisfies Prisma.OrderSelect;

export type MailOrder = Prisma.OrderGetPayload<{ select: typeof mailSelect }>;

const PAID = ["paid", "partially_refunded", "refunded"];

function readOrder(tx: Tx, orderId: string): Promise<MailOrder | null> {
  return tx.order.findUnique({ where: { id: orderId }, select: mailSelect });
}

const orderLink = (o: MailOrder) => ({ label: "View your order", url: siteUrl(`/order/${encodeURIComponent(o.id)}`) });
const itemLines = (o: MailOrder) => o.items.map((i) => `${i.name} (${i.size}, ${i.color}) x ${i.quantity}: ${formatPaise(i.price * i.quantity)}`);
const shipTo = (o: MailOrder) => `${o.shipFullName}, ${o.shipAddress}, ${o.shipCity}, ${o.shipState} ${o.shipPincode}`;
const customerName = (o: MailOrder) => `${o.user.firstName} ${o.user.lastName}`.trim();

/** The shopper's e-mail: subject, template, dedupe key, payload and the two bodies. */
function shopperMail(o: MailOrder, m: { subject: string; template: string; dedupeKey: string; payload: Record<string, unknown>; parts: MailPart[] }): OutgoingEmail {
  const shop = getShop();
  return {
    to: o.user.email,
    subject: `${m.subject} - ${shop.name}`,
    template: m.template,
    dedupeKey: m.dedupeKey,
    payload: { orderId: o.id, orderNumber: o.orderNumber, ...m.payload },
    ...renderMail(`Hello ${o.user.firstName},`, m.parts),
  };
}

function shipmentFacts(o: MailOrder, trackingNumber: string, courier: string, estimated: Date | null): MailFact[] {
  const url = trackingUrl(courier, trackingNumber);
  const facts: MailFact[] = [];
  if (courier !== "Other") facts.push({ label: "Courier", value: courier });
  facts.push({ label: "Tracking number", value: trackingNumber, url });
  if (estimated && o.status !== "delivered") facts.push({ label: "Estimated delivery", value: formatDay(estimated) });
  return facts;
}

// ---------------------------------------------------------------- received / confirmed

/**
 * The receipt, queued when an order becomes real: a COD order when it is placed, an online order when
 * its payment is verified (which confirms it at once). It says "confirmed" only when the order is.
 */
export function receiptEmail(o: MailOrder): OutgoingEmail {
  const confirmed = o.status === "confirmed";
  const payment =
    o.paymentMethod === "cod"
      ? "Cash on Delivery: please keep the amount ready at delivery."
      : PAID.includes(o.paymentStatus)
        ? "Paid online with Razorpay."
        : "Payment online with Razorpay.";
  return shopperMail(o, {
    subject: confirmed ? `Order ${o.orderNumber} confirmed` : `Order ${o.orderNumber} received`,
    template: "order-confirmation",
    dedupeKey: `order-confirmation:${o.id}`,
    payload: { total: toRupees(o.total), paymentMethod: o.paymentMethod, status: o.status },
    parts: [
      { p: confirmed ? `Thank you for your order ${o.orderNumber}: it is confirmed.` : `Thank you for your order ${o.orderNumber}. We will e-mail you again once we have confirmed it.` },
      { list: itemLines(o) },
      { facts: [{ label: "Total", value: formatPaise(o.total) }, { label: "Shipping to", value: shipTo(o) }] },
      { p: payment },
      { p: "We will e-mail you again when it ships (usually within 3-5 business days)." },
      { link: orderLink(o) },
    ],
  });
}

/** The shop confirmed the order (an admin moved it to confirmed): once per order. */
export function confirmedEmail(o: MailOrder): OutgoingEmail {
  return shopperMail(o, {
    subject: `Order ${o.orderNumber} confirmed`,
    template: "order-confirmed",
    dedupeKey: `order-confirmed:${o.id}`,
    payload: { total: toRupees(o.total), paymentMethod: o.paymentMethod },
    parts: [
      { p: `Good news: we have confirmed your order ${o.orderNumber} and are getting it ready.` },
      { list: itemLines(o) },
      { facts: [{ label: "Total", value: formatPaise(o.total) }, ...(o.paymentMethod === "cod" ? [{ label: "Payment", value: "Cash on Delivery" }] : [])] },
      { p: "We will e-mail you the courier and tracking number when it ships." },
      { link: orderLink(o) },
    ],
  });
}

// ---------------------------------------------------------------- shipped / tracking corrected / delivered

/** The shipping e-mail (spec section 7's fields, plus the courier's tracking page): once per order. */
export function shippingEmail(o: MailOrder, estimated: Date): OutgoingEmail {
  const trackingNumber = o.trackingNumber ?? "";
  const courier = o.courierPartner ?? "Other";
  return shopperMail(o, {
    subject: `Your order ${o.orderNumber} has shipped`,
    template: "shipping",
    dedupeKey: `shipping:${o.id}`,
    payload: {
      customerName: customerName(o),
      customerEmail: o.user.email,
      items: o.items.map((i) => ({ name: i.name, quantity: i.quantity, size: i.size, color: i.color, price: toRupees(i.price) })),
      total: toRupees(o.total),
      shippingAddress: { street: o.shipAddress, city: o.shipCity, state: o.shipState, pincode: o.shipPincode },
      estimatedDelivery: estimated.toISOString(),
      trackingNumber,
      courierPartner: courier,
      trackingUrl: trackingUrl(courier, trackingNumber),
    },
    parts: [
      { p: `Good news: your order ${o.orderNumber} is on its way.` },
      { facts: shipmentFacts(o, trackingNumber, courier, estimated) },
      { list: itemLines(o) },
      { facts: [{ label: "Total", value: formatPaise(o.total) }, { label: "Shipping to", value: shipTo(o) }] },
      { link: orderLink(o) },
    ],
  });
}

/**
 * The shipment's tracking number or courier was corrected after the shipping e-mail: the shopper gets
 * the right one. `fromVersion` is the order's updatedAt before the change, so two saves racing from the
 * same state queue one e-mail, while a later correction (even back to an earlier number) queues another.
 */
export function trackingCorrectedEmail(o: MailOrder, fromVersion: Date): OutgoingEmail {
  const trackingNumber = o.trackingNumber ?? "";
  const courier = o.courierPartner ?? "Other";
  return shopperMail(o, {
    subject: `Updated tracking for order ${o.orderNumber}`,
    template: "tracking-updated",
    dedupeKey: `tracking-updated:${o.id}:${fromVersion.getTime()}`,
    payload: { trackingNumber, courierPartner: courier, trackingUrl: trackingUrl(courier, trackingNumber) },
    parts: [
      { p: `We have corrected the tracking details of your order ${o.orderNumber}. Please use these instead of the ones we sent before:` },
      { facts: shipmentFacts(o, trackingNumber, courier, o.estimatedDelivery) },
      { link: orderLink(o) },
    ],
  });
}

/** The order was delivered: once per order (a COD order's payment is recorded with it). */
export function deliveredEmail(o: MailOrder): OutgoingEmail {
  const cod = o.paymentMethod === "cod";
  return shopperMail(o, {
    subject: `Order ${o.orderNumber} delivered`,
    template: "order-delivered",
    dedupeKey: `order-delivered:${o.id}`,
    payload: { deliveredAt: o.deliveredAt?.toISOString() ?? null, total: toRupees(o.total), paymentMethod: o.paymentMethod },
    parts: [
      { p: `Your order ${o.orderNumber} was delivered${o.deliveredAt ? ` on ${formatDateTime(o.deliveredAt)}` : ""}. We hope you love it.` },
      { facts: [{ label: cod ? "Paid on delivery" : "Total", value: formatPaise(o.total) }] },
      { p: `Not quite right? You can return or exchange most items within ${RETURN_DAYS} days of delivery:` },
      { link: { label: "How returns work", url: siteUrl("/returns") } },
      { link: orderLink(o) },
    ],
  });
}

// ---------------------------------------------------------------- cancelled / refunded

/** The order was cancelled (by the shopper, the shop or an unpaid hold's end): once per cancellation. */
export function cancellationEmail(o: MailOrder): OutgoingEmail {
  const paid = PAID.includes(o.paymentStatus);
  const money = paid
    ? o.paymentMethod === "razorpay"
      ? "Your payment is being refunded to the way you paid; you will get a separate e-mail for the refund."
      : "We will contact you to return what you paid."
    : "Not charged: nothing was taken for this order.";
  return shopperMail(o, {
    subject: `Order ${o.orderNumber} has been cancelled`,
    template: "order-cancelled",
    dedupeKey: `order-cancelled:${o.id}:${o.cancelledAt?.getTime() ?? 0}`,
    payload: { reason: o.cancellationReason, paymentMethod: o.paymentMethod, charged: paid },
    parts: [
      { p: `Your order ${o.orderNumber} has been cancelled.` },
      ...(o.cancellationReason ? [{ facts: [{ label: "Reason", value: o.cancellationReason }] }] : []),
      { p: money },
      { link: orderLink(o) },
    ],
  });
}

export type RefundMail = { id: string; amount: number; method: string; reference: string | null; reason: string };

/** A refund was issued (Razorpay accepted it) or recorded (money given back by hand): once per refund. */
export function refundEmail(o: MailOrder, refund: RefundMail, methodLabel: string): OutgoingEmail {
  const online = refund.method === "razorpay";
  return shopperMail(o, {
    subject: `Refund of ${formatPaise(refund.amount)} for order ${o.orderNumber}`,
    template: "refund",
    dedupeKey: `refund:${refund.id}`,
    payload: { amount: refund.amount / 100, method: refund.method, reason: refund.reason },
    parts: [
      { p: `We have ${online ? "issued" : "made"} a refund of ${formatPaise(refund.amount)} for your order ${o.orderNumber}.` },
      { facts: [{ label: "Reason", value: refund.reason }] },
      {
        p: online
          ? "It goes back to the card, UPI account, bank account or wallet you paid with; banks usually show it within 5-7 working days."
          : `Paid back by ${methodLabel}${refund.reference ? ` (reference ${refund.reference})` : ""}.`,
      },
      { link: orderLink(o) },
    ],
  });
}

// ---------------------------------------------------------------- the owner

/** A new order for the owner (COD placed, or an online order paid): once per order. */
export function ownerNewOrderEmail(o: MailOrder): OutgoingEmail {
  const shop = getShop();
  const method = o.paymentMethod === "cod" ? "Cash on Delivery" : PAID.includes(o.paymentStatus) ? "Paid online (Razorpay)" : "Online (Razorpay)";
  const { text, html } = renderMail("New order", [
    { p: `${customerName(o)} placed order ${o.orderNumber} on ${formatDateTime(o.createdAt)}.` },
    { list: itemLines(o) },
    {
      facts: [
        { label: "Total", value: formatPaise(o.total) },
        { label: "Payment", value: method },
        ...(o.paymentId ? [{ label: "Payment ID", value: o.paymentId }] : []),
        { label: "Customer", value: `${customerName(o)} <${o.user.email}>` },
        { label: "Ship to", value: shipTo(o) },
        { label: "Phone", value: o.shipPhone },
        ...(o.customerNotes ? [{ label: "Notes", value: o.customerNotes }] : []),
      ],
    },
    { link: { label: "Open the order", url: siteUrl(`/admin/orders/${encodeURIComponent(o.id)}`) } },
  ]);
  return {
    to: ownerAddress(),
    subject: `New order ${o.orderNumber}: ${formatPaise(o.total)} (${o.paymentMethod === "cod" ? "COD" : "paid online"}) - ${shop.name}`,
    template: "owner-new-order",
    dedupeKey: `owner-new-order:${o.id}`,
    payload: { orderId: o.id, orderNumber: o.orderNumber, total: toRupees(o.total), paymentMethod: o.paymentMethod, placedOn: formatDate(o.createdAt) },
    text,
    html,
  };
}

// ---------------------------------------------------------------- queueing, inside the caller's transaction

type Build = (o: MailOrder) => OutgoingEmail;

async function queueFor(tx: Tx, orderId: string, build: Build): Promise<boolean> {
  const order = await readOrder(tx, orderId);
  if (!order) return false;
  await queueEmail(build(order), tx);
  return true;
}

/** The receipt to the shopper and the new-order notice to the owner (the order has just become real). */
export async function queueNewOrderEmails(tx: Tx, orderId: string): Promise<void> {
  const order = await readOrder(tx, orderId);
  if (!order) return;
  await queueEmail(receiptEmail(order), tx);
  await queueEmail(ownerNewOrderEmail(order), tx);
}

/**
 * The shop confirmed the order. Not sent when the receipt already told the shopper it was confirmed
 * (an online payment confirms the order in the receipt's own transaction).
 */
export async function queueConfirmedEmail(tx: Tx, orderId: string): Promise<boolean> {
  const receipt = await tx.emailOutbox.findUnique({ where: { dedupeKey: `order-confirmation:${orderId}` }, select: { payload: true } });
  if (receipt && (JSON.parse(receipt.payload) as { status?: string }).status === "confirmed") return false;
  return queueFor(tx, orderId, confirmedEmail);
}

export const queueShippingEmail = (tx: Tx, orderId: string, estimated: Date) => queueFor(tx, orderId, (o) => shippingEmail(o, o.estimatedDelivery ?? estimated));
export const queueTrackingCorrectedEmail = (tx: Tx, orderId: string, fromVersion: Date) => queueFor(tx, orderId, (o) => trackingCorrectedEmail(o, fromVersion));
export const queueDeliveredEmail = (tx: Tx, orderId: string) => queueFor(tx, orderId, deliveredEmail);

/** The shopper's e-mail for a cancelled order (the shopper's cancel, the shop's, COD or paid), once per cancellation. */
export async function queueCancellationEmail(tx: Tx, orderId: string): Promise<void> {
  const order = await readOrder(tx, orderId);
  if (!order || !order.cancelledAt) return;
  await queueEmail(cancellationEmail(order), tx);
}

/** A refund's e-mail to the shopper (deduplicated per refund). */
export async function queueRefundEmailFor(tx: Tx, orderId: string, refund: RefundMail, methodLabel: string): Promise<void> {
  const order = await readOrder(tx, orderId);
  if (order) await queueEmail(refundEmail(order, refund, methodLabel), tx);
}
