import { beforeAll, describe, expect, it } from "vitest";
import { prisma } from "~/db.server";
import { updateOrderByAdmin } from "~/models/admin-order.server";
import { gstr1, gstr1Csv, issueInvoiceInTx, orderTaxDocumentLinks } from "~/models/invoice.server";
import { refundOrderByAdmin, reserveOrderRefundInTx, reserveRefundInTx, settleRefundInTx } from "~/models/refund.server";
import * as adminOrderPage from "~/routes/admin.orders.$id";
import * as orderPage from "~/routes/order.$id";
import * as invoicePage from "~/routes/order.$id_.invoice";
import * as invoicePdf from "~/routes/order.$id_.invoice[.]pdf";
import { gstCategory, gstOrder, gstProduct } from "./gst-fixtures";
import { callLoader, createUser, runWebRoute, webGet, webSessionCookie } from "./helpers";

// Issue 13 section 2 (docs/decisions/0030): a partial refund of an invoiced order issues a credit
// note from the credit-note series for the refunded amount, its GST split as on the invoice; a later
// return reverses only what is left; the notes reach the order pages, the PDF and the GSTR-1 CSV.
// Each test issues in a financial year of its own, so the numbers are known.

const issue = (orderId: string, at: Date) => prisma.$transaction((tx) => issueInvoiceInTx(tx, orderId, at));
const manualRefund = (orderId: string, rupees: number, key: string, at: Date) =>
  prisma.$transaction((tx) => reserveRefundInTx(tx, { orderId, idempotencyKey: key, amount: rupees * 100, reason: "Blouse piece missing", manual: { method: "upi", reference: "UTR1" } }, at));
const linesOf = (documentId: string) => prisma.taxDocumentLine.findMany({ where: { documentId }, orderBy: { position: "asc" } });
const paid = (orderId: string) => prisma.order.update({ where: { id: orderId }, data: { paymentStatus: "paid" } });

let productId: string;
beforeAll(async () => {
  const categoryId = (await gstCategory("5007")).id;
  productId = (await gstProduct(categoryId, 999)).id;
});

