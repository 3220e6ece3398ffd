import { getInputProps, getSelectProps, type FieldMetadata } from "@conform-to/react";
import { inputClass, LabelledField } from "~/components/admin/ui";
import { COURIERS, trackingLink } from "~/utils/couriers";
import { formatDateTime } from "~/utils/format";

// The order page's shipment fields: the courier (one of utils/couriers.ts) and
// the tracking number. Shown only while Shipped or Delivered is chosen (the
// page's CSS, :has(), so also without JavaScript). The saved shipment links to
// the courier's tracking page, as the shopper's order page and e-mail do.

type Props = {
  courier: FieldMetadata<string>;
  trackingNumber: FieldMetadata<string>;
  order: { courierPartner: string | null; trackingNumber: string | null; shippingEmailAt: string | null };
};

export function OrderShipmentFields({ courier, trackingNumber, order }: Props) {
  const saved = trackingLink(order.courierPartner, order.trackingNumber);
  return (
    <div className="order-tracking-field mt-4 space-y-3">
      <div>
        <LabelledField field={courier} label="Courier">
          <select {...getSelectProps(courier)} key={courier.key} className={`${inputClass} mt-1`}>
            {COURIERS.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </LabelledField>
      </div>
      <div>
        <LabelledField field={trackingNumber} label="Tracking Number">
          <input {...getInputProps(trackingNumber, { type: "text" })} key={trackingNumber.key} autoComplete="off" placeholder="e.g. 1490000123456" className={`${inputClass} mt-1 font-mono`} />
        </LabelledField>
      </div>
      <p className="text-xs text-stone-600">
        {saved ? (
          <>
            <a href={saved.url} target="_blank" rel="noopener noreferrer" className="font-semibold text-brand-700 underline" data-testid="admin-tracking-link">
              Track on {saved.courier}&apos;s site<span className="sr-only"> (opens in a new tab)</span>
            </a>
            .{" "}
          </>
        ) : null}
        {order.shippingEmailAt
          ? `Shipping e-mail queued ${formatDateTime(order.shippingEmailAt)}; changing the courier or number e-mails the customer the corrected details.`
          : "Saving as shipped with a tracking number e-mails the customer once."}
      </p>
    </div>
  );
}
