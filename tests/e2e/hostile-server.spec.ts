import { spawn } from "node:child_process";
import http from "node:http";
import net from "node:net";
import zlib from "node:zlib";
import { prisma } from "../../app/db.server";
import { DEMO_ADMIN, DEMO_CUSTOMER, expect, test, uniqueEmail } from "./fixtures";
import { loginCookieFor } from "./session";

// Issue 11 against the real server (server.js on the current build): body
// limits before anything reads a body, malformed multipart, slow clients,
// links that ignore the request's Host, and the production start contract.
// Plain HTTP only, so the file runs in the JavaScript project alone (playwright.config.ts).

const PORT = Number(process.env.E2E_PORT || 3100);
const MB = 1024 * 1024;

type Answer = { status: number; body: string; sent: number; headers: http.IncomingHttpHeaders };
type PostAnswer = Omit<Answer, "status"> & { status: number | "reset" };

/**
 * POSTs `total` bytes of `fill` (after `prefix`) in 64 KB chunks, declared
 * (Content-Length) or chunked, and stops writing as soon as an answer arrives:
 * `sent` says how much of the body the server took before answering.
 */
function post(path: string, opts: { total: number; prefix?: string; contentType?: string; chunked?: boolean; headers?: Record<string, string> }): Promise<Answer>;
function post(path: string, opts: { total: number; prefix?: string; contentType?: string; chunked?: boolean; headers?: Record<string, string>; resetIsAnswer: true }): Promise<PostAnswer>;
function post(path: string, { total, prefix = "", contentType = "application/x-www-form-urlencoded", chunked = false, headers = {}, resetIsAnswer = false }: { total: number; prefix?: string; contentType?: string; chunked?: boolean; headers?: Record<string, string>; resetIsAnswer?: boolean }): Promise<PostAnswer> {
  return new Promise((resolve, reject) => {
    const req = http.request({
      host: "127.0.0.1",
      port: PORT,
      path,
      method: "POST",
      headers: { "Content-Type": contentType, ...(chunked ? {} : { "Content-Length": String(total) }), ...headers },
    });
    let sent = 0;
    let answered = false;
    const chunk = Buffer.alloc(64 * 1024, "a");
    const pump = () => {
      while (!answered && sent < total) {
        const head = sent === 0 ? Buffer.from(prefix) : Buffer.alloc(0);
        const piece = Buffer.concat([head, chunk]).subarray(0, Math.min(64 * 1024, total - sent));
        sent += piece.length;
        if (!req.write(piece)) return void req.once("drain", pump);
      }
      if (!answered) req.end();
    };
    req.on("response", (res) => {
      answered = true;
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (d) => (body += d));
      res.on("end", () => resolve({ status: res.statusCode!, body, sent, headers: res.headers }));
    });
    // The server may close the socket after answering while we were still writing.
    req.on("error", (error: NodeJS.ErrnoException) => {
      if (answered) return;
      answered = true;
      if (resetIsAnswer && (error.code === "ECONNRESET" || error.code === "EPIPE")) resolve({ status: "reset", body: "", sent, headers: {} });
      else reject(error);
    });
    // Expect: 100-continue waits for the server's invitation before sending the body.
    if (headers.Expect) req.once("continue", pump);
    else pump();
  });
}

/** A small request with any headers (Host included), read whole. */
function send(path: string, { method = "POST", body = "", headers = {} }: { method?: string; body?: string | Buffer; headers?: Record<string, string> }): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port: PORT, path, method, headers: { "Content-Length": String(Buffer.byteLength(body)), ...headers } }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (d) => (text += d));
      res.on("end", () => resolve({ status: res.statusCode!, body: text, sent: Buffer.byteLength(body), headers: res.headers }));
    });
    req.on("error", reject);
    req.end(body);
  });
}

async function serverStillAnswers() {
  const res = await send("/api/health", { method: "GET" });
  expect(res.status).toBe(200);
}

