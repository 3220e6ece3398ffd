import { beforeAll, describe, expect, it } from "vitest";
import { prisma } from "~/db.server";
import { updateOrderByAdmin } from "~/models/admin-order.server";
import { gstr1, gstr1Csv, issueCreditNoteInTx, issueInvoiceInTx } from "~/models/invoice.server";
import * as adminGstr1 from "~/routes/admin.invoices.gstr1";
import * as adminPdf from "~/routes/admin.invoices.pdf";
import * as invoicePage from "~/routes/order.$id_.invoice";
import * as invoicePdf from "~/routes/order.$id_.invoice[.]pdf";
import { gstCategory, gstOrder, gstProduct } from "./gst-fixtures";
import { callLoader, createUser, runWebRoute, webGet, webSessionCookie } from "./helpers";

// Issue 13 section 2: invoice numbers (consecutive per financial year, no gaps, safe under
// concurrency), the CGST+SGST / IGST split, the snapshot, credit notes and the GSTR-1 helper.
// Each numbering test issues in a financial year of its own, so the sequences start at 1.

const issue = (orderId: string, at: Date) => prisma.$transaction((tx) => issueInvoiceInTx(tx, orderId, at));
const credit = (orderId: string, reason: string, at: Date) => prisma.$transaction((tx) => issueCreditNoteInTx(tx, orderId, reason, at));

let categoryId: string;
let productId: string;
beforeAll(async () => {
  categoryId = (await gstCategory("5007")).id;
  productId = (await gstProduct(categoryId, 999)).id;
});

describe("numbering", () => {
  it("is consecutive within a financial year and starts again on 1 April (India time)", async () => {
    const numbers: string[] = [];
    for (const at of ["2031-04-01T00:00:00Z", "2031-11-02T10:00:00Z", "2032-03-31T18:29:00Z", "2032-03-31T18:30:00Z"]) {
      const { order } = await gstOrder([{ productId, rupees: 999, quantity: 1 }]);
      numbers.push((await issue(order.id, new Date(at))).number);
    }
    expect(numbers).toEqual(["SE/31-32/000001", "SE/31-32/000002", "SE/31-32/000003", "SE/32-33/000001"]);
  });

  it("gives an order one invoice: issuing again returns the same number and uses none", async () => {
    const at = new Date("2033-05-01T00:00:00Z");
    const { order } = await gstOrder([{ productId, rupees: 999, quantity: 1 }]);
    const first = await issue(order.id, at);
    const again = await issue(order.id, new Date("2033-06-01T00:00:00Z"));
    expect(again.id).toBe(first.id);
    const { order: next } = await gstOrder([{ productId, rupees: 999, quantity: 1 }]);
    expect((await issue(next.id, at)).number).toBe("SE/33-34/000002");
  });

  it("gives a rolled-back issue's number to the next one (no gaps)", async () => {
    const at = new Date("2034-05-01T00:00:00Z");
    const { order } = await gstOrder([{ productId, rupees: 999, quantity: 1 }]);
    await expect(
      prisma.$transaction(async (tx) => {
        await issueInvoiceInTx(tx, order.id, at);
        throw new Error("the status change failed");
      }),
    ).rejects.toThrow("the status change failed");
    expect(await prisma.taxDocument.count({ where: { orderId: order.id } })).toBe(0);
    expect((await issue(order.id, at)).number).toBe("SE/34-35/000001");
  });

  it("gives 20 concurrent issues 20 distinct consecutive numbers", async () => {
    const at = new Date("2035-05-01T00:00:00Z");
    const orders = await Promise.all(Array.from({ length: 20 }, () => gstOrder([{ productId, rupees: 999, quantity: 1 }])));
    // Each order twice at once: still one invoice per order.
    const docs = await Promise.all([...orders, ...orders].map(({ order }) => issue(order.id, at)));
    const numbers = [...new Set(docs.map((d) => d.number))].sort();
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => `SE/35-36/${String(i + 1).padStart(6, "0")}`));
    const counter = await prisma.taxDocumentCounter.findUnique({ where: { series_financialYear: { series: "SE", financialYear: "2035-36" } } });
    expect(counter?.lastNumber).toBe(20);
  });

  it("never changes or deletes an issued document (database triggers)", async () => {
    const { order } = await gstOrder([{ productId, rupees: 999, quantity: 1 }]);
    const doc = await issue(order.id, new Date("2036-05-01T00:00:00Z"));
    // (The adapter reports the trigger's RAISE(ABORT) as a generic constraint error.)
    await expect(prisma.taxDocument.update({ where: { id: doc.id }, data: { buyerName: "Someone else" } })).rejects.toThrow();
    await expect(prisma.taxDocument.delete({ where: { id: doc.id } })).rejects.toThrow();
    await expect(prisma.taxDocumentLine.updateMany({ where: { documentId: doc.id }, data: { total: 1 } })).rejects.toThrow();
    expect(await prisma.taxDocument.findUniqueOrThrow({ where: { id: doc.id } })).toEqual(doc);
  });
});

