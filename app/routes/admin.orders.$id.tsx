import { getFormProps, getSelectProps, getTextareaProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useState } from "react";
import { CustomerCard, OrderItemsCard, PaymentCard } from "~/components/admin/order-detail-cards";
import { OrderInvoice } from "~/components/admin/order-invoice";
import { orderPageCss, PrintButton } from "~/components/admin/order-print";
import { InvoiceLinks } from "~/components/invoice/invoice-links";
import { OrderRefunds } from "~/components/admin/order-refunds";
import { OrderShipmentFields } from "~/components/admin/order-shipment-fields";
import { OrderTimeline } from "~/components/admin/order-timeline";
import { AdminPageHeader, Badge, Card, buttonClass, fieldLabelClass, inputClass, LabelledField, makeAdminErrorBoundary } from "~/components/admin/ui";
import { FieldErrors, FormError, useHydrated } from "~/components/forms";
import { pageMeta } from "~/components/ui/page";
import { getAdminOrder, updateOrderByAdmin } from "~/models/admin-order.server";
import { orderTaxDocumentLinks } from "~/models/invoice.server";
import { toAdminOrderView } from "~/models/order-view.server";
import { listOrderRefunds, newRefundKey, reconcileRefund, refundOrderByAdmin, refundSummary, REFUND_MESSAGES } from "~/models/refund.server";
import { ADMIN_ORDER_MESSAGES, AdminOrderFormSchema, detailStatusOptions, ENDING_STATUSES } from "~/schemas/admin-order";
import { RefundFormSchema } from "~/schemas/admin-refund";
import { ORDER_DETAIL_BADGE, shortId } from "~/utils/admin";
import { formatDateTime } from "~/utils/format";
import { ORDER_STATUS_LABELS, TRACKING_STATUSES, type OrderStatus } from "~/schemas/order-status";
import { AppError } from "~/utils/errors";
import { DEFAULT_COURIER, isCourier } from "~/utils/couriers";
import { requireAdmin } from "~/utils/session.server";
import { getShop } from "~/utils/shop.server";
import { redirectWithToast } from "~/utils/toast.server";
import type { CachePolicy } from "~/utils/cache-control.server";
import { skipCheckOnSubmitPress } from "~/components/press-guard";

export const cachePolicy = "no-store" satisfies CachePolicy;

// /admin/orders/{id} (spec/admin.md "Order detail", DECISIONS 3.7): the real
// order (items, customer and addresses, payment figures, the real payment
// status), the status select with its colours, the tracking number (shown for
// shipped and delivered, also without JavaScript through CSS :has), the
// timeline from the order's timestamps, read-only customer notes and editable
// internal notes. Update Order saves for real (one transaction, see
// updateOrderByAdmin). Print: window.print() with JavaScript; without it a
// link to ?print=1, which renders the invoice on its own, ready to print.

export const meta: MetaFunction<typeof loader> = ({ data: d, matches }) =>
  pageMeta(d ? `Order ${d.order.orderNumber}` : "Order", matches);

export const ErrorBoundary = makeAdminErrorBoundary(ADMIN_ORDER_MESSAGES.loadError);

const FORM_ID = "order-update-form";

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const order = await getAdminOrder(params.id ?? "");
  if (!order) throw new Response(ADMIN_ORDER_MESSAGES.notFound, { status: 404 });
  const shop = getShop();
  const [refunds, summary, taxDocuments] = await Promise.all([listOrderRefunds(order.id), refundSummary(order.id), orderTaxDocumentLinks(order.id)]);
  return {
    order: toAdminOrderView(order),
    refunds: refunds.map((r) => ({ ...r, createdAt: r.createdAt.toISOString(), processedAt: r.processedAt?.toISOString() ?? null })),
    refundSummary: summary,
    refundKey: newRefundKey(),
    shop: { name: shop.name, phone: shop.phone, email: shop.email, gstin: shop.gstin, address: shop.address },
    print: new URL(request.url).searchParams.has("print"),
    // The list sends a cancellation or return here to be confirmed: the select starts on it.
    proposed: ENDING_STATUSES.find((s) => s === new URL(request.url).searchParams.get("status") && s !== order.status) ?? null,
    taxDocuments,
  };
}

