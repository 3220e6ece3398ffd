import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { prisma } from "~/db.server";
import * as catchAll from "~/routes/api.$";
import * as login from "~/routes/api.auth.login";
import * as profile from "~/routes/api.auth.profile";
import * as health from "~/routes/api.health";
import * as openapi from "~/routes/api.openapi[.]json";
import {
  apiAction,
  apiLoader,
  apiMethods,
  created,
  MAX_BODY_BYTES,
  ok,
  paginationQuery,
  parseJsonBody,
  parseQuery,
  requireApiAdmin,
  requireApiUser,
} from "~/utils/api.server";
import { Conflict, NotFound, TooManyRequests } from "~/utils/errors";
import { callAction, callLoader, callRoute, createUser, jsonRequest, readEnvelope, tokensFor, uniqueEmail } from "./helpers";

afterEach(() => {
  vi.restoreAllMocks();
});

/** Runs an error-expecting call and returns its envelope response. */
async function expectFailure(promise: Promise<unknown>, status: number, message: string) {
  const res = await apiAction(async () => {
    await promise;
    return ok("unexpected");
  })({ request: jsonRequest("POST", "/api/test"), params: {}, context: {} });
  expect(res.status).toBe(status);
  const body = await readEnvelope(res);
  expect(body.success).toBe(false);
  expect(body.message).toBe(message);
  return { res, body };
}

describe("the envelope", () => {
  it("has success, message, data and an ISO timestamp, in that order", async () => {
    const res = ok({ a: 1 }, "Fine");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("application/json; charset=utf-8");
    const body = await readEnvelope(res);
    expect(Object.keys(body)).toEqual(["success", "message", "data", "timestamp"]);
    expect(body).toMatchObject({ success: true, message: "Fine", data: { a: 1 } });
    expect(new Date(body.timestamp).toISOString()).toBe(body.timestamp);
    expect(created(null).status).toBe(201);
  });

  it("maps model errors to their status codes", async () => {
    const route = apiMethods({
      GET: () => {
        throw new NotFound("Product not found");
      },
      POST: () => {
        throw new Conflict("Not enough stock", [{ param: "quantity", msg: "Only 2 left" }]);
      },
      PUT: () => {
        throw new TooManyRequests("Slow down", 42.3);
      },
    });
    const notFound = await callRoute(route, jsonRequest("GET", "/api/x"));
    expect(notFound.status).toBe(404);
    expect((await readEnvelope(notFound)).message).toBe("Product not found");

    const conflict = await callRoute(route, jsonRequest("POST", "/api/x"));
    expect(conflict.status).toBe(409);
    expect((await readEnvelope(conflict)).errors).toEqual([{ param: "quantity", msg: "Only 2 left" }]);

    const limited = await callRoute(route, jsonRequest("PUT", "/api/x"));
    expect(limited.status).toBe(429);
    expect(limited.headers.get("Retry-After")).toBe("43");
    expect(limited.headers.get("Cache-Control")).toBe("no-store");
  });

  it("answers 500 'Internal server error' without stack or SQL, and logs the error", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const loader = apiLoader(async () => {
      throw new Error("SQLITE_ERROR: no such table: SELECT * FROM User at /work/main/app/models/x.ts:1");
    });
    const res = await loader({ request: jsonRequest("GET", "/api/boom"), params: {}, context: {} });
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(JSON.parse(text)).toMatchObject({ success: false, message: "Internal server error", data: null });
    expect(text).not.toMatch(/SQLITE|SELECT|\.ts|at /);
    expect(logged).toHaveBeenCalledTimes(1);
  });
});

