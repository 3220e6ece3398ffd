import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { pageMeta } from "~/components/ui/page";
import { PageHero } from "~/components/ui/content-page";
import { getUser } from "~/utils/session.server";
import type { CachePolicy } from "~/utils/cache-control.server";

export const cachePolicy = "personal" satisfies CachePolicy;

// A diagnostic page (spec/admin.md): who is signed in, and how the guards behave.
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getUser(request);
  return {
    user: user && { firstName: user.firstName, lastName: user.lastName, email: user.email, role: user.role },
  };
}

export const meta: MetaFunction = ({ matches }) => pageMeta("Auth Test", matches);

const links = [
  { to: "/login", label: "Login" },
  { to: "/register", label: "Register" },
  { to: "/account", label: "Account" },
  { to: "/admin", label: "Admin" },
] as const;

export default function AuthTest() {
  const { user } = useLoaderData<typeof loader>();
  const isAdmin = user?.role === "admin";
  const rows: [string, string][] = [
    ["Name", user ? `${user.firstName} ${user.lastName}` : "—"],
    ["Email", user?.email ?? "—"],
    ["Role", user?.role ?? "—"],
    ["Admin", isAdmin ? "Yes" : "No"],
  ];
  return (
    <>
      <PageHero title="Authentication Test" eyebrow="Diagnostics">
        A quick check of the current sign-in state and the route guards.
      </PageHero>
      <div className="mx-auto grid max-w-5xl gap-6 px-4 py-10 sm:px-6 lg:grid-cols-2 lg:px-8">
        <section className="rounded-xl border border-stone-200 bg-white p-6 shadow-sm" aria-labelledby="auth-status">
          <h2 id="auth-status" className="font-serif text-xl font-semibold text-stone-900">
            Status
          </h2>
          <p
            data-testid="auth-status"
            className={`mt-3 inline-flex items-center gap-2 rounded-full px-3 py-1 text-sm font-semibold ${
              user ? "bg-green-100 text-green-800" : "bg-stone-200 text-stone-800"
            }`}
          >
            <span aria-hidden="true" className={`size-2 rounded-full ${user ? "bg-green-600" : "bg-stone-500"}`} />
            {user ? "Authenticated" : "Not Authenticated"}
          </p>
          <dl className="mt-5 divide-y divide-stone-100 text-sm">
            {rows.map(([term, value]) => (
              <div key={term} className="flex justify-between gap-4 py-2.5">
                <dt className="font-medium text-stone-600">{term}</dt>
                <dd data-testid={`auth-${term.toLowerCase()}`} className="text-right text-stone-900">
                  {value}
                </dd>
              </div>
            ))}
          </dl>
          <div className="mt-6 flex flex-wrap gap-2">
            {links.map((link) => (
              <Link
                key={link.to}
                to={link.to}
                className="inline-flex min-h-11 items-center rounded-lg border border-brand-200 px-4 text-sm font-medium text-brand-700 hover:bg-brand-50"
              >
                {link.label}
              </Link>
            ))}
            {user ? (
              <Form method="post" action="/logout">
                <button
                  type="submit"
                  className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-900"
                >
                  Logout
                </button>
              </Form>
            ) : null}
          </div>
        </section>

        <section className="rounded-xl border border-stone-200 bg-white p-6 shadow-sm" aria-labelledby="auth-notes">
          <h2 id="auth-notes" className="font-serif text-xl font-semibold text-stone-900">
            Expected redirects
          </h2>
          <ul className="mt-3 list-disc space-y-2 pl-5 text-sm leading-relaxed text-stone-700">
            <li>
              Signed out, <code>/account</code>, <code>/checkout</code>, <code>/change-password</code> and{" "}
              <code>/addresses</code> send you to <code>/login?redirect=…</code> with the original path and query.
            </li>
            <li>
              Signed out, <code>/admin</code> and every page under it send you to <code>/login?redirect=…</code>; signed
              in as a customer they send you to the home page.
            </li>
            <li>
              After signing in you return to the <code>redirect</code> path when it is a local path, otherwise admins go
              to <code>/admin</code> and customers to <code>/account</code>.
            </li>
            <li>
              Signed in, <code>/login</code> and <code>/register</code> send you on the same way.
            </li>
            <li>Logout ends the session on the server and returns you to the home page.</li>
          </ul>
        </section>
      </div>
    </>
  );
}

// After a post that never reached the server, the loaders are not re-fetched over the same dead network.
export { shouldRevalidate } from "~/utils/network-failure";
