// How many bytes a request body may have, decided by server.js before Remix
// (or any action) reads it. A form of this shop is a few kilobytes; the
// largest, the admin product form, is a 5,000-character description plus up
// to 50 image URLs and 150 chips, which urlencoded in Gujarati script is
// about 200 KB. The JSON API has its own 1 MiB rule (utils/api.server.ts),
// applied here too so a chunked body is never read past it (the webhook reads
// its raw body as text).

export const FORM_BODY_LIMIT = 64 * 1024;
export const LARGE_FORM_BODY_LIMIT = 512 * 1024;
/**
 * The product form with photos (multipart): up to 6 photos of at most 8 MB each, but 24 MB in all
 * (utils/product-images.ts), plus the form's text.
 */
export const UPLOAD_BODY_LIMIT = 25 * 1024 * 1024;
/** The same figure as MAX_BODY_BYTES in utils/api.server.ts (its message says "1 MiB"). */
export const API_BODY_LIMIT = 1024 * 1024;

/** Screens whose form may be larger than FORM_BODY_LIMIT (with JavaScript, Remix posts to the same path + ".data"). */
const LARGE_FORM_PATHS = [/^\/admin\/products\/new(?:\.data|\/)?$/, /^\/admin\/products\/[^/]+\/edit(?:\.data|\/)?$/];

/** The product CSV import's upload (2 MB file; admin.products.import.tsx). */
export const IMPORT_BODY_LIMIT = 3 * 1024 * 1024;
const IMPORT_PATHS = [/^\/admin\/products\/import(?:\.data|\/)?$/];

/** The product photos' API twin (api.admin.products.$id.photos.ts): the product form's upload limit for a multipart POST. */
const API_UPLOAD_PATHS = [/^\/api\/admin\/products\/[^/]+\/photos\/?$/];

const BODYLESS_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** The body limit in bytes for a request, or null when its body is not read (GET, HEAD, OPTIONS). */
export function bodyLimitFor(method: string, path: string, contentType?: string): number | null {
  if (BODYLESS_METHODS.has(method.toUpperCase())) return null;
  if (API_UPLOAD_PATHS.some((re) => re.test(path)) && /^multipart\/form-data\b/i.test(contentType ?? "")) return UPLOAD_BODY_LIMIT;
  if (path === "/api" || path.startsWith("/api/")) return API_BODY_LIMIT;
  if (LARGE_FORM_PATHS.some((re) => re.test(path))) return /^multipart\/form-data\b/i.test(contentType ?? "") ? UPLOAD_BODY_LIMIT : LARGE_FORM_BODY_LIMIT;
  if (IMPORT_PATHS.some((re) => re.test(path)) && /^multipart\/form-data\b/i.test(contentType ?? "")) return IMPORT_BODY_LIMIT;
  return FORM_BODY_LIMIT;
}

const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`;

/** The JSON API's 413 for its own 1 MiB (MESSAGES.payloadTooLarge in utils/api.server.ts). */
export const API_TOO_LARGE_MESSAGE = "Request body must not exceed 1 MiB";
/** The photo upload's 413 (POST /api/admin/products/{id}/photos, multipart): its own 25 MB, not the JSON API's 1 MiB. */
export const API_UPLOAD_TOO_LARGE_MESSAGE = "Request body must not exceed 25 MB (photos: at most 8 MB each, 24 MB in all)";

/**
 * The API envelope's 413 message for a body over `limit`, the limit server.js held the request to
 * (bodyLimitFor; an upload path's 25 MB for an admin, 512 KB for anyone else): it names that limit.
 */
export function apiBodyTooLargeMessage(limit: number): string {
  if (limit === UPLOAD_BODY_LIMIT) return API_UPLOAD_TOO_LARGE_MESSAGE;
  if (limit === API_BODY_LIMIT) return API_TOO_LARGE_MESSAGE;
  return `Request body must not exceed ${kb(limit)}`;
}

function page(title: string, text: string) {
  return `<!DOCTYPE html>
<html lang="en-IN">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title} | Surat Ethnic Wear</title>
<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;line-height:1.5;color:#1f2937}h1{font-size:1.5rem;color:#7f1d1d}a{color:#7f1d1d}</style></head>
<body><main><h1>${title}</h1><p>${text}</p><p>Use your browser's Back button to return to the form, or go to <a href="/">the home page</a>.</p></main></body>
</html>
`;
}

/** The 413 page a screen answers when a form is larger than its limit. */
export function bodyTooLargePage(limit: number) {
  if (limit === UPLOAD_BODY_LIMIT) return page("Photos too large", "The photos you chose add up to more than 24 MB. Please upload fewer photos at a time (each at most 8 MB).");
  if (limit === IMPORT_BODY_LIMIT) return page("File too large", "The CSV file is larger than 2 MB. Please split it into smaller files.");
  return page("Form too large", `What you sent is larger than this form accepts (${kb(limit)}). Please shorten the text and try again.`);
}

/** The 400 page for a multipart form the server cannot read (a broken upload or a hand-made request). */
export function malformedFormPage() {
  return page("Form could not be read", "The form data was incomplete or malformed. Please reload the page and submit the form again.");
}
