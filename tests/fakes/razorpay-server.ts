import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

// A local fake of Razorpay's REST API (https://razorpay.com/docs/api/), for tests that drive
// the official `razorpay` SDK against it through RAZORPAY_API_URL (production refuses that
// setting). It answers with the entities and error bodies Razorpay documents:
//   POST /v1/orders                          create an order (amount in paise, >= 100)
//   GET  /v1/orders/:id                      fetch an order
//   GET  /v1/orders/:id/payments             the order's payments (collection)
//   GET  /v1/payments/:id                    fetch a payment
//   POST /v1/payments/:id/refund             create a normal refund (X-Refund-Idempotency honoured)
//   GET  /v1/payments/:id/refunds            the payment's refunds (collection)
//   GET  /v1/payments/:id/refunds/:refundId  one refund of the payment
//   GET  /v1/refunds/:id                     fetch a refund
// Basic auth with the key id and secret on every call (401 otherwise). Errors:
//   {"error":{"code":"BAD_REQUEST_ERROR","description":...,"source":...,"step":...,"reason":...,"metadata":{},"field":...}}
// Tests play the shopper and Razorpay's back office with capture(), fail(), settleRefund(),
// and build signed webhooks with webhook().

export type FakeOrder = {
  id: string;
  entity: "order";
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string | null;
  offer_id: null;
  status: "created" | "attempted" | "paid";
  attempts: number;
  notes: Record<string, string>;
  created_at: number;
};

export type FakePayment = {
  id: string;
  entity: "payment";
  amount: number;
  currency: string;
  status: "created" | "authorized" | "captured" | "refunded" | "failed";
  order_id: string;
  invoice_id: null;
  international: boolean;
  method: string;
  amount_refunded: number;
  refund_status: null | "partial" | "full";
  captured: boolean;
  description: string | null;
  email: string;
  contact: string;
  notes: Record<string, string>;
  fee: number | null;
  tax: number | null;
  error_code: string | null;
  error_description: string | null;
  error_source: string | null;
  error_step: string | null;
  error_reason: string | null;
  created_at: number;
};

export type FakeRefund = {
  id: string;
  entity: "refund";
  amount: number;
  currency: string;
  payment_id: string;
  notes: Record<string, string>;
  receipt: string | null;
  acquirer_data: { arn: string | null };
  created_at: number;
  batch_id: null;
  status: "pending" | "processed" | "failed";
  speed_processed: "normal";
  speed_requested: "normal" | "optimum";
};

export type FakeRequest = { method: string; path: string; authorized: boolean; body: unknown; headers: http.IncomingHttpHeaders };

const BASE62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
const rid = (prefix: string) => `${prefix}_${Array.from(crypto.randomBytes(14), (b) => BASE62[b % 62]).join("")}`;
const now = () => Math.floor(Date.now() / 1000);

function errorBody(description: string, opts: { field?: string; code?: string; reason?: string } = {}) {
  return {
    error: {
      code: opts.code ?? "BAD_REQUEST_ERROR",
      description,
      source: "business",
      step: "payment_initiation",
      reason: opts.reason ?? "input_validation_failed",
      metadata: {},
      ...(opts.field ? { field: opts.field } : {}),
    },
  };
}

export class FakeRazorpay {
  readonly keyId = `rzp_test_${crypto.randomBytes(6).toString("hex")}`;
  readonly keySecret = crypto.randomBytes(16).toString("hex");
  readonly webhookSecret = `whsec_${crypto.randomBytes(12).toString("hex")}`;
  readonly orders = new Map<string, FakeOrder>();
  readonly payments = new Map<string, FakePayment>();
  readonly refunds = new Map<string, FakeRefund>();
  readonly requests: FakeRequest[] = [];
  /** How a new refund starts: Razorpay's normal refunds are usually `processed` at once in test mode, `pending` in live. */
  refundStartsAs: "pending" | "processed" = "pending";
  /** Answers the next matching calls with a server error (5xx) before doing anything. */
  private failures: Array<{ method: string; pattern: RegExp; status: number }> = [];
  private idempotency = new Map<string, string>();
  private server: http.Server | null = null;
  url = "";

