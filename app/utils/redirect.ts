// Redirect targets from query strings and forms must stay on this site.

const DEFAULT = "/";

/**
 * Returns `to` when it is a local path ("/account?tab=orders"), otherwise `fallback`.
 * Rejects absolute URLs, protocol-relative ("//evil.com"), backslash tricks ("/\\evil.com")
 * and control characters.
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
  try {
    const url = new URL(target, "http://local.invalid");
    if (url.origin !== "http://local.invalid") return fallback;
  } catch {
    return fallback;
  }
  return target;
}
