import { Link } from "@remix-run/react";
import type { StockMovementView } from "~/models/stock.server";
import { formatDateTime } from "~/utils/format";

// A product's stock history (docs/decisions/0011, 0019): the admin product page and the stock grid.

const REASON_LABEL: Record<StockMovementView["reason"], string> = {
  sale: "Sale",
  cancellation: "Cancellation",
  return: "Return",
  expiry: "Unpaid hold expired",
  adjustment: "Adjustment",
  initial: "Initial stock",
};

/** The newest movements first: what changed the stock, by how much, and what it became. */
export function StockHistory({ movements }: { movements: StockMovementView[] }) {
  if (movements.length === 0) return <p className="text-sm text-stone-600">No stock changes recorded yet.</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm" data-testid="stock-history">
        <thead className="text-stone-600">
          <tr>
            <th scope="col" className="py-2 pr-4 font-medium">When</th>
            <th scope="col" className="py-2 pr-4 font-medium">Reason</th>
            <th scope="col" className="py-2 pr-4 font-medium">Size / colour</th>
            <th scope="col" className="py-2 pr-4 text-right font-medium">Change</th>
            <th scope="col" className="py-2 pr-4 text-right font-medium">Stock after</th>
            <th scope="col" className="py-2 font-medium">Details</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">
          {movements.map((m) => (
            <tr key={m.id}>
              <td className="py-2 pr-4 whitespace-nowrap text-stone-700">{formatDateTime(m.createdAt)}</td>
              <td className="py-2 pr-4">{REASON_LABEL[m.reason] ?? m.reason}</td>
              <td className="py-2 pr-4 whitespace-nowrap">{m.size !== null ? `${m.size} / ${m.color} → ${m.variantStockAfter}` : "All"}</td>
              <td className={`py-2 pr-4 text-right font-semibold tabular-nums ${m.delta < 0 ? "text-red-700" : "text-green-700"}`}>
                {m.delta > 0 ? `+${m.delta}` : m.delta}
              </td>
              <td className="py-2 pr-4 text-right tabular-nums">{m.stockAfter}</td>
              <td className="py-2 text-stone-700">
                {m.order ? (
                  <Link to={`/admin/orders/${m.order.id}`} className="font-medium text-brand-700 hover:text-brand-900">
                    {m.order.orderNumber}
                  </Link>
                ) : null}
                {m.note ? <span className={m.order ? "ml-2" : undefined}>{m.note}</span> : null}
                {m.user ? <span className="ml-2 text-stone-500">by {m.user.name}</span> : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

