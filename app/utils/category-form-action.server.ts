import { parseWithZod } from "@conform-to/zod";
import { data } from "@remix-run/node";
import { CategoryFormSchema, type CategoryFormInput } from "~/schemas/admin-category";
import { AppError } from "~/utils/errors";
import { redirectWithToast } from "~/utils/toast.server";

/**
 * The add and edit category forms' action after requireAdmin: the form checked by CategoryFormSchema,
 * `save` called with its values, the model's refusals shown on the form (a field's own, or the form's),
 * anything else logged and reported as `failed`; a save goes back to the list with the `saved` toast.
 */
export async function saveCategoryForm(
  request: Request,
  save: (value: CategoryFormInput) => Promise<unknown>,
  texts: { saved: string; failed: string; log: string },
) {
  const submission = parseWithZod(await request.formData(), { schema: CategoryFormSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  try {
    await save(submission.value);
  } catch (error) {
    if (error instanceof AppError && error.status < 500) {
      const fieldErrors = Object.fromEntries((error.errors ?? []).map((e) => [e.param, [e.msg]]));
      return data({ result: submission.reply(error.errors?.length ? { fieldErrors } : { formErrors: [error.message] }) }, { status: error.status });
    }
    console.error(texts.log, error);
    return data({ result: submission.reply({ formErrors: [texts.failed] }) }, { status: 500 });
  }
  return redirectWithToast("/admin/categories", { type: "success", title: texts.saved }, { status: 303 });
}
