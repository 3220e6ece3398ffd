// Building blocks shared by every back-office screen. Everything here renders
// on the server and works without JavaScript (links, GET forms, <details>).
import { Form, Link, isRouteErrorResponse, useLocation, useNavigation, useRouteError } from "@remix-run/react";
import { Children, cloneElement, isValidElement, type ComponentPropsWithoutRef, type ReactNode } from "react";
import { FieldErrors } from "~/components/forms";
import { shortId } from "~/utils/admin";
import { formatNumber } from "~/utils/format";

export function AdminPageHeader({ title, count, noun = "total", actions, children }: {
  title: string;
  /** Shown after the title as "(N)" with an accessible label of the count and `noun`, e.g. "24 orders". */
  count?: number;
  noun?: string;
  actions?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <h1 className="font-serif text-2xl font-bold text-stone-900 sm:text-3xl">
          {title}
          {typeof count === "number" ? (
            <span className="ml-2 align-middle text-base font-medium text-stone-600" aria-label={`${count} ${noun}`}>
              ({formatNumber(count)})
            </span>
          ) : null}
        </h1>
        {children ? <div className="mt-1 text-sm text-stone-600">{children}</div> : null}
      </div>
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </div>
  );
}

export function Card({ title, children, className = "", actions }: { title?: string; children: ReactNode; className?: string; actions?: ReactNode }) {
  return (
    <section className={`rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5 ${className}`}>
      {title ? (
        <div className="mb-3 flex items-center justify-between gap-2">
          <h2 className="text-lg font-semibold text-stone-900">{title}</h2>
          {actions}
        </div>
      ) : null}
      {children}
    </section>
  );
}

type Tone = "stone" | "green" | "red" | "yellow" | "blue" | "brand";

export function StatCard({ label, value, hint, tone = "stone" }: { label: string; value: ReactNode; hint?: ReactNode; tone?: Tone }) {
  const accent = {
    stone: "border-t-stone-400",
    green: "border-t-green-600",
    red: "border-t-red-600",
    yellow: "border-t-yellow-500",
    blue: "border-t-blue-600",
    brand: "border-t-brand-600",
  }[tone];
  return (
    <div className={`rounded-xl border border-t-4 border-stone-200 bg-white p-4 shadow-sm ${accent}`}>
      <p className="text-sm font-medium text-stone-600">{label}</p>
      <p className="mt-1 text-2xl font-bold text-stone-900">{value}</p>
      {hint ? <div className="mt-1 text-xs text-stone-600">{hint}</div> : null}
    </div>
  );
}

/** The tiles above a list: `stats` as [label, count, tone] (counts formatted), then any other tiles. */
export function StatGrid({ stats = [], children }: { stats?: [label: string, count: number, tone: Tone][]; children?: ReactNode }) {
  return (
    <div className="mb-6 grid grid-cols-2 gap-3 lg:grid-cols-4">
      {stats.map(([label, count, tone]) => (
        <StatCard key={label} label={label} value={formatNumber(count)} tone={tone} />
      ))}
      {children}
    </div>
  );
}

