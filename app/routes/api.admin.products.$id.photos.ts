import { addProductPhotos, listProductPhotos } from "~/models/product-photos-api.server";
import { ADMIN_PRODUCT_MESSAGES } from "~/schemas/admin-product";
import { apiMethods, created, fail, HttpError, ok, requireApiAdmin } from "~/utils/api.server";
import { API_UPLOAD_TOO_LARGE_MESSAGE, UPLOAD_BODY_LIMIT } from "~/utils/body-limit";
import type { CachePolicy } from "~/utils/cache-control.server";

export const cachePolicy = "no-store" satisfies CachePolicy;

export const PHOTO_API_MESSAGES = {
  multipart: "Content-Type must be multipart/form-data",
  malformed: "The form data was incomplete or malformed",
  // The same words as server.js's 413 for this path (utils/body-limit.ts), which usually answers first.
  tooLarge: API_UPLOAD_TOO_LARGE_MESSAGE,
} as const;

// GET /api/admin/products/{id}/photos (admin): the product's images in order, with the responsive
// sources of uploaded ones. POST (multipart/form-data): `photos` (1-6 files, JPEG, PNG, WebP or AVIF,
// 8 MB each, 24 MB in all: the product form's checks and messages) and optionally `version`; the
// photos are appended to the product's images in one save (201). Removing or reordering is the
// product's PUT with `images` (docs/decisions/0035).
export const { loader, action } = apiMethods({
  GET: async ({ request, params }) => {
    await requireApiAdmin(request);
    return ok(await listProductPhotos(params.id ?? ""), "Photos retrieved successfully");
  },
  POST: async ({ request, params }) => {
    const admin = await requireApiAdmin(request);
    if (!/^multipart\/form-data\b/i.test(request.headers.get("Content-Type") ?? "")) throw new HttpError(415, PHOTO_API_MESSAGES.multipart);
    if (Number(request.headers.get("Content-Length")) > UPLOAD_BODY_LIMIT) throw new HttpError(413, PHOTO_API_MESSAGES.tooLarge);
    let form: FormData;
    try {
      form = await request.formData();
    } catch {
      throw new HttpError(400, PHOTO_API_MESSAGES.malformed);
    }
    const rawVersion = form.get("version");
    let version: number | undefined;
    if (rawVersion !== null && rawVersion !== "") {
      version = Number(rawVersion);
      if (!Number.isInteger(version) || version < 0) return fail(400, "Validation failed", [{ param: "version", msg: ADMIN_PRODUCT_MESSAGES.versionNumber }]);
    }
    return created(await addProductPhotos(params.id ?? "", form, { version, userId: admin.id }), "Photos added");
  },
});
