import type { ProductDTO } from "~/models/catalog.server";

// The Description tab: the full text and the product's details.

export function DescriptionPanel({ product }: { product: ProductDTO }) {
  const details: Array<[string, string]> = [
    ["Material", product.material],
    ["Category", product.category.name],
    ...(product.subcategory ? ([["Style", product.subcategory]] as Array<[string, string]>) : []),
    ...(product.colors.length ? ([["Colours", product.colors.join(", ")]] as Array<[string, string]>) : []),
    ...(product.sizes.length ? ([["Sizes", product.sizes.join(", ")]] as Array<[string, string]>) : []),
  ];
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <p className="max-w-3xl leading-relaxed whitespace-pre-line text-stone-700">{product.description}</p>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 self-start rounded-lg border border-stone-200 bg-white p-4 text-sm">
        {details
          .filter(([, v]) => v)
          .map(([k, v]) => (
            <div key={k} className="contents">
              <dt className="font-semibold text-stone-900">{k}</dt>
              <dd className="break-words text-stone-700">{v}</dd>
            </div>
          ))}
      </dl>
    </div>
  );
}