describe("content", () => {
  it("splits GST into CGST and SGST inside Gujarat, with shipping taxed at the principal supply's rate (figures checked by hand)", async () => {
    // Rs 999 saree, 5% (at most Rs 2,500 taxable); Rs 99 shipping below Rs 2,000.
    // Saree: GST = 99900 x 5/105 = 4757.14 -> 4757 paise; taxable 95143. CGST 2379 + SGST 2378.
    // Shipping: 9900 x 5/105 = 471.43 -> 471; taxable 9429. CGST 236 + SGST 235.
    const { order } = await gstOrder([{ productId, rupees: 999, quantity: 1, size: "M", color: "Red" }]);
    const doc = await issue(order.id, new Date("2037-05-01T00:00:00Z"));
    const lines = await prisma.taxDocumentLine.findMany({ where: { documentId: doc.id }, orderBy: { position: "asc" } });
    expect(doc).toMatchObject({ intraState: true, placeOfSupplyCode: "24", placeOfSupplyState: "Gujarat", sellerStateCode: "24", sellerGstin: "24ABCDE1234F1Z5" });
    expect(lines.map((l) => [l.hsnCode, l.quantity, l.rate, l.taxableValue, l.cgst, l.sgst, l.igst, l.total])).toEqual([
      ["5007", 1, 5, 95143, 2379, 2378, 0, 99900],
      ["5007", 1, 5, 9429, 236, 235, 0, 9900],
    ]);
    expect(lines[0].description).toMatch(/\(Size M, Red\)$/);
    expect(doc).toMatchObject({ taxableValue: 104572, cgst: 2615, sgst: 2613, igst: 0, total: 109800 });
    expect(doc.total).toBe(order.total);
  });

  it("charges IGST outside Gujarat, uses the product's HSN override and the coupon's share (figures checked by hand)", async () => {
    // 2 x Rs 3,000 to Maharashtra with 10% off: net 5,40,000 paise, Rs 2,700 a unit > Rs 2,625 -> 18%.
    // GST = 540000 x 18/118 = 82372.88 -> 82373; taxable 457627. Free shipping.
    const override = await gstProduct(categoryId, 3000, "5208");
    const { order } = await gstOrder([{ productId: override.id, rupees: 3000, quantity: 2 }], { state: "Maharashtra", couponPercent: 10 });
    const doc = await issue(order.id, new Date("2037-05-02T00:00:00Z"));
    const lines = await prisma.taxDocumentLine.findMany({ where: { documentId: doc.id } });
    expect(doc).toMatchObject({ intraState: false, placeOfSupplyCode: "27", placeOfSupplyState: "Maharashtra", taxableValue: 457627, cgst: 0, sgst: 0, igst: 82373, total: 540000 });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ hsnCode: "5208", quantity: 2, unitPrice: 300000, discount: 60000, rate: 18, taxableValue: 457627, igst: 82373 });
    expect(doc.cgst + doc.sgst + doc.igst).toBe(order.tax);
  });

  it("names the billing address as the buyer and the shipping address as the delivery address", async () => {
    const billing = { fullName: "Kiran Shah", phone: "9820000000", address: "7 Marine Drive", city: "Mumbai", state: "Maharashtra", pincode: "400002", country: "India" };
    const { order } = await gstOrder([{ productId, rupees: 999, quantity: 1 }], { billing });
    const doc = await issue(order.id, new Date("2037-05-03T00:00:00Z"));
    expect(doc.buyerName).toBe("Kiran Shah");
    expect(doc.buyerAddress).toBe("7 Marine Drive, Mumbai, Maharashtra 400002, India");
    expect(doc.deliveryAddress).toBe("Meera Shah, 4 Lake View Road, Surat, Gujarat 395007, India");
    // Goods delivered in Gujarat: intra-state, whatever the billing state.
    expect(doc.intraState).toBe(true);
  });

  it("keeps the figures of issue time when the catalogue changes later", async () => {
    const cat = await gstCategory("6204");
    const p = await gstProduct(cat.id, 1500);
    const { order } = await gstOrder([{ productId: p.id, rupees: 1500, quantity: 1 }]);
    const doc = await issue(order.id, new Date("2037-05-04T00:00:00Z"));
    await prisma.category.update({ where: { id: cat.id }, data: { hsnCode: "6211" } });
    const again = await issue(order.id, new Date("2037-05-05T00:00:00Z"));
    const line = await prisma.taxDocumentLine.findFirstOrThrow({ where: { documentId: again.id, position: 1 } });
    expect(again.number).toBe(doc.number);
    expect(line.hsnCode).toBe("6204");
  });
});

