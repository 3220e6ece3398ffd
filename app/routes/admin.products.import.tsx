import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useActionData } from "@remix-run/react";
import { ImportPreview, UploadCsvForm, type Preview } from "~/components/admin/product-import";
import { AdminPageHeader, buttonClass, makeAdminErrorBoundary } from "~/components/admin/ui";
import { pageMeta } from "~/components/ui/page";
import { commitImport, CSV_MAX_BYTES, CSV_MESSAGES, decodeCsv, planImport, savePendingImport, type ImportPlan } from "~/models/product-csv.server";
import { requireAdmin } from "~/utils/session.server";
import { redirectWithToast } from "~/utils/toast.server";
import type { CachePolicy } from "~/utils/cache-control.server";

export const cachePolicy = "no-store" satisfies CachePolicy;

// /admin/products/import (issue 13 section 4): upload a CSV -> the preview (every row checked,
// nothing written; the file is kept on the server under a token) -> Import, which re-reads and
// re-checks that same file and writes every row in one transaction, or none. Plain forms: works
// without JavaScript. Export is /admin/products/export.csv.

export const meta: MetaFunction = ({ matches }) => pageMeta("Import Products", matches);

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return null;
}

type ActionData = { error: string | null; preview: Preview | null };

const toPreview = (plan: ImportPlan, token: string, fileName: string): Preview => ({
  token,
  fileName,
  creates: plan.creates,
  updates: plan.updates,
  errorRows: plan.errorRows,
  rows: plan.rows.map(({ line, sku, name, action, stockBefore, stock, price, errors }) => ({ line, sku, name, action, stockBefore, stock, price, errors })),
});

export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");

  if (intent === "commit") {
    const token = String(form.get("token") ?? "");
    const outcome = await commitImport(admin.id, token);
    if (outcome.ok) return redirectWithToast("/admin/products", { type: "success", title: CSV_MESSAGES.done(outcome.created, outcome.updated) }, { status: 303 });
    if (!outcome.plan) return data<ActionData>({ error: CSV_MESSAGES.expired, preview: null }, { status: 410 });
    if (outcome.plan.fatal) return data<ActionData>({ error: outcome.plan.fatal, preview: null }, { status: 400 });
    return data<ActionData>({ error: CSV_MESSAGES.hasErrors(outcome.plan.errorRows), preview: toPreview(outcome.plan, token, "your file") }, { status: 409 });
  }

  const file = form.get("file");
  if (!(file instanceof File) || (file.size === 0 && !file.name)) return data<ActionData>({ error: CSV_MESSAGES.noFile, preview: null }, { status: 400 });
  if (file.size > CSV_MAX_BYTES) return data<ActionData>({ error: CSV_MESSAGES.tooLarge, preview: null }, { status: 413 });
  const text = decodeCsv(new Uint8Array(await file.arrayBuffer()));
  if (text === null || text.includes("\u0000")) return data<ActionData>({ error: CSV_MESSAGES.notText, preview: null }, { status: 400 });
  const plan = await planImport(text);
  if (plan.fatal) return data<ActionData>({ error: plan.fatal, preview: null }, { status: 400 });
  const token = plan.errorRows === 0 ? await savePendingImport(admin.id, text) : "";
  const fileName = (file.name || "file.csv").slice(-100);
  return data<ActionData>({ error: null, preview: toPreview(plan, token, fileName) }, { status: plan.errorRows ? 422 : 200 });
}

export default function ImportProducts() {
  const result = useActionData<typeof action>() as ActionData | undefined;
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <AdminPageHeader
        title="Import Products"
        actions={
          <>
            <a href="/admin/products/export.csv" className={buttonClass("secondary")} download>
              Export CSV
            </a>
            <Link to="/admin/products" className={buttonClass("secondary")}>
              Back to Products
            </Link>
          </>
        }
      >
        Create and update products from a spreadsheet: export, edit, upload, check the preview, then import.
      </AdminPageHeader>
      <UploadCsvForm error={result?.error} />
      {result?.preview ? <ImportPreview preview={result.preview} /> : null}
    </div>
  );
}

export const ErrorBoundary = makeAdminErrorBoundary("Error importing products");

// After a post that never reached the server, the loaders are not re-fetched over the same dead network.
export { shouldRevalidate } from "~/utils/network-failure";
