import { Form, useNavigation } from "@remix-run/react";
import { AdminTable, Badge, Card, buttonClass } from "~/components/admin/ui";

// The product CSV import's two steps (routes/admin.products.import.tsx): the upload form and the
// preview, row by row, with each row's errors; Import is offered only when no row has one.

export type PreviewRow = { line: number; sku: string; name: string; action: "create" | "update" | null; stockBefore: number | null; stock: string; price: string; errors: string[] };
export type Preview = { token: string; fileName: string; rows: PreviewRow[]; creates: number; updates: number; errorRows: number };

export function UploadCsvForm({ error }: { error?: string | null }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "preview";
  return (
    <Card title="Upload a CSV file" className="max-w-3xl">
      <Form method="post" encType="multipart/form-data" className="space-y-3">
        <input type="hidden" name="intent" value="preview" />
        <label htmlFor="csv-file" className="block text-sm font-medium text-stone-800">
          CSV file (UTF-8, at most 2 MB)
        </label>
        <input
          id="csv-file"
          name="file"
          type="file"
          accept=".csv,text/csv"
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "csv-file-error" : "csv-file-hint"}
          className="block w-full text-sm text-stone-800 file:mr-3 file:min-h-11 file:rounded-md file:border file:border-stone-300 file:bg-white file:px-4 file:text-sm file:font-semibold file:text-stone-800 hover:file:bg-stone-50"
        />
        <p id="csv-file-hint" className="text-xs text-stone-600">
          Columns: sku, name, description, material, price, originalPrice, stock, category, subcategory, colors, sizes, tags, images, isActive, isFeatured, isNew,
          hsnCode (the export&apos;s). A known SKU updates that product, a new SKU creates one. Lists are separated by |. Prices in whole rupees; stock is the
          product&apos;s total (per size and colour stock is edited on the product). Nothing is saved until you confirm the preview.
        </p>
        {error ? (
          <p id="csv-file-error" role="alert" className="text-sm text-red-700">
            {error}
          </p>
        ) : null}
        <button type="submit" className={buttonClass("primary")} disabled={busy}>
          {busy ? "Checking..." : "Preview import"}
        </button>
      </Form>
    </Card>
  );
}

export function ImportPreview({ preview }: { preview: Preview }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "commit";
  const ok = preview.errorRows === 0;
  return (
    <section aria-labelledby="preview-heading" className="space-y-4" data-testid="import-preview">
      <div className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm">
        <h2 id="preview-heading" className="text-lg font-semibold text-stone-900">
          Preview of {preview.fileName}
        </h2>
        <p className="mt-1 text-sm text-stone-700" data-testid="import-summary">
          {preview.rows.length} {preview.rows.length === 1 ? "row" : "rows"}: {preview.creates} to create, {preview.updates} to update, {preview.errorRows} with errors.
        </p>
        {ok ? (
          <Form method="post" className="mt-3 flex flex-wrap gap-2">
            <input type="hidden" name="intent" value="commit" />
            <input type="hidden" name="token" value={preview.token} />
            <button type="submit" className={buttonClass("primary")} disabled={busy}>
              {busy ? "Importing..." : `Import ${preview.rows.length} ${preview.rows.length === 1 ? "product" : "products"}`}
            </button>
          </Form>
        ) : (
          <p role="alert" className="mt-3 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
            Nothing will be imported while a row has errors. Fix the rows below in your file and upload it again.
          </p>
        )}
      </div>
      <AdminTable caption="Rows of the file" head={["Line", "SKU", "Name", "Action", "Price (₹)", "Stock", "Problems"]}>
        {preview.rows.map((r) => (
          <tr key={r.line} className={`align-top ${r.errors.length ? "bg-red-50" : ""}`} data-testid="import-row">
            <td className="px-4 py-2 tabular-nums">{r.line}</td>
            <td className="px-4 py-2 font-mono">{r.sku}</td>
            <td className="px-4 py-2">{r.name}</td>
            <td className="px-4 py-2">
              {r.action === "create" ? (
                <Badge className="bg-green-100 text-green-900 ring-green-300">Create</Badge>
              ) : r.action === "update" ? (
                <Badge className="bg-blue-100 text-blue-900 ring-blue-300">Update</Badge>
              ) : (
                <Badge className="bg-red-100 text-red-900 ring-red-300">Error</Badge>
              )}
            </td>
            <td className="px-4 py-2 tabular-nums">{r.price}</td>
            <td className="px-4 py-2 whitespace-nowrap tabular-nums">{r.stockBefore !== null && String(r.stockBefore) !== r.stock ? `${r.stockBefore} → ${r.stock}` : r.stock}</td>
            <td className="px-4 py-2 text-red-800">
              {r.errors.length ? (
                <ul className="list-disc pl-4">
                  {r.errors.map((e) => (
                    <li key={e}>{e}</li>
                  ))}
                </ul>
              ) : null}
            </td>
          </tr>
        ))}
      </AdminTable>
    </section>
  );
}