describe("credit notes", () => {
  it("reverses the invoice from its own series, once; none before an invoice", async () => {
    const at = new Date("2038-05-01T00:00:00Z");
    const { order: unshipped } = await gstOrder([{ productId, rupees: 999, quantity: 1 }]);
    expect(await credit(unshipped.id, "Cancelled before dispatch", at)).toBeNull();

    const { order } = await gstOrder([{ productId, rupees: 999, quantity: 1 }]);
    const invoice = await issue(order.id, at);
    const note = await credit(order.id, "Returned by the customer", new Date("2038-05-09T00:00:00Z"));
    expect(note).toMatchObject({ kind: "credit_note", number: "CN/38-39/000001", invoiceId: invoice.id, reason: "Returned by the customer", total: invoice.total, cgst: invoice.cgst, sgst: invoice.sgst });
    expect(await prisma.taxDocumentLine.count({ where: { documentId: note!.id } })).toBe(2);
    expect(await credit(order.id, "again", at)).toBeNull();
    // Reopened and shipped again: a new invoice, the next number of the series.
    expect((await issue(order.id, new Date("2038-05-10T00:00:00Z"))).number).toBe("SE/38-39/000002");
  });
});

describe("issued by the order's own changes", () => {
  it("the admin's Shipped issues the invoice once; a return after it issues the credit note", async () => {
    const at = new Date("2041-06-01T06:00:00Z");
    const { order } = await gstOrder([{ productId, rupees: 999, quantity: 1 }]);
    await updateOrderByAdmin(order.id, { status: "processing" }, at);
    expect(await prisma.taxDocument.count({ where: { orderId: order.id } })).toBe(0);
    await updateOrderByAdmin(order.id, { status: "shipped", trackingNumber: "DL123" }, at);
    await updateOrderByAdmin(order.id, { status: "delivered" }, new Date("2041-06-03T06:00:00Z"));
    const invoices = await prisma.taxDocument.findMany({ where: { orderId: order.id, kind: "invoice" } });
    expect(invoices.map((d) => d.number)).toEqual(["SE/41-42/000001"]);
    await updateOrderByAdmin(order.id, { status: "returned" }, new Date("2041-06-05T06:00:00Z"));
    const notes = await prisma.taxDocument.findMany({ where: { orderId: order.id, kind: "credit_note" } });
    expect(notes).toEqual([expect.objectContaining({ number: "CN/41-42/000001", reason: "Order returned", invoiceId: invoices[0].id })]);
  });

  it("a cancellation before dispatch needs no credit note", async () => {
    const { order } = await gstOrder([{ productId, rupees: 999, quantity: 1 }]);
    await updateOrderByAdmin(order.id, { status: "cancelled" }, new Date("2042-06-01T06:00:00Z"));
    expect(await prisma.taxDocument.count({ where: { orderId: order.id } })).toBe(0);
  });
});

