// Browser-safe admin helpers shared by every back-office screen (no server imports).

export const ADMIN_NAV = [
  { to: "/admin", label: "Dashboard" },
  { to: "/admin/products", label: "Products" },
  { to: "/admin/orders", label: "Orders" },
  { to: "/admin/invoices", label: "Invoices" },
  { to: "/admin/coupons", label: "Coupons" },
  { to: "/admin/categories", label: "Categories" },
  { to: "/admin/customers", label: "Customers" },
  { to: "/admin/messages", label: "Messages" },
  { to: "/admin/analytics", label: "Analytics" },
  { to: "/admin/outbox", label: "E-mail Outbox" },
  { to: "/admin/settings", label: "Settings" },
] as const;

/** '#' + the last 8 characters of an id in upper case (orders); ids of customers and messages likewise. */
export function shortId(id: string, hash = true) {
  return `${hash ? "#" : ""}${id.slice(-8).toUpperCase()}`;
}

/** Badge colours of the orders list (spec/admin.md section 4, list reading). */
export const ORDER_LIST_BADGE: Record<string, string> = {
  pending: "bg-yellow-100 text-yellow-900 ring-yellow-300",
  confirmed: "bg-blue-100 text-blue-900 ring-blue-300",
  processing: "bg-purple-100 text-purple-900 ring-purple-300",
  shipped: "bg-orange-100 text-orange-900 ring-orange-300",
  delivered: "bg-green-100 text-green-900 ring-green-300",
  cancelled: "bg-red-100 text-red-900 ring-red-300",
  returned: "bg-stone-200 text-stone-800 ring-stone-300",
};

/** Badge colours of the order detail screen (its own reading). */
export const ORDER_DETAIL_BADGE: Record<string, string> = {
  pending: "bg-yellow-100 text-yellow-900 ring-yellow-300",
  confirmed: "bg-sky-100 text-sky-900 ring-sky-300",
  processing: "bg-blue-100 text-blue-900 ring-blue-300",
  shipped: "bg-purple-100 text-purple-900 ring-purple-300",
  delivered: "bg-green-100 text-green-900 ring-green-300",
  cancelled: "bg-red-100 text-red-900 ring-red-300",
  returned: "bg-stone-200 text-stone-800 ring-stone-300",
};

/** Dashboard badges: delivered normal (solid), cancelled destructive, others secondary. */
export const DASHBOARD_BADGE: Record<string, string> = {
  delivered: "bg-brand-700 text-white ring-brand-700",
  cancelled: "bg-red-600 text-white ring-red-600",
};
export const DASHBOARD_BADGE_DEFAULT = "bg-stone-100 text-stone-800 ring-stone-300";

export const MESSAGE_STATUS_BADGE: Record<string, string> = {
  new: "bg-blue-100 text-blue-900 ring-blue-300",
  read: "bg-yellow-100 text-yellow-900 ring-yellow-300",
  responded: "bg-green-100 text-green-900 ring-green-300",
  closed: "bg-stone-200 text-stone-800 ring-stone-300",
};

/** A list URL with one query parameter changed (and page reset unless it is the page itself). */
export function withParam(search: URLSearchParams | string, name: string, value: string | number | null) {
  const params = new URLSearchParams(search);
  if (value === null || value === "") params.delete(name);
  else params.set(name, String(value));
  if (name !== "page") params.delete("page");
  const qs = params.toString();
  return qs ? `?${qs}` : "?";
}

/** The list URL a form was posted from (its filters and page), without Remix's ?index marker. */
export function listUrl(request: Request, path: string) {
  const params = new URL(request.url).searchParams;
  params.delete("index");
  const qs = params.toString();
  return `${path}${qs ? `?${qs}` : ""}`;
}
