// Redirect targets from query strings and forms must stay on this site.

const DEFAULT = "/";

/**
 * Returns `to` when it is a local path ("/account?tab=orders"), otherwise `fallback`.
 * Rejects absolute URLs, protocol-relative ("//evil.com"), backslash tricks ("/\\evil.com")
 * and control characters. Anything outside printable ASCII (non-Latin text, spaces)
 * is percent-encoded as UTF-8, because a Location header carries bytes only
 * (an unencoded "/。x" made `redirect()` throw, a 500); a target that has no
 * UTF-8 form (a lone surrogate) falls back.
 */
export function safeRedirect(
  to: FormDataEntryValue | string | null | undefined,
  fallback: string = DEFAULT,
): string {
  if (!to || typeof to !== "string") return fallback;
  const target = to.trim();
  if (!target.startsWith("/") || target.startsWith("//") || target.startsWith("/\\")) return fallback;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\\]/.test(target)) return fallback;
  let encoded: string;
  try {
    encoded = target.replace(/[^\x21-\x7e]+/gu, (run) => encodeURIComponent(run));
    const url = new URL(encoded, "http://local.invalid");
    if (url.origin !== "http://local.invalid") return fallback;
  } catch {
    return fallback;
  }
  return encoded;
}
