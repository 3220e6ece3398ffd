// PLACEHOLDER: filled by issue 5 (admin)
import type { MetaFunction } from "@remix-run/node";
import { pageMeta } from "~/components/ui/page";

export const meta: MetaFunction = ({ matches }) => pageMeta("Admin Dashboard", matches);

export default function AdminDashboard() {
  return (
    <section>
      <h1 className="font-serif text-3xl font-bold text-brand-700">Admin Dashboard</h1>
      <p className="mt-2 text-stone-600">Coming soon</p>
    </section>
  );
}
