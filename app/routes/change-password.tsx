// PLACEHOLDER: filled by issue 4 (cart/checkout)
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { ComingSoon, pageMeta } from "~/components/ui/page";
import { requireUser } from "~/utils/session.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  return null;
}

export const meta: MetaFunction = ({ matches }) => pageMeta("Change Password", matches);

export default function ChangePasswordPage() {
  return <ComingSoon title="Change Password" />;
}
