import type { LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { PlainLink } from "~/components/ui/plain-link";
import { TabHeading } from "~/components/account/ui";
import { EmptyState } from "~/components/ui/empty-state";
import { ProductGrid } from "~/components/product-card";
import { HeartIcon } from "~/components/ui/icons/shell";
import { getWishlist } from "~/models/wishlist.server";
import { requireUser } from "~/utils/session.server";
import type { CachePolicy } from "~/utils/cache-control.server";

export const cachePolicy = "no-store" satisfies CachePolicy;

// /account/wishlist: the saved products, with a link to the full /wishlist.

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  return data({ wishlist: await getWishlist({ userId: user.id }) });
}

export default function AccountWishlist() {
  const { wishlist } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="wishlist-heading">
      <TabHeading
        action={
          wishlist.length > 0 ? (
            <PlainLink to="/wishlist" className="text-sm font-semibold text-brand-700 underline-offset-2 hover:underline">
              Open full wishlist
            </PlainLink>
          ) : undefined
        }
      >
        <span id="wishlist-heading">My Wishlist</span>
      </TabHeading>
      {wishlist.length === 0 ? (
        <EmptyState size="tab" icon={<HeartIcon className="size-8" />} title="Your Wishlist is Empty" testId="account-wishlist-empty">
          Tap the heart on any saree, lehenga or kurta to save it here for later.
        </EmptyState>
      ) : (
        <ProductGrid products={wishlist} />
      )}
    </section>
  );
}

// After a post that never reached the server, the loaders are not re-fetched over the same dead network.
export { shouldRevalidate } from "~/utils/network-failure";