/** The Refunds card's two forms: a refund (full or partial, with a reason) and "Check with Razorpay". */
async function refundAction(id: string, adminId: string, formData: FormData) {
  try {
    if (formData.get("intent") === "check-refund") {
      const refund = await reconcileRefund(String(formData.get("refundId") ?? ""));
      return redirectWithToast(`/admin/orders/${id}`, { type: "info", title: `Refund ${refund.status}` }, { status: 303 });
    }
    const parsed = RefundFormSchema.safeParse(Object.fromEntries(formData));
    if (!parsed.success) return data({ result: null, refundError: parsed.error.issues[0]?.message ?? REFUND_MESSAGES.amount, refundInput: refundInput(formData) }, { status: 400 });
    const refund = await refundOrderByAdmin(id, parsed.data, adminId);
    const title = refund.method === "razorpay" ? REFUND_MESSAGES.created : REFUND_MESSAGES.recorded;
    return redirectWithToast(`/admin/orders/${id}`, { type: refund.status === "failed" ? "error" : "success", title, description: refund.errorReason ?? undefined }, { status: 303 });
  } catch (error) {
    if (error instanceof AppError && error.status === 404) throw new Response(ADMIN_ORDER_MESSAGES.notFound, { status: 404 });
    if (!(error instanceof AppError) || error.status >= 500) throw error;
    return data({ result: null, refundError: error.message, refundInput: refundInput(formData) }, { status: error.status });
  }
}

/** What the admin typed into the refund form, given back with its error so nothing is retyped (without JavaScript too). */
function refundInput(formData: FormData) {
  const text = (name: string) => String(formData.get(name) ?? "").slice(0, 500);
  return { amount: text("amount"), reason: text("reason"), method: text("method"), reference: text("reference") };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const id = params.id ?? "";
  const formData = await request.formData();
  const intent = formData.get("intent");
  if (intent === "refund" || intent === "check-refund") return refundAction(id, admin.id, formData);
  const submission = parseWithZod(formData, { schema: AdminOrderFormSchema });
  if (submission.status !== "success") return data({ result: submission.reply(), refundError: null, refundInput: null }, { status: 400 });
  const { status, trackingNumber, courierPartner, adminNotes, confirmEnd } = submission.value;
  try {
    const result = await updateOrderByAdmin(
      id,
      {
        status,
        // The field is only shown for shipped and delivered; otherwise the stored number is kept.
        trackingNumber: TRACKING_STATUSES.includes(status) ? (trackingNumber ?? "") : undefined,
        courierPartner: TRACKING_STATUSES.includes(status) ? courierPartner : undefined,
        adminNotes: adminNotes ?? "",
      },
      new Date(),
      { confirmed: confirmEnd === "yes" },
    );
    const title = result.statusChanged ? ADMIN_ORDER_MESSAGES.statusUpdated : result.changed ? ADMIN_ORDER_MESSAGES.updated : ADMIN_ORDER_MESSAGES.unchanged;
    return redirectWithToast(`/admin/orders/${id}`, { type: result.changed ? "success" : "info", title }, { status: 303 });
  } catch (error) {
    if (error instanceof AppError && error.status === 404) throw new Response(ADMIN_ORDER_MESSAGES.notFound, { status: 404 });
    const known = error instanceof AppError && error.status < 500;
    if (!known) console.error("[admin order] update failed:", error);
    const message = known ? error.message : ADMIN_ORDER_MESSAGES.updateFailed;
    // The unticked confirmation is the box's own message; anything else is the form's.
    const reply = message === ADMIN_ORDER_MESSAGES.confirmEnd ? submission.reply({ fieldErrors: { confirmEnd: [message] } }) : submission.reply({ formErrors: [message] });
    return data({ result: reply, refundError: null, refundInput: null }, { status: known ? (error as AppError).status : 500 });
  }
}

