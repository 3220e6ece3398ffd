import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useFormKey } from "~/components/server-form";
import { ContactDetails, InfoTiles, WhatsAppCta } from "~/components/contact/contact-details";
import { ContactForm } from "~/components/contact/contact-form";
import { Faq } from "~/components/contact/faq";
import { StoreMap } from "~/components/contact/store-map";
import { contentPageMeta } from "~/components/ui/page";
import { PageHero } from "~/components/ui/content-page";
import { createContactMessage } from "~/models/contact.server";
import { checkPublicFormLimit } from "~/models/rate-limit.server";
import { useRootData } from "~/utils/root-data";
import { usePersonal } from "~/utils/personal";
import { CONTACT_MESSAGES } from "~/schemas/contact-messages";
import { formConstraint, parseContactForm } from "~/schemas/forms.server";
import { formReply } from "~/utils/auth-responses.server";
import { TooManyRequests } from "~/utils/errors";
import { clientIp, isHoneypotFilled } from "~/utils/request.server";
import { getUserId } from "~/utils/session.server";
import { redirectWithToast } from "~/utils/toast.server";
import type { CachePolicy } from "~/utils/cache-control.server";
import { siteUrl } from "~/utils/urls.server";
import { keepPageOnNetworkFailure } from "~/utils/network-failure-action";

export const cachePolicy = "public" satisfies CachePolicy;

const TITLE = "Contact Us";
const DESCRIPTION =
  "Questions about a saree, a lehenga fitting or your order? Write to us, call, chat on WhatsApp or visit our store in Surat. We reply within 24 hours.";

export async function loader(_args: LoaderFunctionArgs) {
  return { canonical: siteUrl("/contact"), constraint: formConstraint("contact") };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => contentPageMeta(TITLE, DESCRIPTION, data?.canonical, matches);

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData();
  const success = () => redirectWithToast("/contact", { type: "success", title: CONTACT_MESSAGES.success }, { status: 303 });
  // A bot filled the hidden field: answer as if it worked, store nothing.
  if (isHoneypotFilled(formData)) return success();

  const submission = parseContactForm(formData);
  if (submission.status !== "success") return formReply(submission.reply({ formErrors: [CONTACT_MESSAGES.checkInput] }), 400);

  try {
    await checkPublicFormLimit({ email: submission.value.email, ip: clientIp(context) });
  } catch (error) {
    if (error instanceof TooManyRequests) return formReply(submission.reply({ formErrors: [error.message] }), 429, error.retryAfterSeconds);
    throw error;
  }

  try {
    const userId = await getUserId(request);
    await createContactMessage(submission.value, { userId });
  } catch (error) {
    console.error("[contact] could not store a message:", error);
    return formReply(submission.reply({ formErrors: [CONTACT_MESSAGES.failed] }), 500);
  }
  return success();
}

export default function ContactPage() {
  const { constraint } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const root = useRootData();
  const formKey = useFormKey(actionData);
  const shop = root?.shop;
  const user = usePersonal().user;

  return (
    <>
      <PageHero title={TITLE} eyebrow="We'd love to hear from you">
        Questions about a saree, a lehenga fitting or an order on its way? Write to us, call, or drop by our store in
        {shop ? ` ${shop.address.city}` : " Surat"}. A real person from our family-run team replies to every message within 24
        hours.
      </PageHero>

      <div className="mx-auto max-w-7xl space-y-12 px-4 py-10 sm:px-6 lg:px-8 lg:py-14">
        <InfoTiles />

        <div className="grid gap-8 lg:grid-cols-5">
          <section aria-labelledby="contact-form-heading" className="flex flex-col rounded-2xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8 lg:col-span-3">
            <h2 id="contact-form-heading" className="font-serif text-2xl font-semibold text-brand-700">
              Send us a message
            </h2>
            <p className="mt-1 mb-6 text-sm text-stone-600">Tell us what you are looking for and we will get back to you soon.</p>
            {/* A fresh page (the redirect after a successful post) remounts the form with empty fields. */}
            <ContactForm
              key={formKey}
              lastResult={actionData?.result}
              constraint={constraint}
              defaults={user ? { name: `${user.firstName} ${user.lastName}`.trim(), email: user.email } : undefined}
            />
          </section>

          <div className="space-y-6 lg:col-span-2">
            {shop ? <ContactDetails shop={shop} /> : null}
            {shop ? <WhatsAppCta shop={shop} /> : null}
          </div>
        </div>

        {shop ? (
          <section aria-labelledby="visit-heading">
            <h2 id="visit-heading" className="mb-4 font-serif text-2xl font-semibold text-brand-700 sm:text-3xl">
              Visit our store
            </h2>
            <StoreMap shop={shop} />
          </section>
        ) : null}

        <section aria-labelledby="faq-heading" className="mx-auto max-w-3xl">
          <h2 id="faq-heading" className="font-serif text-2xl font-semibold text-brand-700 sm:text-3xl">
            Frequently Asked Questions
          </h2>
          <p className="mt-1 mb-5 text-sm text-stone-600">Quick answers to what shoppers ask us most.</p>
          <Faq />
        </section>
      </div>
    </>
  );
}

// With JavaScript, a post that never reaches the server keeps the page and what was typed (utils/network-failure.ts).
export const clientAction = keepPageOnNetworkFailure();

// After a post that never reached the server, the loaders are not re-fetched over the same dead network.
export { shouldRevalidate } from "~/utils/network-failure";
