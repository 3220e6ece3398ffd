import { Form, Link, useNavigation } from "@remix-run/react";
import { AdminTable, Badge, ConfirmAction, buttonClass } from "~/components/admin/ui";
import { formatDate, formatNumber } from "~/utils/format";
import { formatPaise } from "~/utils/money";

// The coupon screen's table and status pieces (routes/admin.coupons.*).

export type CouponRow = {
  id: string;
  code: string;
  percent: number;
  isActive: boolean;
  expiresAt: string | null;
  expired: boolean;
  minSubtotal: number;
  maxUses: number | null;
  perCustomerLimit: number | null;
  usedCount: number;
  redemptions: number;
  customers: number;
};

export function CouponStatusBadge({ coupon }: { coupon: Pick<CouponRow, "isActive" | "expired" | "maxUses" | "usedCount"> }) {
  if (!coupon.isActive) return <Badge className="bg-stone-200 text-stone-800 ring-stone-300">Inactive</Badge>;
  if (coupon.expired) return <Badge className="bg-red-100 text-red-900 ring-red-300">Expired</Badge>;
  if (coupon.maxUses !== null && coupon.usedCount >= coupon.maxUses) return <Badge className="bg-yellow-100 text-yellow-900 ring-yellow-300">Used up</Badge>;
  return <Badge className="bg-green-100 text-green-900 ring-green-300">Active</Badge>;
}

/** Deactivate asks first (carts holding the code lose it); Activate is one click. Plain POST forms. */
export function CouponStatusAction({ coupon, action }: { coupon: Pick<CouponRow, "id" | "code" | "isActive">; action?: string }) {
  const navigation = useNavigation();
  if (coupon.isActive) {
    return (
      <ConfirmAction
        label={<>Deactivate<span className="sr-only"> {coupon.code}</span></>}
        question={`Deactivate ${coupon.code}? Shoppers can no longer apply it, and carts holding it drop it. Orders already placed keep their discount.`}
        confirmLabel="Deactivate"
        action={action}
        fields={{ intent: "deactivate", id: coupon.id }}
      />
    );
  }
  const busy = navigation.state === "submitting" && navigation.formData?.get("id") === coupon.id;
  return (
    <Form method="post" action={action} preventScrollReset>
      <input type="hidden" name="intent" value="activate" />
      <input type="hidden" name="id" value={coupon.id} />
      <button type="submit" className={buttonClass("secondary", "sm")} disabled={busy}>
        {busy ? "Updating..." : "Activate"}
        <span className="sr-only"> {coupon.code}</span>
      </button>
    </Form>
  );
}

const limit = (n: number | null) => (n === null ? "No limit" : formatNumber(n));

export function CouponTable({ coupons }: { coupons: CouponRow[] }) {
  return (
    <AdminTable caption="Coupons" head={["Code", "Discount", "Minimum subtotal", "Expires", "Used", "Limits", "Status", "Actions"]}>
      {coupons.map((c) => (
        <tr key={c.id} className="align-top hover:bg-stone-50" data-testid="coupon-row">
          <td className="px-4 py-3 font-mono font-semibold text-stone-900">{c.code}</td>
          <td className="px-4 py-3 tabular-nums">{c.percent}%</td>
          <td className="px-4 py-3 whitespace-nowrap tabular-nums">{c.minSubtotal > 0 ? formatPaise(c.minSubtotal) : "None"}</td>
          <td className="px-4 py-3 whitespace-nowrap">{c.expiresAt ? formatDate(c.expiresAt) : "Never"}</td>
          <td className="px-4 py-3 tabular-nums" data-testid="coupon-used">
            {formatNumber(c.usedCount)}
            {c.maxUses !== null ? ` of ${formatNumber(c.maxUses)}` : ""}
            <p className="text-xs text-stone-600">
              {formatNumber(c.redemptions)} {c.redemptions === 1 ? "order" : "orders"}, {formatNumber(c.customers)} {c.customers === 1 ? "customer" : "customers"}
            </p>
          </td>
          <td className="px-4 py-3 text-xs whitespace-nowrap text-stone-700">
            Total: {limit(c.maxUses)}
            <br />
            Per customer: {limit(c.perCustomerLimit)}
          </td>
          <td className="px-4 py-3">
            <CouponStatusBadge coupon={c} />
          </td>
          <td className="relative px-4 py-3">
            <div className="flex items-start gap-2">
              <Link to={`/admin/coupons/${c.id}`} className={buttonClass("secondary", "sm")}>
                Edit<span className="sr-only"> {c.code}</span>
              </Link>
              <CouponStatusAction coupon={c} />
            </div>
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}
