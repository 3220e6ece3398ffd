import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { AuthCard } from "~/components/auth-card";
import { SubmitButton } from "~/components/forms";
import { NEWSLETTER_MESSAGES } from "~/schemas/newsletter-messages";
import { confirmSubscription, readNewsletterConfirmToken } from "~/models/newsletter.server";
import { ValidationError } from "~/utils/errors";
import { redirectWithToast } from "~/utils/toast.server";
import type { CachePolicy } from "~/utils/cache-control.server";

export const cachePolicy = "no-store" satisfies CachePolicy;

// /newsletter/confirm?token=... : the link of the newsletter's confirmation
// e-mail (double opt-in, models/newsletter.server.ts). Opening it only shows
// a Confirm subscription button: mail scanners and link previews that follow
// every link in an e-mail must not subscribe anyone. The button is a plain
// form POST (works without JavaScript); success goes home with a toast.
// Never cached anywhere (the URL carries the token; cache-control.server.ts).

export const meta: MetaFunction = () => [{ title: "Confirm your subscription | Surat Ethnic Wear" }, { name: "robots", content: "noindex" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token");
  const email = readNewsletterConfirmToken(token);
  return email ? { token, email } : { token: null, email: null };
}

export async function action({ request }: ActionFunctionArgs) {
  const token = (await request.formData()).get("token");
  try {
    await confirmSubscription(typeof token === "string" ? token : "");
  } catch (error) {
    if (error instanceof ValidationError) return data({ error: NEWSLETTER_MESSAGES.linkInvalid }, { status: 400 });
    throw error;
  }
  return redirectWithToast("/", { type: "success", title: NEWSLETTER_MESSAGES.confirmed }, { status: 303 });
}

export default function NewsletterConfirmPage() {
  const { token, email } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const footer = (
    <Link to="/" className="font-semibold text-brand-700 underline">
      Continue shopping
    </Link>
  );
  if (!token || actionData?.error) {
    return (
      <AuthCard title="Confirm your subscription" footer={footer}>
        <p role="alert" className="text-sm text-red-800">
          {actionData?.error ?? NEWSLETTER_MESSAGES.linkInvalid}
        </p>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Confirm your subscription" subtitle="One click and you will hear about new arrivals, festive sales and styling tips." footer={footer}>
      <Form method="post" className="space-y-4">
        <p className="text-sm text-stone-700">
          Subscribe <strong className="break-all">{email}</strong> to our newsletter?
        </p>
        <input type="hidden" name="token" value={token} />
        <SubmitButton pending={navigation.state === "submitting"} pendingText="Confirming...">
          Confirm subscription
        </SubmitButton>
      </Form>
    </AuthCard>
  );
}

// After a post that never reached the server, the loaders are not re-fetched over the same dead network.
export { shouldRevalidate } from "~/utils/network-failure";