/** A pill; pass one of the colour maps of `~/utils/admin` for the class. */
export function Badge({ className, children }: { className: string; children: ReactNode }) {
  return (
    <span className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${className}`}>
      {children}
    </span>
  );
}

/** The GET form above a list: fields inside, an Apply button (needed without JavaScript). */
export function FilterBar({ children, label = "Filters" }: { children: ReactNode; label?: string }) {
  return (
    <Form method="get" role="search" aria-label={label} className="mb-4 flex flex-col gap-3 rounded-xl border border-stone-200 bg-white p-3 shadow-sm sm:flex-row sm:flex-wrap sm:items-end">
      {children}
      <button type="submit" className={buttonClass("secondary")}>
        Apply
      </button>
    </Form>
  );
}

export function FilterField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <label className="flex min-w-40 flex-1 flex-col gap-1 text-sm font-medium text-stone-700">
      {label}
      {children}
    </label>
  );
}

/** A list's search box (GET `search`). */
export function SearchFilter({ label = "Search", value, maxLength, placeholder }: { label?: string; value?: string | null; maxLength: number; placeholder: string }) {
  return (
    <FilterField label={label}>
      <input key={value ?? ""} type="search" name="search" defaultValue={value ?? ""} maxLength={maxLength} placeholder={placeholder} className={inputClass} />
    </FilterField>
  );
}

/** A record's short id (its last 8 characters, no "#"), the full id on hover. */
export function ShortId({ id, as: Tag = "span", className }: { id: string; as?: "p" | "span"; className: string }) {
  return (
    <Tag className={className} title={id}>
      {shortId(id, false)}
    </Tag>
  );
}

export const fieldLabelClass = "block text-sm font-medium text-stone-800";

/**
 * A back-office form field: the label naming the control, the control itself (`children`, with any
 * hint), the field's errors, then `after`. In a `<div className>` when one is given, else bare.
 */
export function LabelledField({ field, label, className, labelClass = fieldLabelClass, after, children }: {
  field: { id: string; errorId: string; errors?: string[] };
  label: ReactNode;
  className?: string;
  labelClass?: string;
  after?: ReactNode;
  children: ReactNode;
}) {
  const parts = (
    <>
      <label htmlFor={field.id} className={labelClass}>
        {label}
      </label>
      {children}
      <FieldErrors id={field.errorId} errors={field.errors} />
      {after}
    </>
  );
  return className === undefined ? parts : <div className={className}>{parts}</div>;
}

export const inputClass =
  "min-h-11 w-full rounded-md border border-stone-300 bg-white px-3 py-2 text-sm text-stone-900 shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none disabled:bg-stone-100";

export function buttonClass(variant: "primary" | "secondary" | "danger" | "ghost" = "primary", size: "md" | "sm" = "md") {
  const base = `inline-flex items-center justify-center gap-1.5 rounded-md font-semibold whitespace-nowrap disabled:cursor-not-allowed disabled:opacity-60 ${
    size === "sm" ? "min-h-9 px-3 text-sm" : "min-h-11 px-4 text-sm"
  }`;
  const look = {
    primary: "bg-brand-700 text-white shadow hover:bg-brand-900",
    secondary: "border border-stone-300 bg-white text-stone-800 hover:bg-stone-50",
    danger: "bg-red-700 text-white shadow hover:bg-red-800",
    ghost: "text-brand-700 hover:bg-brand-50",
  }[variant];
  return `${base} ${look}`;
}

export function Button({ variant = "primary", size = "md", className = "", ...props }: ComponentPropsWithoutRef<"button"> & {
  variant?: Parameters<typeof buttonClass>[0];
  size?: Parameters<typeof buttonClass>[1];
}) {
  return <button type="submit" {...props} className={`${buttonClass(variant, size)} ${className}`} />;
}

/**
 * The admin's list table, with a visually hidden caption. From 640 px it is a table (scrolling
 * sideways only if it must); below, each row is a readable card: every cell is labelled with its
 * column's heading (set here as `data-label` on the row's <td> children, so list screens write
 * plain rows), the first cell is the card's title and an "Actions" cell its footer
 * (app/tailwind.css, `.admin-cards`). `cards={false}` keeps a table (wide figures such as GST summaries).
 */
export function AdminTable({ caption, head, children, cards = true }: { caption: string; head: ReactNode[]; children: ReactNode; cards?: boolean }) {
  const labels = head.map((h) => (typeof h === "string" ? h : undefined));
  const rows = cards
    ? Children.map(children, (row) =>
        isValidElement<{ children?: ReactNode }>(row) && row.type === "tr"
          ? cloneElement(
              row,
              undefined,
              Children.map(row.props.children, (cell, i) =>
                isValidElement<Record<string, unknown>>(cell) && cell.type === "td" && labels[i] && cell.props["data-label"] === undefined
                  ? cloneElement(cell, { "data-label": labels[i] })
                  : cell,
              ),
            )
          : row,
      )
    : children;
  return (
    <div className={`relative overflow-x-auto rounded-xl border border-stone-200 bg-white shadow-sm ${cards ? "admin-cards" : ""}`}>
      <table className="min-w-full divide-y divide-stone-200 text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-stone-50 text-left text-xs font-semibold tracking-wide text-stone-600 uppercase">
          <tr>
            {head.map((h, i) => (
              <th key={i} scope="col" className="px-4 py-3">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">{rows}</tbody>
      </table>
    </div>
  );
}

export function EmptyState({ title, hint, action }: { title: string; hint?: string; action?: ReactNode }) {
  return (
    <div className="rounded-xl border border-dashed border-stone-300 bg-white px-6 py-12 text-center">
      <p className="text-lg font-semibold text-stone-800">{title}</p>
      {hint ? <p className="mt-1 text-sm text-stone-600">{hint}</p> : null}
      {action ? <div className="mt-4">{action}</div> : null}
    </div>
  );
}

/**
 * Previous / Next links that keep the other query parameters. `summary` is the
 * screen's own text ('Showing 1 to 10 of 42 orders' or 'Page 1 of 5').
 */
export function Pager({ page, pages, search, summary }: { page: number; pages: number; search: string; summary: ReactNode }) {
  const href = (p: number) => {
    const params = new URLSearchParams(search);
    params.set("page", String(p));
    return `?${params.toString()}`;
  };
  const link = "inline-flex min-h-11 items-center rounded-md border border-stone-300 bg-white px-4 text-sm font-semibold text-stone-800 hover:bg-stone-50";
  const off = "inline-flex min-h-11 items-center rounded-md border border-stone-200 bg-stone-100 px-4 text-sm font-semibold text-stone-400";
  return (
    <nav aria-label="Pagination" className="mt-4 flex flex-col items-center justify-between gap-3 sm:flex-row">
      <p className="text-sm text-stone-600">{summary}</p>
      <div className="flex gap-2">
        {page > 1 ? (
          <Link to={href(page - 1)} className={link} rel="prev" preventScrollReset>
            Previous
          </Link>
        ) : (
          <span className={off} aria-disabled="true">
            Previous
          </span>
        )}
        {page < pages ? (
          <Link to={href(page + 1)} className={link} rel="next" preventScrollReset>
            Next
          </Link>
        ) : (
          <span className={off} aria-disabled="true">
            Next
          </span>
        )}
      </div>
    </nav>
  );
}

/** 'Showing 11 to 20 of 42 orders' */
export function showingText(page: number, limit: number, total: number, noun: string) {
  if (total === 0) return `Showing 0 of 0 ${noun}`;
  const from = (page - 1) * limit + 1;
  const to = Math.min(total, page * limit);
  return `Showing ${from} to ${to} of ${total} ${noun}`;
}

/** A list row's last cell: a View link (its screen-reader text names the row), then the row's other actions. */
export function RowActions({ to, label, align = "start", children }: { to: string; label: string; align?: "start" | "center"; children: ReactNode }) {
  return (
    <td className="relative px-4 py-3">
      <div className={align === "center" ? "flex flex-wrap items-center gap-2" : "flex flex-wrap items-start gap-2"}>
        <Link to={to} className={buttonClass("secondary", "sm")}>
          View<span className="sr-only"> {label}</span>
        </Link>
        {children}
      </div>
    </td>
  );
}

/** An admin form's last row: Cancel (back to `cancelTo`) and the submit button, which reads `busyLabel` while sending. */
export function FormActions({ cancelTo, busy, label, busyLabel }: { cancelTo: string; busy: boolean; label: string; busyLabel: string }) {
  return (
    <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
      <Link to={cancelTo} className={buttonClass("secondary")}>
        Cancel
      </Link>
      <button type="submit" className={buttonClass("primary")} disabled={busy}>
        {busy ? busyLabel : label}
      </button>
    </div>
  );
}

/** A header's or empty state's link styled as a button, e.g. "Add Coupon". */
export function ActionLink({ to, variant = "primary", children }: { to: string; variant?: "primary" | "secondary"; children: ReactNode }) {
  return (
    <Link to={to} className={buttonClass(variant)}>
      {children}
    </Link>
  );
}

/** A list's pager with its "Showing a-b of n <noun>" line; `more` follows that line. */
export function ListPager({ pagination: p, noun, search, more }: { pagination: { page: number; pages: number; limit: number; total: number }; noun: string; search: string; more?: string }) {
  const showing = showingText(p.page, p.limit, p.total, noun);
  return <Pager page={p.page} pages={p.pages} search={search} summary={more ? `${showing} · ${more}` : showing} />;
}

/**
 * A confirmation step that works without JavaScript: a <details> whose summary
 * is the trigger and whose body holds the question and the POST form.
 */
export function ConfirmAction({ label, question, confirmLabel, action, fields, variant = "danger", size = "sm", className = "" }: {
  label: ReactNode;
  question: ReactNode;
  confirmLabel: string;
  /** Form action URL ("" = this route). */
  action?: string;
  fields: Record<string, string>;
  variant?: Parameters<typeof buttonClass>[0];
  size?: Parameters<typeof buttonClass>[1];
  className?: string;
}) {
  const navigation = useNavigation();
  // Busy only for this very form: every hidden field matches what is being submitted.
  const busy =
    navigation.state === "submitting" &&
    Object.entries(fields).every(([name, value]) => navigation.formData?.get(name) === value);
  return (
    <details className={`group relative inline-block ${className}`}>
      <summary className={`${buttonClass(variant === "danger" ? "secondary" : variant, size)} cursor-pointer list-none [&::-webkit-details-marker]:hidden`}>
        {label}
      </summary>
      <div role="alertdialog" aria-label="Confirm" className="mt-2 w-72 max-w-[85vw] rounded-lg border border-stone-200 bg-white p-3 text-left text-sm text-stone-800 shadow-lg sm:absolute sm:right-0 sm:z-20">
        <p>{question}</p>
        <Form method="post" action={action} className="mt-3 flex justify-end gap-2">
          {Object.entries(fields).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <Button variant={variant} size="sm" disabled={busy}>
            {confirmLabel}
          </Button>
        </Form>
      </div>
    </details>
  );
}

/** Initials in a circle. */
export function Avatar({ firstName, lastName }: { firstName: string; lastName: string }) {
  return (
    <span aria-hidden="true" className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-bold text-brand-800">
      {`${firstName.charAt(0)}${lastName.charAt(0)}`.toUpperCase()}
    </span>
  );
}

/** An 'Error loading X: {message}' panel for a route's ErrorBoundary. */
export function AdminLoadError({ prefix, message }: { prefix: string; message: string }) {
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-900">
      {prefix}: {message}
    </div>
  );
}

/** The ErrorBoundary of an admin screen: 'Error loading orders: {message}' inside the shell. */
export function makeAdminErrorBoundary(prefix: string) {
  return function AdminErrorBoundary() {
    const error = useRouteError();
    if (isRouteErrorResponse(error) && error.status === 404) {
      return <AdminLoadError prefix="Not found" message={typeof error.data === "string" ? error.data : "This page does not exist"} />;
    }
    const message = isRouteErrorResponse(error)
      ? typeof error.data === "string" ? error.data : error.statusText
      : error instanceof Error ? error.message : "Unknown error";
    return <AdminLoadError prefix={prefix} message={message} />;
  };
}

/** '← Back to X' above a detail page's header. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="mb-3 inline-flex min-h-11 items-center text-sm font-medium text-brand-700 hover:text-brand-900">
      <span aria-hidden="true">←&nbsp;</span>
      {children}
    </Link>
  );
}

/** A detail page's top: the link back to its list, the title (with actions) and a line about the record. */
export function DetailPageHeader({ back, backLabel, title, actions, children }: { back: string; backLabel: string; title: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <>
      <BackLink to={back}>{backLabel}</BackLink>
      <AdminPageHeader title={title} actions={actions}>
        <span className="inline-flex flex-wrap items-center gap-2">{children}</span>
      </AdminPageHeader>
    </>
  );
}

/** A detail page's body: the main card over two thirds on wide screens, the side cards beside it. */
export function DetailColumns({ mainTitle, main, children }: { mainTitle: string; main: ReactNode; children: ReactNode }) {
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
      <Card title={mainTitle} className="lg:col-span-2">
        {main}
      </Card>
      {children}
    </div>
  );
}

/** One label/value row of a detail card's <dl>: a quarter for the label (stacked on phones), or a third in a narrow card. */
export function DetailRow({ label, columns = 4, children }: { label: string; columns?: 3 | 4; children: ReactNode }) {
  return columns === 3 ? (
    <div className="grid grid-cols-3 gap-2 py-2 text-sm">
      <dt className="font-medium text-stone-600">{label}</dt>
      <dd className="col-span-2 break-words text-stone-900">{children}</dd>
    </div>
  ) : (
    <div className="grid gap-1 py-2 text-sm sm:grid-cols-4 sm:gap-2">
      <dt className="font-medium text-stone-600">{label}</dt>
      <dd className="break-words text-stone-900 sm:col-span-3">{children}</dd>
    </div>
  );
}

/**
 * A list screen's rows and pager: with JavaScript, they dim while a filter or page change of the
 * same screen loads (the old rows stay readable).
 */
export function ListBody({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigation = useNavigation();
  const refreshing = navigation.state === "loading" && navigation.location.pathname === location.pathname;
  return (
    <div aria-busy={refreshing || undefined} className={`transition-opacity motion-reduce:transition-none ${refreshing ? "opacity-60" : ""}`}>
      {children}
    </div>
  );
}

/**
 * A list screen's results: the empty state when there is one (`empty`), else the rows; then, with more
 * than one page, the pager ("Showing a to b of n <noun>", `more` after it). Dims while the list reloads.
 */
export function ListResults({ empty, pagination, noun = "", more, everyPage = false, children }: {
  empty: ReactNode;
  pagination?: { page: number; pages: number; limit: number; total: number };
  noun?: string;
  more?: string;
  /** The pager (and its "Showing" line) also on a single page of results. */
  everyPage?: boolean;
  children: ReactNode;
}) {
  const location = useLocation();
  return (
    <ListBody>
      {empty || children}
      {pagination && (everyPage ? pagination.total > 0 : pagination.pages > 1) ? <ListPager pagination={pagination} noun={noun} search={location.search} more={more} /> : null}
    </ListBody>
  );
}

/** The empty state of a filtered list: with a filter on, a hint (by default) and a link back to the whole list. */
export function FilteredEmptyState({
  title,
  hint,
  filtered,
  clearTo,
  clearLabel = "Clear filters",
  showHint = filtered,
}: {
  title: string;
  hint: string;
  filtered: boolean;
  clearTo: string;
  clearLabel?: string;
  showHint?: boolean;
}) {
  return (
    <EmptyState
      title={title}
      hint={showHint ? hint : undefined}
      action={
        filtered ? (
          <Link to={clearTo} className={buttonClass("secondary")}>
            {clearLabel}
          </Link>
        ) : undefined
      }
    />
  );
}

type SelectOption<T extends string> = T | { value: T; label: string };

/** A filter form's select: an optional 'all' option first, then one option per value (named by `optionLabel`) or per { value, label }. */
export function SelectFilter<T extends string>({
  label,
  name,
  value,
  options,
  optionLabel = (option) => option,
  all,
}: {
  label: string;
  name: string;
  value: string;
  options: readonly SelectOption<T>[];
  optionLabel?: (option: T) => string;
  all?: { value: string; label: string };
}) {
  return (
    <FilterField label={label}>
      <select key={value} name={name} defaultValue={value} className={inputClass}>
        {all ? <option value={all.value}>{all.label}</option> : null}
        {options.map((option) => {
          const { value: optionValue, label: text } = typeof option === "string" ? { value: option, label: optionLabel(option) } : option;
          return (
            <option key={optionValue} value={optionValue}>
              {text}
            </option>
          );
        })}
      </select>
    </FilterField>
  );
}

const SORT_ORDERS = ["desc", "asc"] as const;
const SORT_ORDER_LABELS = { desc: "Descending", asc: "Ascending" } as const;

/** The 'Order' select of a sortable list (Descending first). */
export function SortOrderFilter({ value }: { value: string }) {
  return <SelectFilter label="Order" name="sortOrder" value={value} options={SORT_ORDERS} optionLabel={(o) => SORT_ORDER_LABELS[o]} />;
}