describe("a partial refund's credit note", () => {
  it("inside Gujarat: the refunded amount spread over the lines, CGST + SGST (figures checked by hand); a return then reverses the rest", async () => {
    // Invoice: saree 99900 (taxable 95143, CGST 2379, SGST 2378) + shipping 9900 (9429, 236, 235) = 109800.
    const { order } = await gstOrder([{ productId, rupees: 999, quantity: 1 }]);
    await paid(order.id);
    const invoice = await issue(order.id, new Date("2045-05-01T06:00:00Z"));
    const { refundId } = await manualRefund(order.id, 300, "admin:partial-gj", new Date("2045-05-03T06:00:00Z"));

    // Rs 300 over 99900 : 9900 -> 27295.08 and 2704.92 -> 27295 + 2705 (largest remainder).
    // Saree share: GST 27295 x 5/105 = 1299.76 -> 1300 (650 + 650), taxable 25995.
    // Shipping share: GST 2705 x 5/105 = 128.81 -> 129 (65 + 64), taxable 2576.
    const note = await prisma.taxDocument.findUniqueOrThrow({ where: { refundId } });
    expect(note).toMatchObject({ kind: "credit_note", series: "CN", number: "CN/45-46/000001", invoiceId: invoice.id, intraState: true, taxableValue: 28571, cgst: 715, sgst: 714, igst: 0, total: 30000, reason: "Partial refund: Blouse piece missing" });
    expect((await linesOf(note.id)).map((l) => [l.position, l.hsnCode, l.quantity, l.rate, l.taxableValue, l.cgst, l.sgst, l.igst, l.total])).toEqual([
      [1, "5007", 0, 5, 25995, 650, 650, 0, 27295],
      [2, "5007", 0, 5, 2576, 65, 64, 0, 2705],
    ]);
    // The invoice stands: a second partial refund gets the next number.
    const second = await manualRefund(order.id, 100, "admin:partial-gj-2", new Date("2045-05-04T06:00:00Z"));
    const note2 = await prisma.taxDocument.findUniqueOrThrow({ where: { refundId: second.refundId } });
    expect(note2).toMatchObject({ number: "CN/45-46/000002", total: 10000 });
    // The same refund replayed: no second note.
    await manualRefund(order.id, 300, "admin:partial-gj", new Date("2045-05-05T06:00:00Z"));
    expect(await prisma.taxDocument.count({ where: { orderId: order.id, kind: "credit_note" } })).toBe(2);

    // The return reverses what the partial notes did not: 109800 - 30000 - 10000 = 69800, line by line.
    await updateOrderByAdmin(order.id, { status: "returned" }, new Date("2045-05-09T06:00:00Z"));
    const reversal = await prisma.taxDocument.findFirstOrThrow({ where: { orderId: order.id, kind: "credit_note", refundId: null } });
    const all = await prisma.taxDocument.findMany({ where: { invoiceId: invoice.id } });
    for (const k of ["taxableValue", "cgst", "sgst", "igst", "total"] as const) expect(all.reduce((t, d) => t + d[k], 0)).toBe(invoice[k]);
    expect(reversal).toMatchObject({ number: "CN/45-46/000003", total: 69800, reason: "Order returned" });
    const invoiceLines = await linesOf(invoice.id);
    const credited = await prisma.taxDocumentLine.findMany({ where: { document: { invoiceId: invoice.id } } });
    for (const l of invoiceLines) {
      const same = credited.filter((c) => c.position === l.position);
      expect(same.reduce((t, c) => t + c.total, 0)).toBe(l.total);
      expect(same.reduce((t, c) => t + c.cgst + c.sgst, 0)).toBe(l.cgst + l.sgst);
    }
  });

  it("outside Gujarat: IGST; and the admin's refund form and Razorpay's confirmation both issue it", async () => {
    // 2 x Rs 3,000 to Maharashtra, 10% off: one line 540000 at 18% (IGST 82373).
    const override = await gstProduct((await gstCategory("5208")).id, 3000);
    const { order } = await gstOrder([{ productId: override.id, rupees: 3000, quantity: 2 }], { state: "Maharashtra", couponPercent: 10 });
    await paid(order.id);
    await issue(order.id, new Date("2046-05-01T06:00:00Z"));
    const { refundId } = await manualRefund(order.id, 1000, "admin:partial-mh", new Date("2046-05-02T06:00:00Z"));
    // Rs 1,000: GST 100000 x 18/118 = 15254.24 -> 15254, taxable 84746, all IGST.
    expect(await prisma.taxDocument.findUniqueOrThrow({ where: { refundId } })).toMatchObject({ number: "CN/46-47/000001", intraState: false, taxableValue: 84746, cgst: 0, sgst: 0, igst: 15254, total: 100000 });

    // A Razorpay refund: no note while pending or failed; one when Razorpay reports it processed.
    const pending = await prisma.refund.create({ data: { orderId: order.id, idempotencyKey: "admin:rzp-partial", amount: 50000, status: "pending", method: "razorpay", reason: "Late delivery" } });
    await prisma.$transaction((tx) => settleRefundInTx(tx, { id: "rfnd_partial_1", status: "pending", amount: 50000 }, pending.id));
    expect(await prisma.taxDocument.count({ where: { refundId: pending.id } })).toBe(0);
    await prisma.$transaction((tx) => settleRefundInTx(tx, { id: "rfnd_partial_1", status: "processed", amount: 50000 }, pending.id));
    expect(await prisma.taxDocument.findUniqueOrThrow({ where: { refundId: pending.id } })).toMatchObject({ series: "CN", igst: 7627, taxableValue: 42373, total: 50000 });

    // The admin's form (API twin of the order page's Refunds card).
    const admin = await createUser({ role: "admin" });
    const view = await refundOrderByAdmin(order.id, { amount: 200, reason: "Goodwill", method: "cash", reference: "R-1" }, admin.id);
    expect(await prisma.taxDocument.findUniqueOrThrow({ where: { refundId: view.id } })).toMatchObject({ series: "CN", total: 20000, reason: "Partial refund: Goodwill" });
  });

  it("is not issued before an invoice, nor for the cancel/return flow's own refund (the reversal documents it)", async () => {
    const { order } = await gstOrder([{ productId, rupees: 999, quantity: 1 }]);
    await paid(order.id);
    await manualRefund(order.id, 100, "admin:before-invoice", new Date("2047-05-01T06:00:00Z"));
    expect(await prisma.taxDocument.count({ where: { orderId: order.id } })).toBe(0);

    const { order: online } = await gstOrder([{ productId, rupees: 999, quantity: 1 }]);
    await prisma.order.update({ where: { id: online.id }, data: { paymentMethod: "razorpay", paymentStatus: "paid", paymentId: "pay_partial_x" } });
    await prisma.payment.create({ data: { userId: online.userId, orderId: online.id, razorpayOrderId: `order_${online.id}`, razorpayPaymentId: "pay_partial_x", status: "captured", amount: online.total, provider: "simulator" } });
    await issue(online.id, new Date("2047-05-02T06:00:00Z"));
    const reserved = await prisma.$transaction((tx) => reserveOrderRefundInTx(tx, online.id, "returned", "Order returned"));
    await prisma.$transaction((tx) => settleRefundInTx(tx, { id: "rfnd_return_1", status: "processed", amount: online.total }, reserved!.refundId));
    expect(await prisma.taxDocument.count({ where: { orderId: online.id, kind: "credit_note" } })).toBe(0);
  });
});

