// PLACEHOLDER: filled by issue 4 (cart/checkout)
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ComingSoon, pageMeta } from "~/components/ui/page";
import { requireUser } from "~/utils/session.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireUser(request);
  return { id: params.id ?? "" };
}

export const meta: MetaFunction = ({ matches }) => pageMeta("Order Details", matches);

export default function OrderPage() {
  const { id } = useLoaderData<typeof loader>();
  return <ComingSoon title={`Order ${id}`} />;
}