test.describe("body limits before Remix reads a body", () => {
  test("a 2 MB form POST to /login is 413 with a readable page (it was parsed, 400)", async () => {
    const res = await post("/login", { total: 2 * MB, prefix: "email=" });
    expect(res.status).toBe(413);
    expect(res.headers["content-type"]).toMatch(/text\/html/);
    expect(res.body).toContain("Form too large");
    await serverStillAnswers();
  });

  test("a 150 MB chunked form POST to /login is refused after at most a few MB were read, and the server lives on", async () => {
    test.setTimeout(60_000);
    const res = await post("/login", { total: 150 * MB, prefix: "email=", chunked: true, resetIsAnswer: true });
    // The server answers 413 at once, reads (and drops) at most 16 MB more, then cuts the connection.
    // A client still writing when the cut comes may see the reset before it has read the 413 (a TCP
    // reset discards what was unread), so either is the refusal; what matters is where it stopped.
    expect([413, "reset"]).toContain(res.status);
    // What the client counts as sent includes what sat in the loopback socket buffers, a few MB more
    // than the server read. Reading it all would be 150 MB.
    expect(res.sent).toBeLessThan(40 * MB);
    await serverStillAnswers();
  });

  test("a declared Content-Length over the limit is refused before the body is sent", async () => {
    const res = await post("/contact", { total: 150 * MB, prefix: "name=", headers: { Expect: "100-continue" } });
    expect(res.status).toBe(413);
    expect(res.sent).toBe(0);
  });

  test("64 KB is the screens' limit; the admin product form takes 512 KB", async () => {
    expect((await post("/contact", { total: 60 * 1024, prefix: "message=" })).status).not.toBe(413);
    expect((await post("/contact", { total: 70 * 1024, prefix: "message=" })).status).toBe(413);
    // Signed out: the admin guard answers, but the body was within its limit.
    expect((await post("/admin/products/new", { total: 300 * 1024, prefix: "description=" })).status).not.toBe(413);
    expect((await post("/admin/products/new", { total: 600 * 1024, prefix: "description=" })).status).toBe(413);
  });

  test("the photo upload's 25 MB is for signed-in admins: anyone else is held to 512 KB before the body is read", async () => {
    const multipart = "multipart/form-data; boundary=xyz";
    const signedOut = await post("/admin/products/new", { total: 2 * MB, prefix: "--xyz\r\n", contentType: multipart });
    expect(signedOut.status).toBe(413);
    const customer = await loginCookieFor(DEMO_CUSTOMER.email);
    const asCustomer = await post("/admin/products/new", { total: 2 * MB, prefix: "--xyz\r\n", contentType: multipart, headers: { Cookie: `${customer.name}=${customer.value}` } });
    expect(asCustomer.status).toBe(413);
    // An admin's 2 MB body is read whole (this one is not a well-formed form, so it is a 400, not a 413).
    const admin = await loginCookieFor(DEMO_ADMIN.email);
    const asAdmin = await post("/admin/products/new", { total: 2 * MB, prefix: "--xyz\r\n", contentType: multipart, headers: { Cookie: `${admin.name}=${admin.value}` } });
    expect(asAdmin.status).toBe(400);
    await serverStillAnswers();
  });

  test("the photo API's 413 names its own limit: 25 MB for an admin, 512 KB for anyone else (never the JSON API's 1 MiB)", async () => {
    const multipart = "multipart/form-data; boundary=xyz";
    const product = await prisma.product.findFirstOrThrow({ select: { id: true } });
    const path = `/api/admin/products/${product.id}/photos`;
    const admin = await loginCookieFor(DEMO_ADMIN.email);
    // Told before sending (Expect: 100-continue), so the answer never races a cut connection.
    const asAdmin = await post(path, { total: 26 * MB, prefix: "--xyz\r\n", contentType: multipart, headers: { Cookie: `${admin.name}=${admin.value}`, Origin: `http://localhost:${PORT}`, Expect: "100-continue" }, resetIsAnswer: true });
    expect(asAdmin.status).toBe(413);
    expect(JSON.parse(asAdmin.body).message).toMatch(/^Request body must not exceed 25 MB/);
    const guest = await post(path, { total: 2 * MB, prefix: "--xyz\r\n", contentType: multipart, resetIsAnswer: true });
    expect(guest.status).toBe(413);
    expect(JSON.parse(guest.body).message).toBe("Request body must not exceed 512 KB");
    await serverStillAnswers();
  });

  test("the JSON API's 1 MiB holds for a chunked body too (the webhook reads its raw body), answered in the envelope", async () => {
    test.setTimeout(60_000);
    // 12 MB: over the 1 MiB limit, under the 16 MB the server drains after answering, so the connection
    // is not cut while the client still writes (a cut can beat the answer to the client: EPIPE).
    const res = await post("/api/payments/webhook", { total: 12 * MB, prefix: '{"pad":"', contentType: "application/json", chunked: true });
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body)).toMatchObject({ success: false, message: "Request body must not exceed 1 MiB" });
  });
});