  async start(): Promise<this> {
    this.server = http.createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, "127.0.0.1", resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async stop() {
    if (!this.server) return;
    this.server.closeAllConnections?.();
    await new Promise((resolve) => this.server!.close(resolve));
    this.server = null;
  }

  /** The environment that points the app's SDK at this fake. */
  env(): Record<string, string> {
    return { RAZORPAY_KEY_ID: this.keyId, RAZORPAY_KEY_SECRET: this.keySecret, RAZORPAY_WEBHOOK_SECRET: this.webhookSecret, RAZORPAY_API_URL: this.url };
  }

  failNext(method: string, pattern: RegExp, status = 500) {
    this.failures.push({ method, pattern, status });
  }

  // ------------------------------------------------------------ the shopper and Razorpay's side

  private newPayment(order: FakeOrder, status: FakePayment["status"], extra: Partial<FakePayment> = {}): FakePayment {
    const payment: FakePayment = {
      id: rid("pay"),
      entity: "payment",
      amount: order.amount,
      currency: order.currency,
      status,
      order_id: order.id,
      invoice_id: null,
      international: false,
      method: "upi",
      amount_refunded: 0,
      refund_status: null,
      captured: status === "captured",
      description: null,
      email: "shopper@example.com",
      contact: "+919876543210",
      notes: {},
      fee: status === "captured" ? Math.round(order.amount * 0.02) : null,
      tax: status === "captured" ? Math.round(order.amount * 0.0036) : null,
      error_code: null,
      error_description: null,
      error_source: null,
      error_step: null,
      error_reason: null,
      created_at: now(),
      ...extra,
    };
    this.payments.set(payment.id, payment);
    order.attempts += 1;
    order.status = status === "captured" ? "paid" : "attempted";
    if (status === "captured") {
      order.amount_paid = order.amount;
      order.amount_due = 0;
    }
    return payment;
  }

  /** The shopper pays: a captured payment and the signature checkout.js / Hosted Checkout hand back. */
  capture(orderId: string): { payment: FakePayment; signature: string; callback: { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string } } {
    const order = this.orders.get(orderId);
    if (!order) throw new Error(`No such fake order ${orderId}`);
    const payment = this.newPayment(order, "captured");
    const signature = crypto.createHmac("sha256", this.keySecret).update(`${order.id}|${payment.id}`).digest("hex");
    return { payment, signature, callback: { razorpay_payment_id: payment.id, razorpay_order_id: order.id, razorpay_signature: signature } };
  }

  /** A failed attempt on the order (card declined). */
  fail(orderId: string, description = "Your payment has been declined by the bank."): FakePayment {
    const order = this.orders.get(orderId);
    if (!order) throw new Error(`No such fake order ${orderId}`);
    return this.newPayment(order, "failed", {
      error_code: "BAD_REQUEST_ERROR",
      error_description: description,
      error_source: "bank",
      error_step: "payment_authorization",
      error_reason: "payment_declined",
    });
  }

  /** Razorpay finishes (or gives up on) a refund. */
  settleRefund(refundId: string, status: "processed" | "failed"): FakeRefund {
    const refund = this.refunds.get(refundId);
    if (!refund) throw new Error(`No such fake refund ${refundId}`);
    refund.status = status;
    if (status === "processed") refund.acquirer_data.arn = String(10_000_000_000_000 + Math.floor(Math.random() * 1e9));
    if (status === "failed") {
      const payment = this.payments.get(refund.payment_id)!;
      payment.amount_refunded -= refund.amount;
      this.updateRefundState(payment);
    }
    return refund;
  }

  /** A webhook delivery as Razorpay sends it: body, X-Razorpay-Signature (HMAC-SHA256 of the raw body), X-Razorpay-Event-Id. */
  webhook(event: string, entities: { payment?: FakePayment; order?: FakeOrder; refund?: FakeRefund }, secret = this.webhookSecret) {
    const payload: Record<string, { entity: unknown }> = {};
    for (const [name, entity] of Object.entries(entities)) if (entity) payload[name] = { entity: { ...entity } };
    const body = JSON.stringify({ entity: "event", account_id: "acc_FakeAccount00001", event, contains: Object.keys(payload), payload, created_at: now() });
    const signature = crypto.createHmac("sha256", secret).update(body).digest("hex");
    return { body, signature, eventId: rid("evt") };
  }

  private updateRefundState(payment: FakePayment) {
    payment.refund_status = payment.amount_refunded === 0 ? null : payment.amount_refunded >= payment.amount ? "full" : "partial";
    payment.status = payment.refund_status === "full" ? "refunded" : "captured";
  }

  // ------------------------------------------------------------ HTTP

  private async handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString("utf8");
    const url = new URL(req.url ?? "/", "http://fake");
    const method = (req.method ?? "GET").toUpperCase();
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { "Content-Type": "application/json" });
      res.end(JSON.stringify(body));
    };

    const expected = `Basic ${Buffer.from(`${this.keyId}:${this.keySecret}`).toString("base64")}`;
    const authorized = req.headers.authorization === expected;
    let body: Record<string, unknown> = {};
    if (raw) {
      try {
        body = JSON.parse(raw) as Record<string, unknown>;
      } catch {
        this.requests.push({ method, path: url.pathname, authorized, body: raw, headers: req.headers });
        return send(400, errorBody("The request body is not valid JSON"));
      }
    }
    this.requests.push({ method, path: url.pathname, authorized, body, headers: req.headers });
    if (!authorized) return send(401, errorBody("Authentication failed", { reason: "authentication_failed" }));

    const failure = this.failures.findIndex((f) => f.method === method && f.pattern.test(url.pathname));
    if (failure >= 0) {
      const [f] = this.failures.splice(failure, 1);
      return send(f.status, errorBody("We are facing some trouble completing your request at the moment. Please try again shortly.", { code: "SERVER_ERROR", reason: "server_error" }));
    }

    const parts = url.pathname.split("/").filter(Boolean);
    if (parts[0] !== "v1") return send(404, errorBody("The requested URL was not found on the server.", { code: "NOT_FOUND" }));
    const [, resource, id, sub, subId] = parts;

    if (resource === "orders") {
      if (method === "POST" && !id) {
        const amount = body.amount;
        if (typeof amount !== "number" || !Number.isInteger(amount)) return send(400, errorBody("The amount must be an integer.", { field: "amount" }));
        if (amount < 100) return send(400, errorBody("The amount must be atleast INR 1.00", { field: "amount" }));
        const currency = typeof body.currency === "string" ? body.currency : "INR";
        if (currency !== "INR") return send(400, errorBody("Currency is not supported", { field: "currency" }));
        const receipt = typeof body.receipt === "string" ? body.receipt : null;
        if (receipt && receipt.length > 40) return send(400, errorBody("The receipt may not be greater than 40 characters.", { field: "receipt" }));
        const order: FakeOrder = {
          id: rid("order"),
          entity: "order",
          amount,
          amount_paid: 0,
          amount_due: amount,
          currency,
          receipt,
          offer_id: null,
          status: "created",
          attempts: 0,
          notes: (body.notes as Record<string, string>) ?? {},
          created_at: now(),
        };
        this.orders.set(order.id, order);
        return send(200, order);
      }
      const order = id ? this.orders.get(id) : undefined;
      if (!order) return send(400, errorBody("The id provided does not exist", { field: "id" }));
      if (method === "GET" && !sub) return send(200, order);
      if (method === "GET" && sub === "payments") {
        const items = [...this.payments.values()].filter((p) => p.order_id === order.id);
        return send(200, { entity: "collection", count: items.length, items });
      }
    }

    if (resource === "payments" && id) {
      const payment = this.payments.get(id);
      if (!payment) return send(400, errorBody("The id provided does not exist", { field: "id" }));
      if (method === "GET" && !sub) return send(200, payment);
      if (method === "POST" && sub === "refund") {
        const key = req.headers["x-refund-idempotency"];
        if (typeof key === "string") {
          const earlier = this.idempotency.get(key);
          if (earlier) return send(200, this.refunds.get(earlier));
        }
        if (payment.status !== "captured") return send(400, errorBody("The payment has been fully refunded already", { field: "payment_id", reason: "payment_fully_refunded" }));
        const amount = body.amount === undefined ? payment.amount - payment.amount_refunded : body.amount;
        if (typeof amount !== "number" || !Number.isInteger(amount)) return send(400, errorBody("The amount must be an integer.", { field: "amount" }));
        if (amount < 100) return send(400, errorBody("The amount must be atleast INR 1.00", { field: "amount" }));
        if (amount > payment.amount - payment.amount_refunded) {
          return send(400, errorBody("The refund amount provided is greater than amount captured", { field: "amount", reason: "input_validation_failed" }));
        }
        const refund: FakeRefund = {
          id: rid("rfnd"),
          entity: "refund",
          amount,
          currency: payment.currency,
          payment_id: payment.id,
          notes: (body.notes as Record<string, string>) ?? {},
          receipt: typeof body.receipt === "string" ? body.receipt : null,
          acquirer_data: { arn: null },
          created_at: now(),
          batch_id: null,
          status: this.refundStartsAs,
          speed_processed: "normal",
          speed_requested: body.speed === "optimum" ? "optimum" : "normal",
        };
        this.refunds.set(refund.id, refund);
        if (typeof key === "string") this.idempotency.set(key, refund.id);
        payment.amount_refunded += amount;
        this.updateRefundState(payment);
        return send(200, refund);
      }
      if (method === "GET" && sub === "refunds" && !subId) {
        const items = [...this.refunds.values()].filter((r) => r.payment_id === payment.id);
        return send(200, { entity: "collection", count: items.length, items });
      }
      if (method === "GET" && sub === "refunds" && subId) {
        const refund = this.refunds.get(subId);
        if (!refund || refund.payment_id !== payment.id) return send(400, errorBody("The id provided does not exist", { field: "id" }));
        return send(200, refund);
      }
    }

    if (resource === "refunds" && id && method === "GET" && !sub) {
      const refund = this.refunds.get(id);
      if (!refund) return send(400, errorBody("The id provided does not exist", { field: "id" }));
      return send(200, refund);
    }

    return send(400, errorBody("The requested URL was not found on the server.", { reason: "url_not_found" }));
  }
}

/** A started fake; stop it in afterAll. */
export function startFakeRazorpay(): Promise<FakeRazorpay> {
  return new FakeRazorpay().start();
}
