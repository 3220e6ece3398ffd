import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Links, Meta, Outlet, Scripts, ScrollRestoration } from "@remix-run/react";
import { useEffect, type ReactNode } from "react";
import { listCategories } from "~/models/category.server";
import { formConstraint } from "~/schemas/forms.server";
import { getSettings } from "~/models/settings.server";
import { getShop } from "~/utils/shop.server";
import { readMe } from "~/utils/personal.server";
import { getToast } from "~/utils/toast.server";
import { useNonce } from "~/utils/nonce";
import { ME_SCRIPT_ID } from "~/utils/personal";
import stylesheet from "~/tailwind.css";
import { SiteLayout } from "~/components/site-layout";
import { GeneralErrorBoundary } from "~/components/lazy-error-boundary";
import type { CachePolicy } from "~/utils/cache-control.server";

export const cachePolicy = "public" satisfies CachePolicy;
// A signed-in shopper gets the shared page with their parts put in: the personal slots (decision 0032).
export const personalSlots = true;

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export const meta: MetaFunction = () => [
  { title: "Surat Ethnic Wear | Sarees, Lehengas and Kurtas" },
  { name: "description", content: "Handpicked sarees, lehengas, kurtas and party wear from Surat, delivered across India." },
];

export async function loader({ request }: LoaderFunctionArgs) {
  // The shop's settings first (getShop reads them; a visitor without cookies may not query anything else).
  const [{ me }, { toast, headers }] = await Promise.all([readMe(request), getToast(request), getSettings()]);
  const categories = await listCategories();
  return data(
    {
      // Who is signed in, the counts, the product ids of their cart and wishlist (utils/personal.ts).
      me,
      toast,
      shop: getShop(),
      // Every active category, for the mobile menu and the footer (issue 14 section 4).
      categories: categories.map((c) => ({ slug: c.slug, name: c.name })),
      // The newsletter box in every footer checks with NewsletterSchema's HTML constraints (decision 0013).
      newsletterConstraint: formConstraint("newsletter"),
    },
    { headers: headers ?? undefined },
  );
}

// Components read this loader's data with useRootData from ~/utils/root-data, never from this module.
export type { RootData } from "~/utils/root-data";

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  // Marks when React has taken over (the e2e tests wait for it before testing JavaScript behaviour).
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <html lang="en-IN">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#861236" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen bg-stone-50 font-sans text-stone-900 antialiased">
        {children}
        {/* This visitor's "me" when the page is the shared one with their parts put in (utils/personal.ts, decision 0032); null otherwise. */}
        <script type="application/json" id={ME_SCRIPT_ID} nonce={nonce} dangerouslySetInnerHTML={{ __html: "null" }} />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return (
    <SiteLayout>
      <Outlet />
    </SiteLayout>
  );
}

export function ErrorBoundary() {
  return (
    <SiteLayout>
      <GeneralErrorBoundary />
    </SiteLayout>
  );
}

// After a post that never reached the server, the loaders are not re-fetched over the same dead network.
export { shouldRevalidate } from "~/utils/network-failure";
