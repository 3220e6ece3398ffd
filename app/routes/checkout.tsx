// PLACEHOLDER: filled by issue 4 (cart/checkout)
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { ComingSoon, pageMeta } from "~/components/ui/page";
import { requireUser } from "~/utils/session.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  return null;
}

export const meta: MetaFunction = ({ matches }) => pageMeta("Checkout", matches);

export default function CheckoutPage() {
  return <ComingSoon title="Checkout" />;
}
