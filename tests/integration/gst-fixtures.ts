import crypto from "node:crypto";
import { prisma } from "~/db.server";
import { priceLines } from "~/models/pricing.server";
import { createUser } from "./helpers";

// Orders for the GST invoice suites, written straight to the database with the pricing engine's
// figures (as placeOrder stores them), in a category of the suite's own with a known HSN code.

const tag = () => crypto.randomBytes(4).toString("hex");

export async function gstCategory(hsnCode: string | null = "5007") {
  const t = tag();
  return prisma.category.create({ data: { name: `GST ${t}`, slug: `gst-${t}`, hsnCode } });
}

export async function gstProduct(categoryId: string, rupees: number, hsnCode: string | null = null) {
  return prisma.product.create({
    data: { name: `GST saree ${tag()}`, description: "x", material: "Silk", price: rupees * 100, originalPrice: rupees * 100, categoryId, stock: 100, hsnCode },
  });
}

type Line = { productId: string; rupees: number; quantity: number; size?: string; color?: string };

/** A confirmed order with these lines, shipped to `state` (pincode to match), owned by `userId` (a new customer by default). */
export async function gstOrder(lines: Line[], opts: { state?: string; pincode?: string; couponPercent?: number; userId?: string; billing?: Record<string, string> } = {}) {
  const userId = opts.userId ?? (await createUser()).id;
  const totals = priceLines(
    lines.map((l) => ({ unitPrice: l.rupees * 100, originalPrice: l.rupees * 100, quantity: l.quantity })),
    { couponPercent: opts.couponPercent ?? 0 },
  );
  const products = await prisma.product.findMany({ where: { id: { in: lines.map((l) => l.productId) } }, select: { id: true, name: true } });
  const names = new Map(products.map((p) => [p.id, p.name]));
  const order = await prisma.order.create({
    data: {
      orderNumber: `GST-${tag()}-${tag()}`,
      userId,
      status: "confirmed",
      paymentMethod: "cod",
      subtotal: totals.subtotal,
      discount: totals.discount,
      shipping: totals.shipping,
      tax: totals.tax,
      total: totals.total,
      totalItems: totals.totalItems,
      shipFullName: "Meera Shah",
      shipPhone: "9876543210",
      shipAddress: "4 Lake View Road",
      shipCity: opts.state && opts.state !== "Gujarat" ? "Pune" : "Surat",
      shipState: opts.state ?? "Gujarat",
      shipPincode: opts.pincode ?? (opts.state && opts.state !== "Gujarat" ? "411001" : "395007"),
      billingAddress: opts.billing ? JSON.stringify(opts.billing) : null,
      items: {
        create: lines.map((l, i) => ({
          productId: l.productId,
          name: names.get(l.productId) ?? "x",
          price: l.rupees * 100,
          originalPrice: l.rupees * 100,
          quantity: l.quantity,
          size: l.size ?? "Free Size",
          color: l.color ?? "Default",
          gstRate: totals.lines[i].gstRate,
          taxAmount: totals.lines[i].taxAmount,
        })),
      },
    },
  });
  return { order, totals, userId };
}
