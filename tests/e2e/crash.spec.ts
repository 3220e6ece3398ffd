import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import Database from "better-sqlite3";
import { createPrismaClient } from "../../app/db.server";
import { createAccessToken } from "../../app/models/token.server";
import { hashPassword } from "../../app/utils/password.server";
import { sessionStorage } from "../../app/utils/session.server";
import { expect, test } from "./fixtures";

// Issue 6 "Reliability": kill the production server with SIGKILL in the
// middle of a burst of checkouts, restart it, and show that the database is
// intact (PRAGMA integrity_check), that no half-made order exists (every order
// has its lines, every line's stock is accounted for, a cart was emptied only
// by an order that exists), and that stock held by unpaid online orders is
// released after the hold expires. It runs its own server on its own copy of
// the e2e database; no browser is needed, so only the JavaScript project runs it
// (playwright.config.ts).

const PORT = Number(process.env.E2E_PORT || 3100) + 77;
const BASE = `http://localhost:${PORT}`;
const FILE = `tests/.data/crash-${PORT}.db`;
const STOCK = 1000;
const shippingAddress = { fullName: "Asha Patel", phone: "+91 98765 43210", address: "12 Ring Road", city: "Surat", state: "Gujarat", pincode: "395002" };

function startServer(): ChildProcess {
  return spawn(process.execPath, ["server.js"], {
    env: { ...process.env, DATABASE_URL: `file:./${FILE}`, PORT: String(PORT) },
    stdio: ["ignore", "ignore", "ignore"],
  });
}

async function waitUp() {
  for (let i = 0; i < 150; i++) {
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) return;
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error("crash-test server did not start");
}