describe("where the partial refund's credit note shows", () => {
  it("on the shopper's and the admin's order pages, the invoice page, the PDF and the GSTR-1 CSV", async () => {
    const owner = await createUser();
    const admin = await createUser({ role: "admin" });
    const { order } = await gstOrder([{ productId, rupees: 999, quantity: 1 }], { userId: owner.id });
    await paid(order.id);
    const invoice = await issue(order.id, new Date("2048-05-01T06:00:00Z"));
    const { refundId } = await manualRefund(order.id, 300, "admin:pages", new Date("2048-05-03T06:00:00Z"));
    const note = await prisma.taxDocument.findUniqueOrThrow({ where: { refundId } });
    const link = { id: note.id, number: "CN/48-49/000001", total: 30000, partial: true };
    expect(await orderTaxDocumentLinks(order.id)).toMatchObject({ hasInvoice: true, creditNotes: [link] });

    const ownerCookie = await webSessionCookie(owner);
    const adminCookie = await webSessionCookie(admin);
    expect(await runWebRoute(orderPage.loader, webGet(`/order/${order.id}`, ownerCookie), { id: order.id })).toMatchObject({ status: 200, data: { taxDocuments: { hasInvoice: true, creditNotes: [link] } } });
    expect(await runWebRoute(adminOrderPage.loader, webGet(`/admin/orders/${order.id}`, adminCookie), { id: order.id })).toMatchObject({ status: 200, data: { taxDocuments: { creditNotes: [link] } } });
    const page = await runWebRoute<{ creditNotes: Array<{ number: string; partial: boolean; invoice: { number: string }; cgst: number; sgst: number }> }>(invoicePage.loader, webGet(`/order/${order.id}/invoice`, ownerCookie), { id: order.id });
    expect(page).toMatchObject({ status: 200, data: { creditNotes: [{ number: link.number, partial: true, invoice: { number: invoice.number }, cgst: 715, sgst: 714 }] } });

    const pdf = await callLoader(invoicePdf, webGet(`/order/${order.id}/invoice.pdf?doc=${note.id}`, ownerCookie), { id: order.id });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("Content-Disposition")).toBe(`attachment; filename="CN-48-49-000001.pdf"`);
    expect((await callLoader(invoicePdf, webGet(`/order/${order.id}/invoice.pdf?doc=someone-elses`, ownerCookie), { id: order.id })).status).toBe(404);

    const g = await gstr1("2048-05");
    const row = g.documents.find((d) => d.number === link.number);
    expect(row).toMatchObject({ type: "Credit note", invoiceNumber: invoice.number, table: "B2CS", rate: 5, taxableValue: 28571, cgst: 715, sgst: 714, igst: 0, documentValue: 30000 });
    expect(gstr1Csv(g, "documents")).toContain(`Credit note,${link.number},03-05-2048,${order.orderNumber},${invoice.number},01-05-2048,B2CS,24-Gujarat,Intra-state,5,285.71,0,7.15,7.14,0,300`);
  });
});