test.describe("malformed multipart/form-data", () => {
  const MALFORMED: Array<[string, string, string]> = [
    ["an unterminated part", "multipart/form-data; boundary=xyz", '--xyz\r\nContent-Disposition: form-data; name="email"\r\n\r\nabc'],
    ["no boundary", "multipart/form-data", "email=abc"],
    ["garbage", "multipart/form-data; boundary=xyz", "\u0000\u0001 not multipart at all"],
  ];
  for (const path of ["/login", "/register", "/contact", "/cart", "/newsletter", "/checkout", "/admin/products/new"]) {
    test(`${path}: 400 with a readable page, never a 500`, async () => {
      for (const [label, type, body] of MALFORMED) {
        const res = await send(path, { body, headers: { "Content-Type": type } });
        expect(res.status, label).toBe(400);
        expect(res.body, label).toContain("Form could not be read");
      }
    });
  }

  test("a well-formed multipart form still reaches the action", async () => {
    const body = '--xyz\r\nContent-Disposition: form-data; name="email"\r\n\r\nnobody@example.com\r\n--xyz\r\nContent-Disposition: form-data; name="password"\r\n\r\nWrong-pass-1\r\n--xyz--\r\n';
    const res = await send("/login", { body, headers: { "Content-Type": "multipart/form-data; boundary=xyz" } });
    expect(res.status).toBe(401);
  });
});

test.describe("slow clients", () => {
  test("a client that never finishes its headers is cut off (408) within the headers timeout", async () => {
    test.setTimeout(30_000);
    const started = Date.now();
    const answer = await new Promise<string>((resolve) => {
      const socket = net.connect(PORT, "127.0.0.1", () => socket.write("GET / HTTP/1.1\r\nHost: localhost\r\nX-Slow: 1\r\n"));
      let data = "";
      socket.on("data", (d) => (data += d));
      socket.on("close", () => resolve(data));
    });
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(Date.now() - started).toBeLessThan(15_000);
  });
});

test.describe("links never come from the request's Host", () => {
  test("POST /forgot-password with Host: evil.example e-mails a link on the store's own address", async () => {
    const user = await prisma.user.create({ data: { email: uniqueEmail("host"), passwordHash: "x", firstName: "Asha", lastName: "Patel", role: "customer" } });
    const forged: Array<Record<string, string>> = [{ Host: "evil.example" }, { Host: `localhost:${PORT}`, "X-Forwarded-Host": "evil.example" }];
    for (const headers of forged) {
      const res = await send("/forgot-password", { body: new URLSearchParams({ email: user.email }).toString(), headers: { ...headers, "Content-Type": "application/x-www-form-urlencoded" } });
      expect(res.status).toBeLessThan(400);
      const mail = await prisma.emailOutbox.findFirstOrThrow({ where: { to: user.email, template: "password-reset" }, orderBy: { createdAt: "desc" } });
      expect(mail.text).toContain(`http://localhost:${PORT}/reset-password?token=`);
      expect(mail.text).not.toContain("evil.example");
      await prisma.emailOutbox.deleteMany({ where: { to: user.email } });
    }
  });

  test("the sitemap and a page's canonical link ignore Host and X-Forwarded-Host", async () => {
    const sitemap = await send("/sitemap.xml", { method: "GET", headers: { Host: "evil.example", "X-Forwarded-Host": "evil.example" } });
    expect(sitemap.body).toContain(`<loc>http://localhost:${PORT}/`);
    expect(sitemap.body).not.toContain("evil.example");
    const about = await send("/about", { method: "GET", headers: { Host: "evil.example" } });
    expect(about.body).not.toContain("evil.example");
  });
});

