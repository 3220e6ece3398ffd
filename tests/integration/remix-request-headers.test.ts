import { redirect } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { remixRequestHeaders, type RawHeaders } from "~/utils/remix-request-headers";
import { remixHandler } from "./remix-handler";

// Behind a TLS proxy, a form posted without JavaScript reaches server.js with
// Origin: https://shop.example.in but Host: 127.0.0.1:3000 (nginx's default)
// or an X-Forwarded-Host the proxy wrote. server.js's guard accepts it (the
// Origin is APP_URL's), and Remix's own document-request check
// (throwIfPotentialCSRFAttack) then compared that Origin with the Host or
// X-Forwarded-Host it was handed and answered 500 before the action ran.

const APP = "https://shop.example.in";

/** A document route whose action redirects. */
const formRoute = { default: () => null, action: async () => redirect("/done", 303) };

/** A no-JavaScript form post as server.js hands it to Remix, from the headers Node received. */
function post(headers: Headers) {
  return remixHandler({ "routes/login": { path: "login", module: formRoute } })(new Request(`${APP}/login`, { method: "POST", headers, body: "email=a%40b.co&password=x" }));
}

const browserPost = (extra: RawHeaders): RawHeaders => ({
  "content-type": "application/x-www-form-urlencoded",
  origin: APP,
  "sec-fetch-site": "same-origin",
  ...extra,
});

const copied = (raw: RawHeaders) => {
  const headers = new Headers();
  for (const [name, value] of Object.entries(raw)) if (typeof value === "string") headers.set(name, value);
  return headers;
};

describe("the headers server.js hands Remix", () => {
  const proxied = [
    { name: "nginx's default Host (the upstream address)", raw: browserPost({ host: "127.0.0.1:3000", "x-forwarded-proto": "https" }) },
    { name: "an X-Forwarded-Host with a port", raw: browserPost({ host: "shop.example.in", "x-forwarded-host": "shop.example.in:443" }) },
    { name: "a client-written X-Forwarded-Host", raw: browserPost({ host: "shop.example.in", "x-forwarded-host": "evil.example" }) },
  ];

  it("copied as received (the old server.js), Remix's own Origin check answers 500 for a same-site form behind a proxy", async () => {
    const logged = console.error;
    console.error = () => {}; // Remix logs the refusal it answers 500 for
    try {
      for (const { name, raw } of proxied) expect((await post(copied(raw))).status, name).toBe(500);
    } finally {
      console.error = logged;
    }
  });

  it("in production, Remix sees APP_URL's host and no X-Forwarded-Host: the form's action runs (303), whatever the proxy wrote", async () => {
    for (const { name, raw } of proxied) {
      const headers = remixRequestHeaders(raw, { appOrigin: APP, production: true });
      expect(headers.get("host"), name).toBe("shop.example.in");
      expect(headers.has("x-forwarded-host"), name).toBe(false);
      const res = await post(headers);
      expect(res.status, name).toBe(303);
      expect(res.headers.get("Location"), name).toBe("/done");
    }
  });

  it("outside production, an Origin equal to APP_URL gets APP_URL's host; another Origin keeps the Host the browser wrote", () => {
    const dev = { appOrigin: "http://localhost:3000", production: false };
    expect(remixRequestHeaders({ host: "127.0.0.1:3000", origin: "http://localhost:3000" }, dev).get("host")).toBe("localhost:3000");
    expect(remixRequestHeaders({ host: "192.168.1.5:3000", origin: "http://192.168.1.5:3000", "x-forwarded-host": "evil.example" }, dev).get("host")).toBe("192.168.1.5:3000");
    expect(remixRequestHeaders({ host: "192.168.1.5:3000", "x-forwarded-host": "evil.example" }, dev).has("x-forwarded-host")).toBe(false);
  });

  it("keeps every other header, repeated ones included", () => {
    const headers = remixRequestHeaders({ cookie: "a=1; b=2", "x-custom": ["1", "2"], "content-type": "text/plain" }, { appOrigin: APP, production: true });
    expect(headers.get("cookie")).toBe("a=1; b=2");
    expect(headers.get("x-custom")).toBe("1, 2");
    expect(headers.get("content-type")).toBe("text/plain");
  });
});
