// The couriers an Indian shop ships with, and each one's public tracking page
// (docs/decisions/0020-order-notifications.md). One module, used by the admin's
// courier select, the shopper's order page and every e-mail that names a
// shipment, so a courier that moves its tracking page is fixed here once.
// Browser-safe: no server imports.

export const COURIERS = ["Delhivery", "DTDC", "Blue Dart", "India Post", "Ekart", "Xpressbees", "Other"] as const;
export type Courier = (typeof COURIERS)[number];

/** The courier of an order shipped before the courier could be chosen (spec: "fixed to a named courier"). */
export const DEFAULT_COURIER: Courier = "Delhivery";

export function isCourier(value: unknown): value is Courier {
  return typeof value === "string" && (COURIERS as readonly string[]).includes(value);
}

/** The number as the courier's site reads it: spaces dropped, URL-encoded. */
const awb = (trackingNumber: string) => encodeURIComponent(trackingNumber.replace(/\s+/g, ""));

/**
 * Public tracking pages. India Post's page takes no number in its address: the link opens it and
 * the shopper types the number shown beside it (`numberInUrl: false`).
 */
const TRACKING_PAGES: Record<Exclude<Courier, "Other">, { url: (n: string) => string; numberInUrl: boolean }> = {
  Delhivery: { url: (n) => `https://www.delhivery.com/track/package/${awb(n)}`, numberInUrl: true },
  DTDC: { url: (n) => `https://www.dtdc.in/tracking/tracking_results.asp?Ttype=awb_no&strCnno=${awb(n)}`, numberInUrl: true },
  "Blue Dart": { url: (n) => `https://www.bluedart.com/web/guest/trackdartresult?trackFor=0&trackNo=${awb(n)}`, numberInUrl: true },
  "India Post": { url: () => "https://www.indiapost.gov.in/_layouts/15/dop.portal.tracking/trackconsignment.aspx", numberInUrl: false },
  Ekart: { url: (n) => `https://ekartlogistics.com/shipmenttrack/${awb(n)}`, numberInUrl: true },
  Xpressbees: { url: (n) => `https://www.xpressbees.com/shipment/tracking?awbNo=${awb(n)}`, numberInUrl: true },
};

export type TrackingLink = { courier: Courier; url: string; numberInUrl: boolean };

/**
 * The public tracking page of a shipment, or null: no tracking number, "Other" (we do not know the
 * courier's site) or a courier name that is not one of the list (an older order).
 */
export function trackingLink(courier: string | null | undefined, trackingNumber: string | null | undefined): TrackingLink | null {
  const number = trackingNumber?.trim();
  if (!number || !isCourier(courier) || courier === "Other") return null;
  const page = TRACKING_PAGES[courier];
  return { courier, url: page.url(number), numberInUrl: page.numberInUrl };
}

/** Just the URL (e-mails, CSV). */
export function trackingUrl(courier: string | null | undefined, trackingNumber: string | null | undefined): string | null {
  return trackingLink(courier, trackingNumber)?.url ?? null;
}
