// The security headers of every HTML document (entry.server.tsx). Resource
// routes (the JSON API, sitemap, robots) answer data, not documents.

export type CspOptions = {
  nonce: string;
  production: boolean;
  /** Real Razorpay keys are configured: allow its checkout.js, frames and hosted checkout form. */
  razorpay: boolean;
  /** The page was served over https (directly or through a trusted proxy): HSTS and upgrade-insecure-requests. */
  https?: boolean;
};

/**
 * A Content-Security-Policy with a per-request nonce for Remix's inline
 * scripts (hydration data, module loader, scroll restoration, JSON-LD):
 * no `unsafe-inline` scripts, no eval, no framing. Styles allow inline
 * `style` attributes (React sets a few); every stylesheet comes from 'self'.
 * Images may come from any https origin because admins can enter image URLs.
 */
export function contentSecurityPolicy({ nonce, production, razorpay, https = false }: CspOptions): string {
  const rzpScript = razorpay ? " https://checkout.razorpay.com" : "";
  const rzpFrames = razorpay ? " https://api.razorpay.com https://checkout.razorpay.com" : "";
  const directives: Record<string, string> = {
    "default-src": "'self'",
    "script-src": `'self' 'nonce-${nonce}'${rzpScript}`,
    "style-src": "'self' 'unsafe-inline'",
    "img-src": "'self' data: https:",
    "font-src": "'self'",
    "connect-src": `'self'${razorpay ? " https://api.razorpay.com https://lumberjack.razorpay.com" : ""}${production ? "" : " ws:"}`,
    "frame-src": razorpay ? rzpFrames.trim() : "'none'",
    "form-action": `'self'${razorpay ? " https://api.razorpay.com" : ""}`,
    "frame-ancestors": "'none'",
    "base-uri": "'self'",
    "object-src": "'none'",
  };
  if (https) directives["upgrade-insecure-requests"] = "";
  return Object.entries(directives)
    .map(([name, value]) => (value ? `${name} ${value}` : name))
    .join("; ");
}

export function setSecurityHeaders(headers: Headers, options: CspOptions) {
  headers.set("Content-Security-Policy", contentSecurityPolicy(options));
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  headers.set("X-Frame-Options", "DENY");
  headers.set("Cross-Origin-Opener-Policy", "same-origin");
  headers.set("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=(self \"https://api.razorpay.com\")");
  if (options.production && options.https) headers.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
}