test.describe("pages rendered for one visitor before Express (server.js answerRendered)", () => {
  /** A GET read as bytes, undecoded. */
  function get(path: string, headers: Record<string, string>): Promise<{ status: number; headers: http.IncomingHttpHeaders; bytes: Buffer }> {
    return new Promise((resolve, reject) => {
      http
        .get({ host: "127.0.0.1", port: PORT, path, headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (d: Buffer) => chunks.push(d));
          res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, bytes: Buffer.concat(chunks) }));
        })
        .on("error", reject);
    });
  }

  test("a signed-in /cart comes whole, compressed as asked, with the page's own headers and a forged Host ignored", async () => {
    const session = await loginCookieFor(DEMO_CUSTOMER.email);
    const cookie = `${session.name}=${session.value}`;
    const decode = { br: zlib.brotliDecompressSync, gzip: zlib.gunzipSync, identity: (b: Buffer) => b } as const;
    const pages: string[] = [];
    for (const encoding of ["br", "gzip", "identity"] as const) {
      const res = await get("/cart", { Cookie: cookie, "Accept-Encoding": encoding, Host: "evil.example", "X-Forwarded-Host": "evil.example" });
      expect(res.status).toBe(200);
      expect(res.headers["content-encoding"]).toBe(encoding === "identity" ? undefined : encoding);
      expect(Number(res.headers["content-length"])).toBe(res.bytes.length);
      expect(String(res.headers.vary)).toContain("Accept-Encoding");
      expect(res.headers["cache-control"]).toMatch(/^private/);
      expect(res.headers["content-security-policy"]).toMatch(/script-src 'self' 'nonce-/);
      const html = decode[encoding](res.bytes).toString("utf8");
      expect(html).toContain("<title>Shopping Cart");
      expect(html).toContain(DEMO_CUSTOMER.firstName);
      expect(html).not.toContain("evil.example");
      pages.push(html.replace(/nonce="[^"]+"/g, "").replace(/nonce-[^']+/g, ""));
    }
    expect(pages[1]).toBe(pages[0]);
    expect(pages[2]).toBe(pages[0]);
  });

  test("a redirect, a 404 and a page for a foreign cookie answer as before", async () => {
    const session = await loginCookieFor(DEMO_CUSTOMER.email);
    const cookie = `${session.name}=${session.value}`;
    const admin = await get("/admin", { Cookie: cookie });
    expect(admin.status).toBe(302);
    expect(admin.headers.location).toBe("/");
    expect(admin.bytes.length).toBe(0);
    const missing = await get("/no-such-page-here", { Cookie: cookie, "Accept-Encoding": "gzip" });
    expect(missing.status).toBe(404);
    expect(zlib.gunzipSync(missing.bytes).toString("utf8")).toContain("</html>");
    const foreign = await get("/account", { Cookie: "_ga=GA1.1.123" });
    expect(foreign.status).toBe(302);
    expect(foreign.headers.location).toBe("/login?redirect=%2Faccount");
  });
});

