import { parseWithZod } from "@conform-to/zod";
import type { Submission } from "@conform-to/react";
import { data } from "@remix-run/node";
import type { z } from "zod";
import { PHOTO_OPTIONS, withUploadedPhotos } from "~/models/product-photos.server";
import { ADMIN_PRODUCT_MESSAGES } from "~/schemas/admin-product";
import { AppError } from "~/utils/errors";
import { redirectWithToast } from "~/utils/toast.server";

/**
 * A failed save, on the form: the model's refusals (AppError under 500) as a field's own messages or
 * the form's (`message` may reword the form's), anything else logged and reported as `failed` (500).
 */
export function saveFailedReply<T>(submission: Submission<T>, error: unknown, texts: { failed: string; log: string; message?: (error: AppError) => string }) {
  if (error instanceof AppError && error.status < 500) {
    const fieldErrors = Object.fromEntries((error.errors ?? []).map((e) => [e.param, [e.msg]]));
    const message = texts.message?.(error) ?? error.message;
    return data({ result: submission.reply(error.errors?.length ? { fieldErrors } : { formErrors: [message] }) }, { status: error.status });
  }
  console.error(texts.log, error);
  return data({ result: submission.reply({ formErrors: [texts.failed] }) }, { status: 500 });
}

/**
 * An admin form's action after requireAdmin (categories, coupons): the form checked by `schema`,
 * `save` called with its values, a failure shown on the form (saveFailedReply); a save goes back to
 * `back` with the `saved` toast.
 */
export async function saveAdminForm<Schema extends z.ZodTypeAny>(
  formData: FormData,
  schema: Schema,
  save: (value: z.output<Schema>) => Promise<unknown>,
  texts: { back: string; saved: string; failed: string; log: string },
) {
  const submission = parseWithZod(formData, { schema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  try {
    await save(submission.value);
  } catch (error) {
    return saveFailedReply(submission, error, texts);
  }
  return redirectWithToast(texts.back, { type: "success", title: texts.saved }, { status: 303 });
}

/**
 * The product form (add and edit) checked by `schema`, with its uploaded photos added to the image
 * URLs: `{ reply }` to send back (400) when a field, a photo or the image list is wrong, else the values.
 */
export async function readProductForm<Schema extends z.ZodType<{ images?: string[] }, z.ZodTypeDef, unknown>>(formData: FormData, schema: Schema) {
  const submission = parseWithZod(formData, { schema });
  if (submission.status !== "success") return { reply: data({ result: submission.reply() }, { status: 400 }) } as const;
  const photos = await withUploadedPhotos(formData, submission.value.images ?? [], PHOTO_OPTIONS);
  if (photos.error !== undefined) return { reply: data({ result: submission.reply({ fieldErrors: { photos: [photos.error] } }) }, { status: 400 }) } as const;
  const value: z.output<Schema> & { images: string[] } = { ...submission.value, images: photos.images };
  // The form sends every list; none at all means the admin emptied it (the last image stays required).
  if (!value.images.length) return { reply: data({ result: submission.reply({ fieldErrors: { images: [ADMIN_PRODUCT_MESSAGES.images] } }) }, { status: 400 }) } as const;
  return { submission, value } as const;
}
