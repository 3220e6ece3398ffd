import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { AuthCard } from "~/components/auth-card";
import { getProduct } from "~/models/catalog.server";
import { checkPublicFormLimit } from "~/models/rate-limit.server";
import { requestStockAlert } from "~/models/stock-alert.server";
import { STOCK_ALERT_MESSAGES } from "~/schemas/stock-alert-messages";
import type { CachePolicy } from "~/utils/cache-control.server";
import { DEFAULT_COLOR, DEFAULT_SIZE } from "~/utils/constants";
import { AppError, NotFound } from "~/utils/errors";
import { getUser } from "~/utils/session.server";
import { clientIp } from "~/utils/request.server";
import { redirectWithToast } from "~/utils/toast.server";
import { productUrl } from "~/utils/urls";

// /product/{id}/notify?color=...: "Notify me" (issue 14 section 4, docs/decisions/0019). A page of
// its own with a plain form, so the product page carries no code for it: the shopper picks the
// sold-out size of the colour they chose and leaves an address (signed in, the account's). One
// e-mail is queued when that size and colour comes back (stock.server.ts).

export const cachePolicy = "personal" satisfies CachePolicy;

export const meta: MetaFunction<typeof loader> = ({ data: d }) => [
  { title: d ? `Notify me: ${d.product.name}` : "Notify me" },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const product = await getProduct(params.id ?? "");
  if (!product) throw new Response("Product Not Found", { status: 404, statusText: "Not Found" });
  const url = new URL(request.url);
  const colors = product.colors.length ? product.colors : [DEFAULT_COLOR];
  const wanted = url.searchParams.get("color") ?? "";
  const color = colors.includes(wanted) ? wanted : colors[0];
  const sizes = product.sizes.length ? product.sizes : [DEFAULT_SIZE];
  const stockIn = (size: string) =>
    product.variants.length ? (product.variants.find((v) => v.size === size && v.color === color)?.stock ?? 0) : product.stock;
  const soldOut = sizes.filter((s) => stockIn(s) <= 0);
  const user = await getUser(request);
  return {
    product: { id: product._id, name: product.name },
    color,
    showColor: product.colors.length > 0,
    sizes: product.sizes.length ? soldOut : [],
    soldOut: soldOut.length > 0,
    size: url.searchParams.get("size") ?? "",
    email: user?.email ?? null,
  };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const id = params.id ?? "";
  const form = await request.formData();
  const user = await getUser(request);
  const color = String(form.get("color") ?? "");
  try {
    // A guest names any address: held to the public forms' limit per address and per network, so
    // nobody can sign strangers up for e-mails in bulk (a signed-in shopper uses their own address).
    if (!user) await checkPublicFormLimit({ email: String(form.get("email") ?? ""), ip: clientIp(context) });
    const { email } = await requestStockAlert(id, { size: form.get("size") ?? undefined, color, email: form.get("email") ?? undefined }, user);
    return redirectWithToast(`${productUrl(id)}?color=${encodeURIComponent(color)}`, { type: "success", title: STOCK_ALERT_MESSAGES.saved(email) }, { status: 303 });
  } catch (error) {
    if (error instanceof NotFound) throw new Response("Product Not Found", { status: 404, statusText: "Not Found" });
    if (error instanceof AppError) return data({ error: error.message, email: String(form.get("email") ?? "") }, { status: error.status });
    throw error;
  }
}

export default function NotifyMePage() {
  const d = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const back = `${productUrl(d.product.id)}?color=${encodeURIComponent(d.color)}`;
  const footer = (
    <Link to={back} className="font-semibold text-brand-700 underline">
      Back to {d.product.name}
    </Link>
  );
  return (
    <AuthCard title="Notify me when it is back" subtitle={`${d.product.name}${d.showColor ? `, ${d.color}` : ""}`} footer={footer}>
      {!d.soldOut ? (
        <p className="text-sm text-stone-700">{STOCK_ALERT_MESSAGES.inStock}</p>
      ) : (
        <Form method="post" className="space-y-4" data-testid="notify-me">
          {reply?.error ? (
            <p role="alert" className="text-sm text-red-800">
              {reply.error}
            </p>
          ) : null}
          <input type="hidden" name="color" value={d.color} />
          {d.sizes.length ? (
            <label className="grid gap-1 text-sm font-medium text-stone-900">
              Size
              <select name="size" defaultValue={d.sizes.includes(d.size) ? d.size : d.sizes[0]} className="min-h-11 rounded-md border border-stone-300 px-2">
                {d.sizes.map((s) => (
                  <option key={s}>{s}</option>
                ))}
              </select>
            </label>
          ) : (
            <input type="hidden" name="size" value={DEFAULT_SIZE} />
          )}
          {d.email ? (
            <p className="text-sm text-stone-700">We will e-mail {d.email}.</p>
          ) : (
            <label className="grid gap-1 text-sm font-medium text-stone-900">
              Email
              <input type="email" name="email" required autoComplete="email" defaultValue={reply?.email ?? ""} className="min-h-11 rounded-md border border-stone-300 px-3" />
            </label>
          )}
          <button type="submit" className="min-h-11 w-full rounded-md bg-brand-700 px-4 font-semibold text-white hover:bg-brand-900">
            Notify me
          </button>
        </Form>
      )}
    </AuthCard>
  );
}
