import { parseWithZod } from "@conform-to/zod";
import { MESSAGE_TEXTS, MessageStatusFormSchema } from "~/components/admin/message-status";
import { updateContactMessageStatus } from "~/models/contact.server";
import { errorMessage } from "~/utils/errors";
import { redirectWithToast } from "~/utils/toast.server";

// The status change of a contact message, posted from the messages list and from a message's own
// page: parse, update (no-op when unchanged), 303 back with the documented toast.

/** `expectedId`: the message in the page's URL; a form naming another is refused. */
export async function changeMessageStatus(request: Request, back: string, expectedId?: string) {
  const submission = parseWithZod(await request.formData(), { schema: MessageStatusFormSchema });
  const fail = (message: string) => redirectWithToast(back, { type: "error", title: `${MESSAGE_TEXTS.updateError}: ${message}` }, { status: 303 });
  if (submission.status !== "success") {
    const first = Object.values(submission.error ?? {}).flat().find(Boolean);
    return fail(first ?? MESSAGE_TEXTS.unknownError);
  }
  if (expectedId !== undefined && submission.value.id !== expectedId) return fail(MESSAGE_TEXTS.notFound);
  try {
    await updateContactMessageStatus(submission.value.id, submission.value.status);
  } catch (error) {
    return fail(errorMessage(error, MESSAGE_TEXTS.unknownError, "Message status change failed"));
  }
  return redirectWithToast(back, { type: "success", title: MESSAGE_TEXTS.updated }, { status: 303 });
}
