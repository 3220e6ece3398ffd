import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { AlertIcon } from "~/components/ui/icons/shell";
import { pageMeta } from "~/components/ui/page";
import { PAYMENT_MESSAGES } from "~/schemas/order-messages";
import type { CachePolicy } from "~/utils/cache-control.server";

export const cachePolicy = "no-store" satisfies CachePolicy;

// /payments/result?status=failed|cancelled|invalid: the message for a payment
// answer that names no order of ours (/payments/callback is a resource route and
// redirects here). Only fixed messages: nothing posted is echoed back.

const MESSAGES = {
  failed: PAYMENT_MESSAGES.failed,
  cancelled: PAYMENT_MESSAGES.cancelled,
  invalid: PAYMENT_MESSAGES.verificationFailed,
} as const;

export const meta: MetaFunction = ({ matches }) => [...pageMeta("Payment", matches), { name: "robots", content: "noindex" }];

export function loader({ request }: LoaderFunctionArgs) {
  const status = new URL(request.url).searchParams.get("status");
  const message = status && status in MESSAGES ? MESSAGES[status as keyof typeof MESSAGES] : PAYMENT_MESSAGES.verificationFailed;
  return data({ message });
}

export default function PaymentResultPage() {
  const { message } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center sm:px-6">
      <AlertIcon className="mx-auto size-12 text-red-600" />
      <h1 className="mt-4 font-serif text-3xl font-bold text-brand-700">Payment</h1>
      <p className="mt-3 text-stone-700" role="alert" data-testid="payment-callback-message">
        {message}
      </p>
      <p className="mt-6 flex justify-center gap-6">
        <Link to="/account" className="font-semibold text-brand-700 underline">
          My Orders
        </Link>
        <Link to="/cart" className="font-semibold text-brand-700 underline">
          Back to cart
        </Link>
      </p>
    </div>
  );
}

// After a post that never reached the server, the loaders are not re-fetched over the same dead network.
export { shouldRevalidate } from "~/utils/network-failure";
