import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";
import { Field, FormError, SubmitButton } from "~/components/forms";
import { ProductGrid } from "~/components/product-card";
import { BagIcon, ClockIcon, HeartIcon, LogOutIcon, MapPinIcon, ShieldIcon, TruckIcon } from "~/components/ui/icons";
import { pageMeta } from "~/components/ui/page";
import { listUserOrders, countActiveShipments, countUserOrders, type OrderSummary } from "~/models/order.server";
import { updateProfile, getUserById } from "~/models/user.server";
import { getWishlist, getWishlistSummary } from "~/models/wishlist.server";
import { ProfileSchema } from "~/schemas/auth";
import { ACCOUNT_ORDERS_PAGE_SIZE } from "~/utils/constants";
import { formatRupees } from "~/utils/money";
import { requireUser } from "~/utils/session.server";
import { redirectWithToast } from "~/utils/toast.server";

// /account (spec/storefront.md "Account"): welcome header, four stat cards and
// the tabs My Orders, Profile, Wishlist and Settings. Tabs are links with
// ?tab= (and paging ?page=, profile editing ?edit=1), so every part works
// without JavaScript; the profile form is a plain post that redirects back
// (post/redirect/get). Signed-out visitors go to /login?redirect=... (DECISIONS 3.13).

export const meta: MetaFunction = ({ matches }) => pageMeta("My Account", matches);

export const TABS = [
  { id: "orders", label: "My Orders" },
  { id: "profile", label: "Profile" },
  { id: "wishlist", label: "Wishlist" },
  { id: "settings", label: "Settings" },
] as const;
export type TabId = (typeof TABS)[number]["id"];

export const MESSAGES = {
  profileUpdated: "Profile updated successfully!",
  profileFailed: "Failed to update profile. Please try again.",
} as const;

const TIME_ZONE = "Asia/Kolkata";
const yearIn = (date: Date) => Number(new Intl.DateTimeFormat("en-IN", { timeZone: TIME_ZONE, year: "numeric" }).format(date));

/** The documents' "Years with us": current year minus join year, both in India time. */
export function yearsWithUs(joined: Date | string, now = new Date()): number {
  return Math.max(0, yearIn(now) - yearIn(new Date(joined)));
}

function parseTab(value: string | null): TabId {
  return TABS.some((t) => t.id === value) ? (value as TabId) : "orders";
}

function parsePage(value: string | null): number {
  const n = value && /^\d{1,6}$/.test(value) ? Number(value) : 1;
  return n >= 1 ? n : 1;
}

export const tabHref = (tab: TabId, extra: Record<string, string | number> = {}) =>
  `/account?${new URLSearchParams({ tab, ...Object.fromEntries(Object.entries(extra).map(([k, v]) => [k, String(v)])) })}`;