test.describe("the production contract at start", () => {
  const PRODUCTION = {
    NODE_ENV: "production",
    PORT: String(PORT + 57),
    DATABASE_URL: process.env.DATABASE_URL!,
    SESSION_SECRET: "production-session-secret-0123456789abcdef",
    JWT_SECRET: "production-jwt-secret-0123456789abcdefghij",
    APP_URL: "https://shop.example.in",
  };

  /** Starts `node server.js`; resolves with its exit code, or "ready" (then stops it). */
  function start(env: Record<string, string>): Promise<{ outcome: number | "ready"; output: string }> {
    return new Promise((resolve) => {
      const clean = Object.fromEntries(Object.entries(process.env).filter(([k]) => !/^(RAZORPAY_|PAYMENT_METHODS|APP_URL|SESSION_SECRET|JWT_SECRET)/.test(k))) as Record<string, string>;
      const child = spawn(process.execPath, ["server.js"], { env: { ...clean, ...env } as NodeJS.ProcessEnv, stdio: ["ignore", "pipe", "pipe"] });
      let output = "";
      const onData = (d: Buffer) => {
        output += d;
        if (output.includes("Store ready")) {
          child.kill("SIGTERM");
          resolve({ outcome: "ready", output });
        }
      };
      child.stdout.on("data", onData);
      child.stderr.on("data", onData);
      child.on("exit", (code) => resolve({ outcome: code ?? -1, output }));
    });
  }

  test("refuses to start without the Razorpay settings, naming them and the COD-only choice", async () => {
    const { outcome, output } = await start(PRODUCTION);
    expect(outcome).toBe(1);
    expect(output).toContain("Refusing to start in production");
    expect(output).toMatch(/RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET are not set/);
    expect(output).toContain("PAYMENT_METHODS=cod");
    expect(output).not.toMatch(/\n\s+at /); // a message, not a stack trace
  });

  test("refuses to start without secrets or APP_URL", async () => {
    const { outcome, output } = await start({ ...PRODUCTION, SESSION_SECRET: "", JWT_SECRET: "", APP_URL: "", PAYMENT_METHODS: "cod" });
    expect(outcome).toBe(1);
    expect(output).toMatch(/SESSION_SECRET is not set/);
    expect(output).toMatch(/JWT_SECRET is not set/);
    expect(output).toMatch(/APP_URL is not set/);
  });

  test("starts COD-only without Razorpay keys when PAYMENT_METHODS=cod", async () => {
    const { outcome, output } = await start({ ...PRODUCTION, PAYMENT_METHODS: "cod" });
    expect(outcome, output).toBe("ready");
    expect(output).toContain("public address https://shop.example.in");
  });
});

test.describe("TRUST_PROXY", () => {
  test("a hop count: the shopper's address is the one the proxy saw, not the client-written left-most X-Forwarded-For", async () => {
    const port = PORT + 58;
    const clean = Object.fromEntries(Object.entries(process.env).filter(([k]) => !/^(TRUST_PROXY|RATE_LIMIT_DISABLED|PORT)$/.test(k))) as Record<string, string>;
    const child = spawn(process.execPath, ["server.js"], { env: { ...clean, PORT: String(port), TRUST_PROXY: "1", RATE_LIMIT_DISABLED: "0" } as unknown as NodeJS.ProcessEnv, stdio: ["ignore", "pipe", "pipe"] });
    try {
      await new Promise<void>((resolve, reject) => {
        let output = "";
        const onData = (d: Buffer) => {
          output += d;
          if (output.includes("Store ready")) resolve();
        };
        child.stdout.on("data", onData);
        child.stderr.on("data", onData);
        child.on("exit", () => reject(new Error(output)));
      });
      const forged = `198.51.100.${Math.floor(Math.random() * 200) + 1}`;
      const seen = `203.0.113.${Math.floor(Math.random() * 200) + 1}`;
      const res = await new Promise<number>((resolve, reject) => {
        const body = new URLSearchParams({ email: uniqueEmail("xff"), password: "Wrong-pass-1" }).toString();
        const req = http.request({ host: "127.0.0.1", port, path: "/login", method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded", "Content-Length": String(body.length), "X-Forwarded-For": `${forged}, ${seen}` } }, (r) => {
          r.resume();
          r.on("end", () => resolve(r.statusCode!));
        });
        req.on("error", reject);
        req.end(body);
      });
      expect(res).toBe(401);
      const keys = (await prisma.rateLimit.findMany({ where: { OR: [{ key: { contains: forged } }, { key: { contains: seen } }] }, select: { key: true } })).map((r) => r.key);
      expect(keys.some((k) => k.includes(seen)), keys.join()).toBe(true);
      expect(keys.some((k) => k.includes(forged)), keys.join()).toBe(false);
    } finally {
      child.kill("SIGTERM");
    }
  });
});
