import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, setSecurityHeaders } from "~/utils/security-headers.server";

describe("security headers", () => {
  it("allows only nonce'd inline scripts and forbids framing", () => {
    const csp = contentSecurityPolicy({ nonce: "abc123", production: false, razorpay: false });
    const scriptSrc = csp.split("; ").find((d) => d.startsWith("script-src "));
    expect(scriptSrc).toBe("script-src 'self' 'nonce-abc123'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).not.toMatch(/unsafe-eval/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("form-action 'self'");
  });

  it("opens exactly Razorpay's origins when real keys are set", () => {
    const csp = contentSecurityPolicy({ nonce: "n", production: true, razorpay: true, https: true });
    expect(csp).toContain("script-src 'self' 'nonce-n' https://checkout.razorpay.com");
    expect(csp).toContain("form-action 'self' https://api.razorpay.com");
    expect(csp).toContain("frame-src https://api.razorpay.com https://checkout.razorpay.com");
    expect(csp).toContain("upgrade-insecure-requests");
  });

  it("sends HSTS in production over https only (never pins plain-http localhost)", () => {
    const plain = new Headers();
    setSecurityHeaders(plain, { nonce: "n", production: true, razorpay: false, https: false });
    expect(plain.get("Strict-Transport-Security")).toBeNull();
    expect(plain.get("Content-Security-Policy")).not.toContain("upgrade-insecure-requests");
    const dev = new Headers();
    setSecurityHeaders(dev, { nonce: "n", production: false, razorpay: false });
    expect(dev.get("Strict-Transport-Security")).toBeNull();
    expect(dev.get("X-Content-Type-Options")).toBe("nosniff");
    expect(dev.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
    const prod = new Headers();
    setSecurityHeaders(prod, { nonce: "n", production: true, razorpay: false, https: true });
    expect(prod.get("Strict-Transport-Security")).toMatch(/max-age=31536000/);
  });
});