export async function loader({ request }: LoaderFunctionArgs) {
  const sessionUser = await requireUser(request);
  const url = new URL(request.url);
  const tab = parseTab(url.searchParams.get("tab"));
  const page = parsePage(url.searchParams.get("page"));
  const userId = sessionUser.id;

  const [profile, totalOrders, activeShipments, wishlistSummary] = await Promise.all([
    getUserById(userId),
    countUserOrders(userId),
    countActiveShipments(userId),
    getWishlistSummary({ userId }),
  ]);
  const user = profile ?? { ...sessionUser, isActive: true };

  // Only the open tab's list is read.
  const orders = tab === "orders" ? await listUserOrders(userId, { page, limit: ACCOUNT_ORDERS_PAGE_SIZE }) : null;
  if (orders && page > orders.pagination.pages) throw redirect(tabHref("orders", { page: orders.pagination.pages }));
  const wishlist = tab === "wishlist" ? await getWishlist({ userId }) : null;

  return data(
    {
      tab,
      editing: tab === "profile" && url.searchParams.get("edit") === "1",
      user: {
        firstName: user.firstName,
        lastName: user.lastName,
        email: user.email,
        phone: user.phone,
        joinedDate: user.createdAt.toISOString(),
      },
      stats: {
        totalOrders,
        wishlistItems: wishlistSummary.count,
        activeShipments,
        yearsWithUs: yearsWithUs(user.createdAt),
      },
      orders,
      wishlist,
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

/** The profile form (the tab's only form); Sign Out posts to /logout. */
export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const submission = parseWithZod(await request.formData(), { schema: ProfileSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  try {
    await updateProfile(user.id, submission.value);
  } catch (error) {
    console.error("Profile update failed", error);
    return data({ result: submission.reply({ formErrors: [MESSAGES.profileFailed] }) }, { status: 500 });
  }
  return redirectWithToast(tabHref("profile"), { type: "success", title: MESSAGES.profileUpdated }, { status: 303 });
}

// ---------------------------------------------------------------- screen

type LoaderData = ReturnType<typeof useLoaderData<typeof loader>>;

const dateFormat = new Intl.DateTimeFormat("en-IN", { timeZone: TIME_ZONE, day: "numeric", month: "short", year: "numeric" });
const monthYear = new Intl.DateTimeFormat("en-IN", { timeZone: TIME_ZONE, month: "long", year: "numeric" });

export default function AccountPage() {
  const { tab, user, stats } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <header className="flex items-center gap-4 rounded-2xl bg-linear-to-br from-brand-700 to-brand-900 px-4 py-5 text-white shadow-sm sm:px-8 sm:py-6">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-white/15 font-serif text-xl font-bold sm:size-14 sm:text-2xl" aria-hidden="true">
          {user.firstName.charAt(0).toUpperCase()}
          {user.lastName.charAt(0).toUpperCase()}
        </span>
        <div className="min-w-0">
          <h1 className="font-serif text-2xl font-bold sm:text-3xl">Welcome, {user.firstName}</h1>
          <p className="mt-0.5 text-sm break-words text-white/85">
            <span className="break-all">{user.email}</span>
            <span className="hidden sm:inline"> · </span>
            <span className="block sm:inline">Member since {monthYear.format(new Date(user.joinedDate))}</span>
          </p>
        </div>
      </header>

      <section aria-label="Your account at a glance" className="mt-6 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        <StatCard label="Total Orders" value={stats.totalOrders} icon={<BagIcon className="size-6" />} testId="stat-total-orders" />
        <StatCard label="Wishlist Items" value={stats.wishlistItems} icon={<HeartIcon className="size-6" />} testId="stat-wishlist-items" />
        <StatCard label="Active Shipments" value={stats.activeShipments} icon={<TruckIcon className="size-6" />} testId="stat-active-shipments" />
        <StatCard label="Years with us" value={stats.yearsWithUs} icon={<ClockIcon className="size-6" />} testId="stat-years" />
      </section>

      <nav aria-label="Account sections" className="mt-8 border-b border-stone-200">
        <ul className="-mb-px grid grid-cols-4 sm:flex sm:gap-1" role="list">
          {TABS.map((t) => {
            const current = t.id === tab;
            return (
              <li key={t.id} className="min-w-0">
                <Link
                  to={tabHref(t.id)}
                  aria-current={current ? "page" : undefined}
                  preventScrollReset
                  className={`flex min-h-11 items-center justify-center border-b-2 px-1 text-center text-sm font-semibold sm:px-4 sm:text-base ${
                    current ? "border-brand-700 text-brand-700" : "border-transparent text-stone-600 hover:border-stone-300 hover:text-stone-900"
                  }`}
                >
                  {t.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>

      <div className="mt-6">
        {tab === "orders" ? <OrdersTab /> : null}
        {tab === "profile" ? <ProfileTab /> : null}
        {tab === "wishlist" ? <WishlistTab /> : null}
        {tab === "settings" ? <SettingsTab /> : null}
      </div>
    </div>
  );
}

function StatCard({ label, value, icon, testId }: { label: string; value: number; icon: ReactNode; testId: string }) {
  return (
    <div className="flex items-center gap-2.5 rounded-xl border border-stone-200 bg-white p-3 shadow-sm sm:gap-3 sm:p-4" data-testid={testId}>
      <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700 sm:size-11 [&>svg]:size-5 sm:[&>svg]:size-6">
        {icon}
      </span>
      <div className="min-w-0">
        <p className="text-xl leading-tight font-bold text-stone-900 sm:text-2xl">{value}</p>
        <p className="text-xs leading-tight text-stone-600 sm:text-sm">{label}</p>
      </div>
    </div>
  );
}

function TabHeading({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
      <h2 className="font-serif text-2xl font-semibold text-stone-900">{children}</h2>
      {action}
    </div>
  );
}

// ---------------------------------------------------------------- My Orders

const STATUS_BADGES: Record<string, string> = {
  delivered: "bg-green-100 text-green-800 ring-green-200",
  shipped: "bg-blue-100 text-blue-800 ring-blue-200",
  processing: "bg-yellow-100 text-yellow-800 ring-yellow-200",
};
const OTHER_BADGE = "bg-stone-100 text-stone-700 ring-stone-200";

/** The documents' order status colours: delivered green, shipped blue, processing yellow, others grey. */
export function statusBadgeClass(status: string) {
  return STATUS_BADGES[status] ?? OTHER_BADGE;
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const PAYMENT_LABELS: Record<string, string> = { razorpay: "Online payment", cod: "Cash on Delivery" };

function StatusBadge({ status }: { status: string }) {
  return (
    <span className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${statusBadgeClass(status)}`} data-testid="order-status" data-status={status}>
      {capitalise(status)}
    </span>
  );
}

function OrdersTab() {
  const { orders } = useLoaderData<typeof loader>();
  if (!orders) return null;
  const { pagination } = orders;
  return (
    <section aria-labelledby="orders-heading">
      <TabHeading>
        <span id="orders-heading">My Orders</span>
      </TabHeading>
      {orders.orders.length === 0 ? (
        <EmptyState
          icon={<BagIcon className="size-8" />}
          title="No orders yet"
          text="When you place an order, you can follow it here."
          action={{ to: "/shop", label: "Start Shopping" }}
          testId="orders-empty"
        />
      ) : (
        <>
          <ul className="space-y-3" role="list">
            {orders.orders.map((order) => (
              <OrderRow key={order.id} order={order} />
            ))}
          </ul>
          <Pager page={pagination.page} pages={pagination.pages} total={pagination.total} />
        </>
      )}
    </section>
  );
}

function OrderRow({ order }: { order: OrderSummary }) {
  const href = `/order/${order.id}`;
  return (
    <li className="flex flex-wrap items-center gap-4 rounded-xl border border-stone-200 bg-white p-4 shadow-sm" data-testid="order-row">
      <div className="flex size-16 shrink-0 items-center justify-center overflow-hidden rounded-lg bg-stone-100 text-stone-400">
        {order.firstItem?.image ? (
          <img src={order.firstItem.image} alt="" width={64} height={64} loading="lazy" decoding="async" className="h-full w-full object-cover" />
        ) : (
          <BagIcon className="size-6" />
        )}
      </div>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-semibold text-stone-900">
            <Link to={href} className="hover:text-brand-700 hover:underline">
              {order.orderNumber}
            </Link>
          </h3>
          <StatusBadge status={order.status} />
        </div>
        <p className="mt-0.5 text-sm text-stone-600">
          Placed on {dateFormat.format(new Date(order.createdAt))} · {order.totalItems} {order.totalItems === 1 ? "item" : "items"}
          {order.firstItem ? <span className="hidden sm:inline"> · {order.firstItem.name}{order.lineCount > 1 ? ` and ${order.lineCount - 1} more` : ""}</span> : null}
        </p>
        <p className="text-sm text-stone-600">
          {PAYMENT_LABELS[order.paymentMethod] ?? order.paymentMethod} · Payment {order.paymentStatus.replace("_", " ")}
        </p>
      </div>
      <div className="flex w-full items-center justify-between gap-4 sm:w-auto sm:flex-col sm:items-end">
        <p className="text-lg font-bold text-brand-900">{formatRupees(order.total)}</p>
        <Link
          to={href}
          className="inline-flex min-h-11 items-center justify-center rounded-md border border-brand-700 px-4 text-sm font-semibold text-brand-700 hover:bg-brand-50"
          aria-label={`View details of order ${order.orderNumber}`}
        >
          View Details
        </Link>
      </div>
    </li>
  );
}

function Pager({ page, pages, total }: { page: number; pages: number; total: number }) {
  if (pages <= 1) return null;
  const link = "inline-flex min-h-11 min-w-11 items-center justify-center rounded-md border px-3 text-sm font-semibold";
  const idle = `${link} border-stone-300 bg-white text-stone-700 hover:border-brand-600 hover:text-brand-700`;
  const disabled = `${link} border-stone-200 text-stone-400`;
  const first = Math.max(1, Math.min(page - 2, pages - 4));
  const numbers = Array.from({ length: Math.min(5, pages) }, (_, i) => first + i);
  return (
    <nav aria-label="Orders pages" className="mt-6 flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-stone-600">
        Page {page} of {pages} · {total} orders
      </p>
      <ul className="flex flex-wrap items-center gap-1.5" role="list">
        <li>
          {page > 1 ? (
            <Link to={tabHref("orders", { page: page - 1 })} preventScrollReset className={idle} rel="prev">
              Previous
            </Link>
          ) : (
            <span className={disabled} aria-disabled="true">
              Previous
            </span>
          )}
        </li>
        {numbers.map((n) => (
          <li key={n}>
            <Link
              to={tabHref("orders", { page: n })}
              preventScrollReset
              aria-current={n === page ? "page" : undefined}
              aria-label={`Page ${n}`}
              className={n === page ? `${link} border-brand-700 bg-brand-700 text-white` : idle}
            >
              {n}
            </Link>
          </li>
        ))}
        <li>
          {page < pages ? (
            <Link to={tabHref("orders", { page: page + 1 })} preventScrollReset className={idle} rel="next">
              Next
            </Link>
          ) : (
            <span className={disabled} aria-disabled="true">
              Next
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}

function EmptyState({ icon, title, text, action, testId }: { icon: ReactNode; title: string; text: string; action: { to: string; label: string }; testId: string }) {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-brand-200 bg-white px-6 py-12 text-center" data-testid={testId}>
      <span className="flex size-16 items-center justify-center rounded-full bg-brand-50 text-brand-600">{icon}</span>
      <h3 className="mt-4 font-serif text-xl font-semibold text-stone-900">{title}</h3>
      <p className="mt-2 max-w-sm text-stone-600">{text}</p>
      <Link to={action.to} className="mt-6 inline-flex min-h-11 items-center justify-center rounded-md bg-brand-700 px-6 font-semibold text-white hover:bg-brand-900">
        {action.label}
      </Link>
    </div>
  );
}

// ---------------------------------------------------------------- Profile

function ProfileTab() {
  const { editing, user } = useLoaderData<typeof loader>();
  return editing ? <ProfileForm user={user} /> : <ProfileView user={user} />;
}

function ProfileView({ user }: { user: LoaderData["user"] }) {
  const rows: Array<[string, string]> = [
    ["First name", user.firstName],
    ["Last name", user.lastName],
    ["Email", user.email],
    ["Phone", user.phone || "Not added"],
    ["Member since", dateFormat.format(new Date(user.joinedDate))],
  ];
  return (
    <section aria-labelledby="profile-heading" className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6">
      <TabHeading
        action={
          <Link
            to={tabHref("profile", { edit: 1 })}
            preventScrollReset
            className="inline-flex min-h-11 items-center justify-center rounded-md bg-brand-700 px-5 text-sm font-semibold text-white hover:bg-brand-900"
          >
            Edit Profile
          </Link>
        }
      >
        <span id="profile-heading">Profile Information</span>
      </TabHeading>
      <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2" data-testid="profile-view">
        {rows.map(([label, value]) => (
          <div key={label} className="min-w-0">
            <dt className="text-sm text-stone-600">{label}</dt>
            <dd className="truncate font-medium text-stone-900">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function ProfileForm({ user }: { user: LoaderData["user"] }) {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "profile",
    lastResult: actionData?.result,
    defaultValue: { firstName: user.firstName, lastName: user.lastName, phone: user.phone ?? "" },
    constraint: getZodConstraint(ProfileSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ProfileSchema }),
  });
  return (
    <section aria-labelledby="profile-heading" className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6">
      <TabHeading>
        <span id="profile-heading">Edit Profile</span>
      </TabHeading>
      <Form method="post" action={tabHref("profile", { edit: 1 })} preventScrollReset {...getFormProps(form)} className="max-w-2xl space-y-4">
        <FormError errors={form.errors} />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="First name" errors={fields.firstName.errors} inputProps={{ ...getInputProps(fields.firstName, { type: "text" }), autoComplete: "given-name" }} />
          <Field label="Last name" errors={fields.lastName.errors} inputProps={{ ...getInputProps(fields.lastName, { type: "text" }), autoComplete: "family-name" }} />
        </div>
        <div className="space-y-1">
          <label htmlFor="profile-email" className="block text-sm font-medium text-stone-800">
            Email address
          </label>
          {/* Read-only and unnamed: the e-mail is the sign-in and is never posted. */}
          <input
            id="profile-email"
            type="email"
            value={user.email}
            readOnly
            aria-describedby="profile-email-hint"
            className="block min-h-11 w-full cursor-not-allowed rounded-md border border-stone-200 bg-stone-100 px-3 py-2 text-base text-stone-600"
          />
          <p id="profile-email-hint" className="text-xs text-stone-600">
            Your e-mail address is your sign-in and cannot be changed here.
          </p>
        </div>
        <Field
          label="Phone number"
          errors={fields.phone.errors}
          inputProps={{ ...getInputProps(fields.phone, { type: "tel" }), autoComplete: "tel", placeholder: "+91 98765 43210" }}
        />
        <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
          <Link
            to={tabHref("profile")}
            preventScrollReset
            className="inline-flex min-h-11 items-center justify-center rounded-md border border-stone-300 px-6 font-semibold text-stone-700 hover:border-brand-600 hover:text-brand-700"
          >
            Cancel
          </Link>
          <SubmitButton pending={navigation.state === "submitting"} pendingText="Saving..." className="sm:w-auto sm:px-6">
            Save Changes
          </SubmitButton>
        </div>
      </Form>
    </section>
  );
}

// ---------------------------------------------------------------- Wishlist

function WishlistTab() {
  const { wishlist } = useLoaderData<typeof loader>();
  if (!wishlist) return null;
  return (
    <section aria-labelledby="wishlist-heading">
      <TabHeading
        action={
          wishlist.length > 0 ? (
            <Link to="/wishlist" className="text-sm font-semibold text-brand-700 underline-offset-2 hover:underline">
              Open full wishlist
            </Link>
          ) : undefined
        }
      >
        <span id="wishlist-heading">My Wishlist</span>
      </TabHeading>
      {wishlist.length === 0 ? (
        <EmptyState
          icon={<HeartIcon className="size-8" />}
          title="Your Wishlist is Empty"
          text="Tap the heart on any saree, lehenga or kurta to save it here for later."
          action={{ to: "/shop", label: "Continue Shopping" }}
          testId="account-wishlist-empty"
        />
      ) : (
        <ProductGrid products={wishlist} />
      )}
    </section>
  );
}

// ---------------------------------------------------------------- Settings

function SettingsTab() {
  const base = "flex min-h-14 w-full items-center gap-3 rounded-xl border border-stone-200 bg-white px-4 py-3 text-left font-semibold shadow-sm";
  const button = `${base} text-stone-900 hover:border-brand-600 hover:text-brand-700`;
  return (
    <section aria-labelledby="settings-heading">
      <TabHeading>
        <span id="settings-heading">Account Settings</span>
      </TabHeading>
      <ul className="grid max-w-xl gap-3" role="list">
        <li>
          <Link to="/change-password" className={button}>
            <ShieldIcon className="size-5 text-brand-700" />
            <span className="flex-1">
              Change Password
              <span className="block text-sm font-normal text-stone-600">Update the password you sign in with</span>
            </span>
          </Link>
        </li>
        <li>
          <Link to="/addresses" className={button}>
            <MapPinIcon className="size-5 text-brand-700" />
            <span className="flex-1">
              Manage Addresses
              <span className="block text-sm font-normal text-stone-600">Add, edit or choose your default delivery address</span>
            </span>
          </Link>
        </li>
        <li>
          <Form method="post" action="/logout">
            <button type="submit" className={`${base} text-red-700 hover:border-red-600 hover:text-red-800`}>
              <LogOutIcon className="size-5" />
              <span className="flex-1">Sign Out</span>
            </button>
          </Form>
        </li>
      </ul>
    </section>
  );
}
