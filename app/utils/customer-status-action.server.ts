import { parseWithZod } from "@conform-to/zod";
import { customerStatusToast, setCustomerActive } from "~/models/admin-customer.server";
import { CUSTOMER_MESSAGES, CustomerStatusFormSchema } from "~/schemas/admin-customer";
import { errorMessage } from "~/utils/errors";
import { redirectWithToast } from "~/utils/toast.server";

// Activate/deactivate a customer, posted from the customers list and from a customer's own page:
// parse, change, 303 back with the documented toast.

/** `expectedId`: the customer in the page's URL; a form naming another is refused. */
export async function changeCustomerStatus(request: Request, adminId: string, back: string, expectedId?: string) {
  const submission = parseWithZod(await request.formData(), { schema: CustomerStatusFormSchema });
  if (submission.status !== "success" || (expectedId !== undefined && submission.value.id !== expectedId)) {
    return redirectWithToast(back, { type: "error", title: CUSTOMER_MESSAGES.failed }, { status: 303 });
  }
  const { id, isActive } = submission.value;
  try {
    await setCustomerActive(adminId, id, isActive);
  } catch (error) {
    const title = errorMessage(error, CUSTOMER_MESSAGES.failed, "Customer status change failed");
    return redirectWithToast(back, { type: "error", title }, { status: 303 });
  }
  return redirectWithToast(back, { type: "success", title: customerStatusToast(isActive) }, { status: 303 });
}
