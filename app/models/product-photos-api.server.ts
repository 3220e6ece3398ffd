import { updateProduct } from "~/models/admin-product.server";
import { getProductForAdmin } from "~/models/catalog.server";
import { deleteUnusedPhotos, PHOTO_OPTIONS, photosFrom, withUploadedPhotos } from "~/models/product-photos.server";
import { PHOTO_MESSAGES } from "~/utils/product-photo-limits";
import { imageSources, type ImageSources } from "~/utils/product-images";
import { NotFound, ValidationError } from "~/utils/errors";

// The product photos' API twin (docs/decisions/0035): the product form's upload (the same checks,
// messages and storage: withUploadedPhotos) and the same save (updateProduct, with its version check
// and the clean-up of dropped photos). Removing or reordering photos is the product's PUT with
// `images`, as on the form (its image list), which deletes the dropped uploads' files the same way.

export type ProductPhotos = {
  productId: string;
  version: number;
  images: Array<{ url: string; uploaded: boolean; sources: ImageSources | null }>;
};

export const PRODUCT_NOT_FOUND = "Product not found";
export const PHOTOS_REQUIRED = "Choose at least one photo (multipart field photos)";

function photosOf(p: { _id: string; version: number; images: string[] }): ProductPhotos {
  return {
    productId: p._id,
    version: p.version,
    images: p.images.map((url) => {
      const sources = imageSources(url);
      return { url, uploaded: sources !== null, sources };
    }),
  };
}

export async function listProductPhotos(id: string): Promise<ProductPhotos> {
  const product = await getProductForAdmin(id);
  if (!product) throw new NotFound(PRODUCT_NOT_FOUND);
  return photosOf(product);
}

/**
 * Stores the form data's `photos` (checked and encoded as the product form does) and appends them to
 * the product's images (the placeholder dropped), in one save that names `version` when given (a
 * product saved since is 409 and nothing changes; the files just written are deleted again).
 */
export async function addProductPhotos(id: string, form: FormData, opts: { version?: number; userId?: string }): Promise<ProductPhotos> {
  const product = await getProductForAdmin(id);
  if (!product) throw new NotFound(PRODUCT_NOT_FOUND);
  if (photosFrom(form).length === 0) throw new ValidationError("Validation failed", [{ param: "photos", msg: PHOTOS_REQUIRED }]);
  const result = await withUploadedPhotos(form, product.images, PHOTO_OPTIONS);
  if (result.error !== undefined) throw new ValidationError("Validation failed", [{ param: "photos", msg: result.error }]);
  const added = result.images.filter((u) => !product.images.includes(u));
  try {
    return photosOf(await updateProduct(id, { images: result.images, version: opts.version ?? product.version }, { userId: opts.userId }));
  } catch (error) {
    if (added.length) await deleteUnusedPhotos(added);
    throw error;
  }
}

export { PHOTO_MESSAGES };