export default function AdminOrderDetail() {
  const { order, shop, print, proposed, refunds, refundSummary: moneyBack, refundKey, taxDocuments } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const busy = navigation.state === "submitting" && navigation.formAction?.startsWith(`/admin/orders/${order.id}`) === true;
  const [form, fields] = useForm({
    id: FORM_ID,
    lastResult: actionData?.result ?? undefined,
    constraint: getZodConstraint(AdminOrderFormSchema),
    defaultValue: {
      status: proposed ?? order.status,
      trackingNumber: order.trackingNumber ?? "",
      courierPartner: isCourier(order.courierPartner) ? order.courierPartner : DEFAULT_COURIER,
      adminNotes: order.adminNotes ?? "",
    },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: skipCheckOnSubmitPress(({ formData }) => parseWithZod(formData, { schema: AdminOrderFormSchema })),
  });
  const [selected, setSelected] = useState<OrderStatus>(proposed ?? order.status);
  const label = shortId(order.id);

  if (print) {
    return (
      <div className="mx-auto max-w-4xl">
        {/* Raw CSS: a text child would be HTML-escaped ("&gt;") and break the selectors without JavaScript. */}
        <style dangerouslySetInnerHTML={{ __html: orderPageCss(FORM_ID, true) }} />
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3 print:hidden">
          <Link to={`/admin/orders/${order.id}`} className={buttonClass("ghost")}>
            ← Back to order
          </Link>
          <p className="text-sm text-stone-600">Ready to print: use your browser&apos;s Print (Ctrl+P, or ⌘P on a Mac).</p>
          <PrintButton />
        </div>
        <OrderInvoice order={order} shop={shop} className="rounded-xl border border-stone-200 p-6 shadow-sm sm:p-8" />
      </div>
    );
  }

  const options = detailStatusOptions(order.status);
  const badgeStatus = hydrated ? selected : order.status;

  return (
    <div>
      <style dangerouslySetInnerHTML={{ __html: orderPageCss(FORM_ID) }} />
      <div className="print:hidden">
        <Link to="/admin/orders" className={`${buttonClass("ghost", "sm")} mb-3 -ml-3`}>
          ← Back to Orders
        </Link>
        <AdminPageHeader
          title={`Order ${label}`}
          actions={
            <>
              <PrintButton />
              <button type="submit" form={FORM_ID} disabled={busy} className={buttonClass("primary")}>
                {busy ? ADMIN_ORDER_MESSAGES.updating : "Update Order"}
              </button>
            </>
          }
        >
          {order.orderNumber} · Placed on <time dateTime={order.createdAt}>{formatDateTime(order.createdAt)}</time> · {order.totalItems}{" "}
          {order.totalItems === 1 ? "item" : "items"}
          {taxDocuments.hasInvoice ? <InvoiceLinks orderId={order.id} creditNotes={taxDocuments.creditNotes} className="mt-1" /> : null}
        </AdminPageHeader>

        <div className="grid gap-6 lg:grid-cols-3">
          <div className="space-y-6 lg:col-span-2">
            <OrderItemsCard items={order.items} />

            <div className="grid gap-6 md:grid-cols-2">
              <CustomerCard order={order} />
              <PaymentCard order={order} />
            </div>

            <OrderRefunds refunds={refunds} summary={moneyBack} paymentMethod={order.paymentMethod} refundKey={refundKey} error={actionData?.refundError} input={actionData?.refundInput} />
          </div>

          <Form method="post" {...getFormProps(form)} className="space-y-6">
            <Card title="Order Status">
              <FormError errors={form.errors} />
              <div className="mb-3 flex items-center gap-2 text-sm text-stone-600">
                Current:
                <Badge className={ORDER_DETAIL_BADGE[badgeStatus] ?? ORDER_DETAIL_BADGE.pending}>{ORDER_STATUS_LABELS[badgeStatus]}</Badge>
              </div>
              <LabelledField field={fields.status} label="Order Status">
                <select
                  {...getSelectProps(fields.status)}
                  key={fields.status.key}
                  onChange={(e) => setSelected(e.currentTarget.value as OrderStatus)}
                  className={`${inputClass} mt-1`}
                >
                  {options.map((s) => (
                    <option key={s} value={s}>
                      {ORDER_STATUS_LABELS[s]}
                    </option>
                  ))}
                </select>
              </LabelledField>
              {ENDING_STATUSES.includes(order.status) ? null : (
                // Shown when Cancelled or Returned is chosen (CSS :has, so also without JavaScript).
                <div className="order-end-confirm mt-3 rounded-md border border-red-200 bg-red-50 p-3">
                  <label className="flex items-start gap-2 text-sm text-red-900">
                    <input type="checkbox" name={fields.confirmEnd.name} value="yes" className="mt-0.5 size-5 shrink-0 accent-red-700" aria-describedby={fields.confirmEnd.errorId} />
                    <span>
                      Yes, end this order: its stock goes back{order.paymentMethod === "razorpay" && order.paymentStatus !== "pending" ? " and the online payment is refunded in full" : ""}.
                    </span>
                  </label>
                  <FieldErrors id={fields.confirmEnd.errorId} errors={fields.confirmEnd.errors} />
                </div>
              )}
              <OrderShipmentFields courier={fields.courierPartner} trackingNumber={fields.trackingNumber} order={order} />
            </Card>

            <Card title="Order Timeline">
              <OrderTimeline order={order} />
            </Card>

            <Card title="Admin Notes">
              <h3 className="text-sm font-medium text-stone-800">Customer Notes</h3>
              <p className="mt-1 rounded-md bg-stone-50 p-3 text-sm whitespace-pre-line text-stone-700">{order.customerNotes || "No notes from the customer."}</p>
              <LabelledField field={fields.adminNotes} label="Internal Notes" labelClass={`mt-4 ${fieldLabelClass}`}>
                <textarea {...getTextareaProps(fields.adminNotes)} key={fields.adminNotes.key} rows={4} placeholder="Only admins see these notes" className={`${inputClass} mt-1`} />
              </LabelledField>
              <button type="submit" disabled={busy} className={`${buttonClass("primary")} mt-4 w-full`}>
                {busy ? ADMIN_ORDER_MESSAGES.updating : "Update Order"}
              </button>
            </Card>
          </Form>
        </div>
      </div>
      <OrderInvoice order={order} shop={shop} className="hidden print:block" />
    </div>
  );
}

// After a post that never reached the server, the loaders are not re-fetched over the same dead network.
export { shouldRevalidate } from "~/utils/network-failure";