describe("parseJsonBody", () => {
  const Schema = z.object({
    name: z.string().min(2, "Name must be at least 2 characters long"),
    address: z.object({ pincode: z.string().regex(/^\d{6}$/, "Pincode must be 6 digits") }),
  });
  const echo = apiMethods({ POST: async ({ request }) => ok(await parseJsonBody(request, Schema)) });

  it("returns the parsed body", async () => {
    const res = await callAction(echo, jsonRequest("POST", "/api/echo", { name: "Asha", address: { pincode: "395003" }, extra: true }));
    expect(res.status).toBe(200);
    expect((await readEnvelope(res)).data).toEqual({ name: "Asha", address: { pincode: "395003" } });
  });

  it("accepts application/json with a charset", async () => {
    const res = await callAction(
      echo,
      jsonRequest("POST", "/api/echo", JSON.stringify({ name: "Asha", address: { pincode: "395003" } }), {
        headers: { "Content-Type": "application/json; charset=UTF-8" },
      }),
    );
    expect(res.status).toBe(200);
  });

  it("names nested fields by their dotted path, one error per field", async () => {
    const res = await callAction(echo, jsonRequest("POST", "/api/echo", { name: "A", address: { pincode: "12" } }));
    expect(res.status).toBe(400);
    const body = await readEnvelope(res);
    expect(body.message).toBe("Validation failed");
    expect(body.errors).toEqual([
      { param: "name", msg: "Name must be at least 2 characters long" },
      { param: "address.pincode", msg: "Pincode must be 6 digits" },
    ]);
  });

  it("answers 415 for a body that is not sent as JSON", async () => {
    for (const type of ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x"]) {
      const res = await callAction(login, jsonRequest("POST", "/api/auth/login", "email=a%40b.com&password=x", { headers: { "Content-Type": type } }));
      expect(res.status, type).toBe(415);
      expect((await readEnvelope(res)).message).toBe("Content-Type must be application/json");
    }
    const untyped = await callAction(login, jsonRequest("POST", "/api/auth/login", new TextEncoder().encode('{"email":"a@b.com"}')));
    expect(untyped.headers.get("Content-Type")).toBe("application/json; charset=utf-8");
    expect(untyped.status).toBe(415);
  });

  it("answers 413 when Content-Length declares more than 1 MiB", async () => {
    const req = jsonRequest("POST", "/api/auth/login", "{}", {
      headers: { "Content-Type": "application/json", "Content-Length": String(MAX_BODY_BYTES + 1) },
    });
    expect(req.headers.get("Content-Length")).toBe(String(MAX_BODY_BYTES + 1));
    const res = await callAction(login, req);
    expect(res.status).toBe(413);
    expect((await readEnvelope(res)).message).toBe("Request body must not exceed 1 MiB");
  });

  it("answers 413 when the bytes actually sent exceed 1 MiB (no Content-Length)", async () => {
    const chunk = new Uint8Array(64 * 1024).fill(0x20);
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent > MAX_BODY_BYTES + chunk.length) return controller.close();
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const req = jsonRequest("POST", "/api/auth/login", stream, { headers: { "Content-Type": "application/json" } });
    expect(req.headers.get("Content-Length")).toBeNull();
    const res = await callAction(login, req);
    expect(res.status).toBe(413);
  });

  it("accepts a body of exactly 1 MiB", async () => {
    const json = JSON.stringify({ name: "Asha", address: { pincode: "395003" }, pad: "" });
    const padded = json.replace('"pad":""', `"pad":"${"x".repeat(MAX_BODY_BYTES - json.length)}"`);
    expect(new TextEncoder().encode(padded).byteLength).toBe(MAX_BODY_BYTES);
    const res = await callAction(echo, jsonRequest("POST", "/api/echo", padded, { headers: { "Content-Type": "application/json" } }));
    expect(res.status).toBe(200);
  });

  it("answers 400 'Invalid JSON' for malformed JSON and 400 for a body that is not an object", async () => {
    for (const raw of ['{"email": "a@b.com",', "{'email': 1}", "undefined"]) {
      const res = await callAction(login, jsonRequest("POST", "/api/auth/login", raw, { headers: { "Content-Type": "application/json" } }));
      expect(res.status, raw).toBe(400);
      expect((await readEnvelope(res)).message).toBe("Invalid JSON");
    }
    const array = await callAction(login, jsonRequest("POST", "/api/auth/login", "[1,2]", { headers: { "Content-Type": "application/json" } }));
    expect(array.status).toBe(400);
    expect((await readEnvelope(array)).message).toBe("Request body must be a JSON object");
  });

  it("validates an empty body as {} so required fields are reported", async () => {
    const res = await callAction(login, jsonRequest("POST", "/api/auth/login"));
    expect(res.status).toBe(400);
    expect((await readEnvelope(res)).errors).toEqual([
      { param: "email", msg: "Email is required" },
      { param: "password", msg: "Password is required" },
    ]);
  });
});