test("SIGKILL in the middle of checkouts leaves an intact database; held stock is released after restart", async () => {
  test.setTimeout(150_000);

  // A private copy of the seeded e2e database.
  for (const suffix of ["", "-wal", "-shm"]) fs.rmSync(FILE + suffix, { force: true });
  const source = new Database((process.env.DATABASE_URL ?? "").replace(/^file:/, ""), { readonly: true });
  source.exec(`VACUUM INTO '${FILE}'`);
  source.close();
  const db = createPrismaClient(`file:./${FILE}`);

  const category = await db.category.findFirstOrThrow({ where: { isActive: true } });
  const product = await db.product.create({
    data: { name: "Crash Test Saree", description: "x", material: "Silk", price: 149900, originalPrice: 149900, categoryId: category.id, images: '["/images/x.jpg"]', stock: STOCK },
  });
  const passwordHash = await hashPassword("Crash@12345");
  const users = await Promise.all(
    Array.from({ length: 60 }, (_, i) =>
      db.user.create({ data: { email: `crash.${Date.now()}.${i}@example.com`, firstName: "Crash", lastName: `Shopper${i}`, passwordHash } }),
    ),
  );

  let server = startServer();
  try {
    await waitUp();
    const tokens = await Promise.all(users.map((u) => createAccessToken(u.id)));
    const api = (path: string, token: string, body: unknown, method = "POST") =>
      fetch(`${BASE}${path}`, { method, headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" }, body: JSON.stringify(body) });
    for (const [i, token] of tokens.entries()) {
      const res = await api("/api/cart/add", token, { productId: product.id, quantity: 1 + (i % 3), selectedSize: "Free Size", selectedColor: "Default" });
      expect(res.status).toBe(200);
    }

    // Ten shoppers start an online payment through the web checkout and never pay: their stock is held.
    const cookieFor = async (userId: string) => {
      const s = await db.session.create({ data: { userId, expiresAt: new Date(Date.now() + 3_600_000) } });
      const cookieSession = await sessionStorage().getSession();
      cookieSession.set("sessionId", s.id);
      return (await sessionStorage().commitSession(cookieSession)).split(";")[0];
    };
    for (const [i, user] of users.slice(0, 10).entries()) {
      const cookie = await cookieFor(user.id);
      // The form carries the total the shopper saw (paise), as the checkout page does.
      const cart = (await (await fetch(`${BASE}/api/cart`, { headers: { Authorization: `Bearer ${tokens[i]}` } })).json()) as { data: { totals: { total: number } } };
      const expectedTotal = String(Math.round(cart.data.totals.total * 100));
      const form = new URLSearchParams({ ...shippingAddress, country: "India", paymentMethod: "razorpay", idempotencyKey: `crash-${user.id}`, expectedTotal });
      const res = await fetch(`${BASE}/checkout`, { method: "POST", headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" }, body: form, redirect: "manual" });
      expect(res.status, "the web checkout places an unpaid online order").toBe(303);
    }
    const held = await db.order.findMany({ where: { userId: { in: users.slice(0, 10).map((u) => u.id) } }, select: { id: true, stockReleasedAt: true, paymentStatus: true } });
    expect(held).toHaveLength(10);

    // The other fifty check out with cash on delivery, all at once; the server is killed mid-burst.
    const burst = tokens.slice(10).map((token) =>
      api("/api/orders", token, { shippingAddress, paymentMethod: "cod" }).then(
        (r) => r.status,
        () => 0, // the connection died with the server
      ),
    );
    await new Promise((r) => setTimeout(r, 150));
    const exited = new Promise((r) => server.once("exit", r));
    server.kill("SIGKILL");
    const statuses = await Promise.all(burst);
    await exited;
    expect(statuses.filter((s) => s === 0).length, "some requests were cut off by the crash").toBeGreaterThan(0);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);

    // ---- after the crash, before any restart
    const raw = new Database(FILE);
    expect(raw.pragma("integrity_check", { simple: true })).toBe("ok");
    raw.close();
    const orders = await db.order.findMany({ where: { userId: { in: users.map((u) => u.id) } }, include: { items: true } });
    for (const o of orders) {
      expect(o.items.length, `order ${o.orderNumber} has its lines`).toBeGreaterThan(0);
      expect(o.subtotal).toBe(o.items.reduce((n, it) => n + it.price * it.quantity, 0));
    }
    const stockNow = (await db.product.findUniqueOrThrow({ where: { id: product.id } })).stock;
    const holding = orders.filter((o) => o.stockReleasedAt === null).flatMap((o) => o.items).reduce((n, it) => n + it.quantity, 0);
    expect(stockNow + holding, "every unit is either in stock or in an order").toBe(STOCK);
    // A cart was emptied only by an order that exists (the order and the cart change commit together).
    const withOrder = new Set(orders.map((o) => o.userId));
    const carts = await db.cartItem.findMany({ where: { cart: { userId: { in: users.map((u) => u.id) } } }, select: { cart: { select: { userId: true } } } });
    const withCart = new Set(carts.map((c) => c.cart.userId));
    for (const u of users) expect(withOrder.has(u.id) || withCart.has(u.id), `${u.email} lost their cart without an order`).toBe(true);
    // A COD order empties the cart in its own transaction (an unpaid online order keeps it until payment).
    const withCod = new Set(orders.filter((o) => o.paymentMethod === "cod").map((o) => o.userId));
    for (const u of users) expect(withCod.has(u.id) && withCart.has(u.id), `${u.email} has a COD order and still the cart`).toBe(false);

    // ---- the held orders' 30 minutes pass while the server is down; after the restart they are released.
    await db.order.updateMany({ where: { id: { in: held.map((h) => h.id) } }, data: { holdExpiresAt: new Date(Date.now() - 60_000) } });
    server = startServer();
    await waitUp();
    let released = 0;
    for (let i = 0; i < 50 && released < held.length; i++) {
      await new Promise((r) => setTimeout(r, 300));
      released = await db.order.count({ where: { id: { in: held.map((h) => h.id) }, stockReleasedAt: { not: null } } });
    }
    expect(released, "held stock released by the restarted server's job").toBe(held.length);
    const final = await db.order.findMany({ where: { userId: { in: users.map((u) => u.id) }, stockReleasedAt: null }, include: { items: true } });
    const stockAfter = (await db.product.findUniqueOrThrow({ where: { id: product.id } })).stock;
    expect(stockAfter + final.flatMap((o) => o.items).reduce((n, it) => n + it.quantity, 0)).toBe(STOCK);
    expect((await fetch(`${BASE}/api/health`)).status).toBe(200);
  } finally {
    server.kill("SIGTERM");
    await db.$disconnect();
  }
});
