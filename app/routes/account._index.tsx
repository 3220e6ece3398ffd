import type { LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { OrderRow, Pager } from "~/components/account/orders";
import { TabHeading } from "~/components/account/ui";
import { EmptyState } from "~/components/ui/empty-state";
import { BagIcon } from "~/components/ui/icons/shell";
import { listUserOrders } from "~/models/order-queries.server";
import { ACCOUNT_ORDERS_PAGE_SIZE } from "~/utils/constants";
import { requireUser } from "~/utils/session.server";
import type { CachePolicy } from "~/utils/cache-control.server";

export const cachePolicy = "no-store" satisfies CachePolicy;

// /account: My Orders, newest first, ?page= for older ones; ?placed=<orderNumber> highlights the order
// just placed (where the checkout's success screen goes).

function parsePage(value: string | null): number {
  const n = value && /^\d{1,6}$/.test(value) ? Number(value) : 1;
  return n >= 1 ? n : 1;
}

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const url = new URL(request.url);
  const page = parsePage(url.searchParams.get("page"));
  const orders = await listUserOrders(user.id, { page, limit: ACCOUNT_ORDERS_PAGE_SIZE });
  if (page > orders.pagination.pages) throw redirect(`/account?${new URLSearchParams({ page: String(orders.pagination.pages) })}`);
  const placed = url.searchParams.get("placed");
  return data({ orders, placed: placed && orders.orders.some((o) => o.orderNumber === placed) ? placed : null });
}

export default function AccountOrders() {
  const { orders, placed } = useLoaderData<typeof loader>();
  const { pagination } = orders;
  return (
    <section aria-labelledby="orders-heading">
      <TabHeading>
        <span id="orders-heading">My Orders</span>
      </TabHeading>
      {orders.orders.length === 0 ? (
        <EmptyState size="tab" icon={<BagIcon className="size-8" />} title="No orders yet" action={{ to: "/shop", label: "Start Shopping" }} testId="orders-empty">
          When you place an order, you can follow it here.
        </EmptyState>
      ) : (
        <>
          {placed ? (
            <p role="status" className="mb-3 rounded-lg bg-green-50 px-4 py-3 text-sm font-medium text-green-800" data-testid="placed-notice">
              Thank you! Your order {placed} is placed.
            </p>
          ) : null}
          <ul className="space-y-3" role="list">
            {orders.orders.map((order) => (
              <OrderRow key={order.id} order={order} justPlaced={order.orderNumber === placed} />
            ))}
          </ul>
          <Pager page={pagination.page} pages={pagination.pages} total={pagination.total} />
        </>
      )}
    </section>
  );
}

// After a post that never reached the server, the loaders are not re-fetched over the same dead network.
export { shouldRevalidate } from "~/utils/network-failure";