describe("parseQuery", () => {
  const Query = paginationQuery(12).extend({ search: z.string().max(100).optional() });
  const list = apiMethods({ GET: ({ request }) => ok(parseQuery(request, Query)) });
  const get = async (qs: string) => callLoader(list, jsonRequest("GET", `/api/list${qs}`));

  it("applies the defaults and caps limit at 100", async () => {
    expect((await readEnvelope(await get(""))).data).toEqual({ page: 1, limit: 12 });
    expect((await readEnvelope(await get("?page=3&limit=500&search=saree"))).data).toEqual({ page: 3, limit: 100, search: "saree" });
    expect((await readEnvelope(await get("?page=&limit="))).data).toEqual({ page: 1, limit: 12 });
  });

  it.each([
    ["?page=abc", "page", "page must be a whole number"],
    ["?page=0", "page", "page must be between 1 and 1000000"],
    ["?limit=1.5", "limit", "limit must be a whole number"],
    ["?limit=-4", "limit", "limit must be a whole number"],
    ["?limit=0", "limit", "limit must be at least 1"],
  ])("answers 400 for %s", async (qs, param, msg) => {
    const res = await get(qs);
    expect(res.status).toBe(400);
    expect((await readEnvelope(res)).errors).toEqual([{ param, msg }]);
  });
});

describe("bearer auth helpers", () => {
  const adminOnly = apiMethods({ GET: async ({ request }) => ok((await requireApiAdmin(request)).id) });

  it("requireApiAdmin: 401 without a token, 403 for a customer, passes an admin", async () => {
    const noToken = await callLoader(adminOnly, jsonRequest("GET", "/api/admin/thing"));
    expect(noToken.status).toBe(401);
    expect((await readEnvelope(noToken)).message).toBe("Authentication required");

    const customer = await createUser();
    const forbidden = await callLoader(adminOnly, jsonRequest("GET", "/api/admin/thing", undefined, { token: (await tokensFor(customer)).token }));
    expect(forbidden.status).toBe(403);
    expect((await readEnvelope(forbidden)).message).toBe("Admin access required");

    const admin = await createUser({ role: "admin" });
    const allowed = await callLoader(adminOnly, jsonRequest("GET", "/api/admin/thing", undefined, { token: (await tokensFor(admin)).token }));
    expect(allowed.status).toBe(200);
    expect((await readEnvelope(allowed)).data).toBe(admin.id);
    expect(allowed.headers.get("Cache-Control")).toBe("no-store");
  });

  it("requireApiAdmin reads the role from the database, not from the token", async () => {
    const admin = await createUser({ role: "admin" });
    const { token } = await tokensFor(admin);
    await prisma.user.update({ where: { id: admin.id }, data: { role: "customer" } });
    await expect(requireApiAdmin(jsonRequest("GET", "/api/admin/thing", undefined, { token }))).rejects.toMatchObject({ status: 403 });
  });

  it("requireApiUser: 401 for a token of a user that no longer exists, 403 when deactivated", async () => {
    const gone = await createUser();
    const goneToken = (await tokensFor(gone)).token;
    await prisma.user.delete({ where: { id: gone.id } });
    await expect(requireApiUser(jsonRequest("GET", "/", undefined, { token: goneToken }))).rejects.toMatchObject({ status: 401 });

    const inactive = await createUser();
    const inactiveToken = (await tokensFor(inactive)).token;
    await prisma.user.update({ where: { id: inactive.id }, data: { isActive: false } });
    await expect(requireApiUser(jsonRequest("GET", "/", undefined, { token: inactiveToken }))).rejects.toMatchObject({ status: 403 });
  });

  it("rejects a token signed with another secret", async () => {
    const user = await createUser();
    const { token } = await tokensFor(user);
    const [header, payload] = token.split(".");
    const forged = `${header}.${payload}.${Buffer.from("forged-signature").toString("base64url")}`;
    await expectFailure(requireApiUser(jsonRequest("GET", "/", undefined, { token: forged })), 401, "Invalid or expired token");
  });
});

describe("unknown routes and methods", () => {
  it.each(["GET", "POST", "PUT", "PATCH", "DELETE"])("answers %s /api/does-not-exist with a 404 envelope", async (method) => {
    const req = jsonRequest(method, "/api/does-not-exist", method === "GET" ? undefined : { a: 1 });
    const res = await callRoute(catchAll, req, { "*": "does-not-exist" });
    expect(res.status).toBe(404);
    expect(res.headers.get("Content-Type")).toBe("application/json; charset=utf-8");
    expect(await readEnvelope(res)).toMatchObject({ success: false, message: "API route not found", data: null });
  });

  it("answers 405 with Allow for a method the route does not take", async () => {
    const getLogin = await callLoader(login, jsonRequest("GET", "/api/auth/login"));
    expect(getLogin.status).toBe(405);
    expect(getLogin.headers.get("Allow")).toBe("POST");
    expect(await readEnvelope(getLogin)).toMatchObject({ success: false, message: "Method not allowed", data: null });

    const deleteProfile = await callAction(profile, jsonRequest("DELETE", "/api/auth/profile"));
    expect(deleteProfile.status).toBe(405);
    expect(deleteProfile.headers.get("Allow")).toBe("GET, PUT");

    const postHealth = await callAction(health, jsonRequest("POST", "/api/health", {}));
    expect(postHealth.status).toBe(405);
  });
});

