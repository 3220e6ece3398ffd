// GST tax invoices and credit notes as PDF, made on the server with pdfkit (decision 0017):
// one document per A4 page (more pages when the lines run over), several documents in one file
// for the admin's multi-select. The standard Helvetica font has no rupee sign: amounts read "Rs".
import PDFDocument from "pdfkit";
import { decimal } from "~/utils/gst";
import type { TaxDocumentView } from "./invoice.server";

const MARGIN = 40;
const WIDTH = 595.28 - 2 * MARGIN; // A4
const DATE = new Intl.DateTimeFormat("en-IN", { timeZone: "Asia/Kolkata", day: "2-digit", month: "short", year: "numeric" });
const date = (iso: string) => DATE.format(new Date(iso));
const INR = new Intl.NumberFormat("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const money = (paise: number) => INR.format(Number(decimal(paise)));

/** The file name of a document's PDF: "SE-26-27-000001.pdf". */
export const pdfFileName = (number: string) => `${number.replace(/[^A-Za-z0-9-]+/g, "-")}.pdf`;

type Column = { title: string; width: number; align?: "left" | "right"; value: (l: TaxDocumentView["lines"][number], i: number) => string };

function columns(doc: TaxDocumentView): Column[] {
  const tax: Column[] = doc.intraState
    ? [
        { title: "CGST", width: 52, align: "right", value: (l) => `${l.rate / 2}%\n${money(l.cgst)}` },
        { title: "SGST", width: 52, align: "right", value: (l) => `${l.rate / 2}%\n${money(l.sgst)}` },
      ]
    : [{ title: "IGST", width: 104, align: "right", value: (l) => `${l.rate}%\n${money(l.igst)}` }];
  const description = WIDTH - (20 + 40 + 30 + 66 + 36 + 104 + 70);
  return [
    { title: "#", width: 20, value: (l) => String(l.position) },
    { title: "Description", width: description, value: (l) => l.description },
    { title: "HSN", width: 40, value: (l) => l.hsnCode },
    { title: "Qty", width: 30, align: "right", value: (l) => `${l.quantity}` },
    { title: "Taxable value", width: 66, align: "right", value: (l) => money(l.taxableValue) },
    { title: "Rate", width: 36, align: "right", value: (l) => `${l.rate}%` },
    ...tax,
    { title: "Amount", width: 70, align: "right", value: (l) => money(l.total) },
  ];
}

function drawDocument(pdf: PDFKit.PDFDocument, doc: TaxDocumentView) {
  const top = pdf.y;
  pdf.font("Helvetica-Bold").fontSize(16).text(doc.seller.name, MARGIN, top, { width: WIDTH * 0.6 });
  pdf.font("Helvetica").fontSize(9).text(doc.seller.address, { width: WIDTH * 0.6 });
  pdf.text(`GSTIN: ${doc.seller.gstin}   State code: ${doc.seller.stateCode}`, { width: WIDTH * 0.6 });
  const leftBottom = pdf.y;

  pdf.font("Helvetica-Bold").fontSize(16).text(doc.title.toUpperCase(), MARGIN + WIDTH * 0.6, top, { width: WIDTH * 0.4, align: "right" });
  pdf.font("Helvetica").fontSize(9);
  const meta = [
    `${doc.kind === "invoice" ? "Invoice" : "Credit note"} no.: ${doc.number}`,
    `Date: ${date(doc.issuedAt)}`,
    `Order: ${doc.orderNumber}`,
    ...(doc.invoice ? [`Against invoice ${doc.invoice.number} of ${date(doc.invoice.issuedAt)}`] : []),
    `Place of supply: ${doc.placeOfSupply.state} (${doc.placeOfSupply.code})`,
    "Reverse charge: No",
  ];
  for (const line of meta) pdf.text(line, MARGIN + WIDTH * 0.6, pdf.y, { width: WIDTH * 0.4, align: "right" });
  pdf.y = Math.max(leftBottom, pdf.y) + 8;
  pdf.moveTo(MARGIN, pdf.y).lineTo(MARGIN + WIDTH, pdf.y).lineWidth(1.5).stroke();
  pdf.y += 8;

  const addrTop = pdf.y;
  pdf.font("Helvetica-Bold").fontSize(8).text("BILL TO", MARGIN, addrTop, { width: WIDTH / 2 - 10 });
  pdf.font("Helvetica").fontSize(9).text(doc.buyer.name, { width: WIDTH / 2 - 10 });
  pdf.text(doc.buyer.address, { width: WIDTH / 2 - 10 });
  if (doc.buyer.phone) pdf.text(`Phone: ${doc.buyer.phone}`, { width: WIDTH / 2 - 10 });
  const billBottom = pdf.y;
  pdf.font("Helvetica-Bold").fontSize(8).text("SHIP TO", MARGIN + WIDTH / 2, addrTop, { width: WIDTH / 2 });
  pdf.font("Helvetica").fontSize(9).text(doc.deliveryAddress, { width: WIDTH / 2 });
  pdf.text(`State: ${doc.placeOfSupply.state} (${doc.placeOfSupply.code})`, { width: WIDTH / 2 });
  pdf.y = Math.max(billBottom, pdf.y) + 12;
  if (doc.reason) {
    pdf.text(`Reason: ${doc.reason}`, MARGIN, pdf.y, { width: WIDTH });
    pdf.y += 6;
  }

  const cols = columns(doc);
  const row = (cells: string[], bold: boolean) => {
    pdf.font(bold ? "Helvetica-Bold" : "Helvetica").fontSize(8);
    const heights = cells.map((c, i) => pdf.heightOfString(c, { width: cols[i].width - 4 }));
    const h = Math.max(...heights) + 6;
    if (pdf.y + h > pdf.page.height - MARGIN - 20) pdf.addPage();
    const y = pdf.y;
    let x = MARGIN;
    cells.forEach((c, i) => {
      pdf.text(c, x + 2, y + 3, { width: cols[i].width - 4, align: cols[i].align ?? "left" });
      x += cols[i].width;
    });
    pdf.y = y + h;
    pdf.moveTo(MARGIN, pdf.y).lineTo(MARGIN + WIDTH, pdf.y).lineWidth(bold ? 1 : 0.4).stroke();
  };
  row(cols.map((c) => c.title), true);
  doc.lines.forEach((l, i) => row(cols.map((c) => c.value(l, i)), false));

  pdf.y += 8;
  const totals: Array<[string, string]> = [
    ["Taxable value", money(doc.taxableValue)],
    ...(doc.intraState
      ? ([
          ["CGST", money(doc.cgst)],
          ["SGST", money(doc.sgst)],
        ] as Array<[string, string]>)
      : ([["IGST", money(doc.igst)]] as Array<[string, string]>)),
    [doc.kind === "invoice" ? "Invoice value (Rs)" : "Credit note value (Rs)", money(doc.total)],
  ];
  totals.forEach(([label, value], i) => {
    const last = i === totals.length - 1;
    pdf.font(last ? "Helvetica-Bold" : "Helvetica").fontSize(last ? 10 : 9);
    const y = pdf.y;
    pdf.text(label, MARGIN + WIDTH - 240, y, { width: 140 });
    pdf.text(value, MARGIN + WIDTH - 100, y, { width: 100, align: "right" });
  });
  pdf.y += 6;
  pdf.font("Helvetica-Bold").fontSize(9).text(`Amount in words: ${doc.amountInWords}`, MARGIN, pdf.y, { width: WIDTH });
  pdf.y += 16;
  pdf.font("Helvetica").fontSize(8).text(
    "Prices include GST. Amounts in Indian rupees. This is a computer-generated document.",
    MARGIN,
    pdf.y,
    { width: WIDTH },
  );
  pdf.y += 20;
  pdf.font("Helvetica-Bold").fontSize(9).text(`For ${doc.seller.name}`, MARGIN, pdf.y, { width: WIDTH, align: "right" });
  pdf.font("Helvetica").fontSize(8).text("Authorised signatory", { width: WIDTH, align: "right" });
}

/** The documents as one PDF, each starting on a page of its own. */
export function renderTaxDocumentsPdf(docs: readonly TaxDocumentView[]): Promise<Buffer> {
  const pdf = new PDFDocument({
    size: "A4",
    margin: MARGIN,
    info: { Title: docs.map((d) => `${d.title} ${d.number}`).join(", "), Author: docs[0]?.seller.name ?? "", Creator: docs[0]?.seller.name ?? "" },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on("data", (c: Buffer) => chunks.push(c));
    pdf.on("end", () => resolve(Buffer.concat(chunks)));
    pdf.on("error", reject);
  });
  docs.forEach((d, i) => {
    if (i > 0) pdf.addPage();
    drawDocument(pdf, d);
  });
  pdf.end();
  return done;
}

/** A PDF download Response: never cached, saved under the document's number. */
export async function pdfResponse(docs: readonly TaxDocumentView[], fileName: string): Promise<Response> {
  const body = await renderTaxDocumentsPdf(docs);
  return new Response(new Uint8Array(body), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "Content-Length": String(body.length),
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