describe("GSTR-1 helper", () => {
  it("lists the month's documents, the B2CS summary by place of supply and rate, and the HSN summary, net of credit notes", async () => {
    // December 2039 (India time): one Gujarat invoice at 5%, one Maharashtra invoice at 18%, a B2CL
    // invoice (inter-state above Rs 1 lakh) and a credit note for the Gujarat one.
    const cat = await gstCategory("6204");
    const dear = await gstProduct(cat.id, 55000);
    const { order: guj } = await gstOrder([{ productId, rupees: 999, quantity: 1 }]);
    const { order: mah } = await gstOrder([{ productId, rupees: 3000, quantity: 1 }], { state: "Maharashtra" });
    const { order: large } = await gstOrder([{ productId: dear.id, rupees: 55000, quantity: 2 }], { state: "Karnataka" });
    await issue(guj.id, new Date("2039-11-30T18:30:00Z")); // 1 Dec 00:00 IST
    await issue(mah.id, new Date("2039-12-10T06:00:00Z"));
    await issue(large.id, new Date("2039-12-11T06:00:00Z"));
    await credit(guj.id, "Returned", new Date("2039-12-20T06:00:00Z"));
    await issue((await gstOrder([{ productId, rupees: 999, quantity: 1 }])).order.id, new Date("2039-12-31T18:30:00Z")); // 1 Jan IST: not December

    const g = await gstr1("2039-12");
    expect(g.documents.map((d) => [d.type, d.number, d.table, d.placeOfSupply, d.rate])).toEqual([
      ["Invoice", "SE/39-40/000001", "B2CS", "24-Gujarat", 5],
      ["Invoice", "SE/39-40/000002", "B2CS", "27-Maharashtra", 18],
      ["Invoice", "SE/39-40/000003", "B2CL", "29-Karnataka", 18],
      ["Credit note", "CN/39-40/000001", "B2CS", "24-Gujarat", 5],
    ]);
    expect(g.documents[3]).toMatchObject({ invoiceNumber: "SE/39-40/000001", invoiceDate: "01-12-2039", date: "20-12-2039" });
    // The Gujarat invoice and its credit note cancel out; Maharashtra: 300000 x 18/118 = 45762.71 -> 45763 GST.
    expect(g.b2cs).toEqual([
      { placeOfSupply: "24-Gujarat", rate: 5, taxableValue: 0, igst: 0, cgst: 0, sgst: 0 },
      { placeOfSupply: "27-Maharashtra", rate: 18, taxableValue: 254237, igst: 45763, cgst: 0, sgst: 0 },
    ]);
    // 2 x Rs 55,000 at 18%: 11000000 x 18/118 = 1677966.10 -> 1677966 GST.
    expect(g.hsn).toEqual([
      { hsnCode: "5007", uqc: "OTH-OTHERS", rate: 5, quantity: 0, totalValue: 0, taxableValue: 0, igst: 0, cgst: 0, sgst: 0 },
      { hsnCode: "5007", uqc: "PCS-PIECES", rate: 5, quantity: 0, totalValue: 0, taxableValue: 0, igst: 0, cgst: 0, sgst: 0 },
      { hsnCode: "5007", uqc: "PCS-PIECES", rate: 18, quantity: 1, totalValue: 300000, taxableValue: 254237, igst: 45763, cgst: 0, sgst: 0 },
      { hsnCode: "6204", uqc: "PCS-PIECES", rate: 18, quantity: 2, totalValue: 11000000, taxableValue: 9322034, igst: 1677966, cgst: 0, sgst: 0 },
    ]);

    const docsCsv = gstr1Csv(g, "documents").split("\r\n");
    expect(docsCsv[0]).toBe("Type,Number,Date,Order,Invoice number,Invoice date,GSTR-1 table,Place of supply,Supply,Rate,Taxable value,IGST,CGST,SGST,Cess,Document value");
    expect(docsCsv[2]).toBe(`Invoice,SE/39-40/000002,10-12-2039,${mah.orderNumber},,,B2CS,27-Maharashtra,Inter-state,18,2542.37,457.63,0,0,0,3000`);
    expect(gstr1Csv(g, "b2cs").split("\r\n")[2]).toBe("OE,27-Maharashtra,18,,2542.37,457.63,0,0,0,");
    expect(gstr1Csv(g, "hsn").split("\r\n")[4]).toBe("6204,,PCS-PIECES,2,110000,18,93220.34,16779.66,0,0,0");
  });
});