describe("GET /api/health", () => {
  it("answers 200 with status ok when the database answers", async () => {
    const res = await callLoader(health, jsonRequest("GET", "/api/health"));
    expect(res.status).toBe(200);
    expect(await readEnvelope(res)).toMatchObject({ success: true, data: { status: "ok", db: "ok" } });
  });

  it("answers 503 when the database does not", async () => {
    vi.resetModules();
    vi.doMock("~/models/health.server", () => ({ checkDatabase: async () => false }));
    try {
      const mocked = await import("~/routes/api.health");
      const res = await callLoader(mocked, jsonRequest("GET", "/api/health"));
      expect(res.status).toBe(503);
      expect(await readEnvelope(res)).toMatchObject({ success: false, message: "Service unavailable", data: { status: "error", db: "error" } });
    } finally {
      vi.doUnmock("~/models/health.server");
      vi.resetModules();
    }
  });
});

describe("GET /api/openapi.json", () => {
  it("is an OpenAPI 3.1 document covering every auth route and health", async () => {
    const res = await callLoader(openapi, jsonRequest("GET", "/api/openapi.json"));
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toMatch(/^application\/json/);
    const doc = JSON.parse(await res.text());
    expect(doc.openapi).toBe("3.1.0");
    expect(doc.info.title).toBeTruthy();
    const expected: Record<string, string[]> = {
      "/api/auth/register": ["post"],
      "/api/auth/login": ["post"],
      "/api/auth/logout": ["post"],
      "/api/auth/profile": ["get", "put"],
      "/api/auth/change-password": ["post"],
      "/api/auth/forgot-password": ["post"],
      "/api/auth/reset-password": ["post"],
      "/api/auth/refresh-token": ["post"],
      "/api/health": ["get"],
    };
    for (const [path, methods] of Object.entries(expected)) {
      expect(doc.paths[path], path).toBeDefined();
      expect(Object.keys(doc.paths[path]).sort(), path).toEqual([...methods].sort());
    }
    expect(doc.paths["/api/auth/register"].post.responses["201"]).toBeDefined();
    expect(doc.paths["/api/auth/profile"].get.security).toEqual([{ bearerAuth: [] }]);
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: "http", scheme: "bearer" });
    expect(doc.components.schemas.Envelope.required).toEqual(["success", "message", "data", "timestamp"]);

    // Every reference resolves.
    const refs = [...JSON.stringify(doc).matchAll(/"\$ref":"#\/([^"]+)"/g)].map((m) => m[1]);
    expect(refs.length).toBeGreaterThan(10);
    for (const ref of refs) {
      const target = ref.split("/").reduce<Record<string, unknown> | undefined>((node, key) => node?.[key] as Record<string, unknown> | undefined, doc);
      expect(target, ref).toBeDefined();
    }
  });
});

describe("rate limiting per IP on registration", () => {
  // Per address the looser limit (20 an hour, RATE_LIMITS.register.ipLimit): many shoppers share one address.
  it("gives 429 on the 21st registration from one address within the hour", { timeout: 60_000 }, async () => {
    const { action } = await import("~/routes/api.auth.register");
    const ip = "203.0.113.77";
    const body = () => ({
      firstName: "Test",
      lastName: "User",
      email: uniqueEmail("reg-limit"),
      phone: "9876543210",
      password: "Secret123",
      confirmPassword: "Secret123",
      agreeToTerms: true,
    });
    for (let i = 1; i <= 20; i++) expect((await callAction({ action }, jsonRequest("POST", "/api/auth/register", body()), {}, { clientIp: ip })).status).toBe(201);
    const res = await callAction({ action }, jsonRequest("POST", "/api/auth/register", body()), {}, { clientIp: ip });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("Retry-After"))).toBeGreaterThan(0);
  });
});
