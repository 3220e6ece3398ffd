// PLACEHOLDER: filled by issue 4 (cart/checkout)
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { ComingSoon, pageMeta } from "~/components/ui/page";
import { requireUser } from "~/utils/session.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  return { firstName: user.firstName };
}

export const meta: MetaFunction = ({ matches }) => pageMeta("My Account", matches);

export default function AccountPage() {
  const { firstName } = useLoaderData<typeof loader>();
  return (
    <ComingSoon title={`Welcome, ${firstName}`}>
      <p className="mt-3 flex justify-center gap-4 text-sm">
        <Link to="/change-password" className="font-medium text-brand-700 underline">
          Change password
        </Link>
        <Link to="/addresses" className="font-medium text-brand-700 underline">
          Addresses
        </Link>
      </p>
    </ComingSoon>
  );
}