describe("routes: who may fetch an invoice", () => {
  it("serves the owner and an admin the HTML and the PDF; anyone else, and an order not yet invoiced, get 404", async () => {
    const owner = await createUser();
    const stranger = await createUser();
    const admin = await createUser({ role: "admin" });
    const { order } = await gstOrder([{ productId, rupees: 999, quantity: 1 }], { userId: owner.id });
    const path = `/order/${order.id}/invoice`;
    const ownerCookie = await webSessionCookie(owner);
    const strangerCookie = await webSessionCookie(stranger);
    const adminCookie = await webSessionCookie(admin);

    // Not shipped yet: no invoice.
    expect(((await runWebRoute(invoicePage.loader, webGet(path, ownerCookie), { id: order.id })) as Response).status).toBe(404);
    const doc = await issue(order.id, new Date("2040-05-01T06:00:00Z"));

    const html = await runWebRoute<{ invoice: { number: string; amountInWords: string } }>(invoicePage.loader, webGet(path, ownerCookie), { id: order.id });
    expect(html).toMatchObject({ status: 200, data: { invoice: { number: doc.number, amountInWords: "Rupees One Thousand Ninety Eight Only" } } });
    expect(await runWebRoute(invoicePage.loader, webGet(path, adminCookie), { id: order.id })).toMatchObject({ status: 200 });

    for (const cookie of [ownerCookie, adminCookie]) {
      const pdf = await callLoader(invoicePdf, webGet(`${path}.pdf`, cookie), { id: order.id });
      expect(pdf.status).toBe(200);
      expect(pdf.headers.get("Content-Type")).toBe("application/pdf");
      expect(pdf.headers.get("Content-Disposition")).toBe(`attachment; filename="${doc.number.replace(/\//g, "-")}.pdf"`);
      expect(pdf.headers.get("Cache-Control")).toBe("no-store");
      const bytes = Buffer.from(await pdf.arrayBuffer());
      expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    }

    expect(((await runWebRoute(invoicePage.loader, webGet(path, strangerCookie), { id: order.id })) as Response).status).toBe(404);
    expect((await callLoader(invoicePdf, webGet(`${path}.pdf`, strangerCookie), { id: order.id })).status).toBe(404);
    expect((await callLoader(invoicePdf, webGet(`/order/nope/invoice.pdf`, ownerCookie), { id: "nope" })).status).toBe(404);
    // No credit note yet.
    expect((await callLoader(invoicePdf, webGet(`${path}.pdf?doc=credit-note`, ownerCookie), { id: order.id })).status).toBe(404);
    // A guest signs in first.
    const guest = await callLoader(invoicePdf, webGet(`${path}.pdf`), { id: order.id });
    expect(guest.status).toBe(302);
    expect(guest.headers.get("Location")).toMatch(/^\/login\?redirect=/);
    // Customers do not reach the admin's print, PDF and CSV routes.
    for (const mod of [adminPdf, adminGstr1]) {
      const res = await callLoader(mod, webGet(`/admin/invoices/pdf?id=${doc.id}`, ownerCookie));
      expect(res.status).toBe(302);
    }
  });

  it("gives the admin many documents in one PDF and the GSTR-1 CSV as a download", async () => {
    const admin = await createUser({ role: "admin" });
    const cookie = await webSessionCookie(admin);
    const a = await issue((await gstOrder([{ productId, rupees: 999, quantity: 1 }])).order.id, new Date("2041-06-03T06:00:00Z"));
    const b = await issue((await gstOrder([{ productId, rupees: 3000, quantity: 1 }], { state: "Kerala" })).order.id, new Date("2041-06-04T06:00:00Z"));
    const pdf = await callLoader(adminPdf, webGet(`/admin/invoices/pdf?id=${a.id}&id=${b.id}`, cookie));
    expect(pdf.headers.get("Content-Disposition")).toBe('attachment; filename="tax-documents-2.pdf"');
    const text = Buffer.from(await pdf.arrayBuffer()).toString("latin1");
    expect(text.match(/\/Type \/Page\b/g)).toHaveLength(2);

    const res = await callLoader(adminGstr1, webGet("/admin/invoices/gstr1?month=2041-06&part=b2cs", cookie));
    expect(res.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("Content-Disposition")).toBe('attachment; filename="gstr1-2041-06-b2cs.csv"');
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    // Rs 999 in Gujarat at 5% (with Rs 99 shipping); Rs 3,000 to Kerala at 18%: 300000 x 18/118 -> 45763 GST.
    expect(await res.text()).toBe(
      [
        "Type,Place Of Supply,Rate,Applicable % of Tax Rate,Taxable Value,IGST,CGST,SGST,Cess Amount,E-Commerce GSTIN",
        "OE,24-Gujarat,5,,1045.72,0,26.15,26.13,0,",
        "OE,32-Kerala,18,,2542.37,457.63,0,0,0,",
        "",
      ].join("\r\n"),
    );
  });
});
