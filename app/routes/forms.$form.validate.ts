import type { ActionFunctionArgs } from "@remix-run/node";
import { isFormName, validateForm } from "~/schemas/forms.server";
import type { CachePolicy } from "~/utils/cache-control.server";

export const cachePolicy = "no-store" satisfies CachePolicy;

// POST /forms/:form/validate: a form's fields checked by its zod schema, as
// Conform's reply. The screens' field messages on blur and on edit come from
// here, so zod stays out of the browser (docs/decisions/0013-forms.md).
// Nothing is stored or looked up: the answer depends on the posted fields only.

export async function action({ request, params }: ActionFunctionArgs) {
  if (!isFormName(params.form)) throw new Response("Not Found", { status: 404 });
  const result = validateForm(params.form, await request.formData());
  return Response.json(result);
}
