import { Fragment } from "react";
import type { ProductPageDTO } from "~/models/catalog.server";

// The Description tab: the full text and the product's details.

export function DescriptionPanel({ product }: { product: ProductPageDTO }) {
  const details: Array<[string, string]> = [
    ["Material", product.material],
    ["Category", product.category.name],
    ...(product.subcategory ? ([["Style", product.subcategory]] as Array<[string, string]>) : []),
    ...(product.colors.length ? ([["Colours", product.colors.join(", ")]] as Array<[string, string]>) : []),
    ...(product.sizes.length ? ([["Sizes", product.sizes.join(", ")]] as Array<[string, string]>) : []),
  ];
  return (
    <div className="ds">
      <p className="ds-t">{product.description}</p>
      <dl className="ds-l">
        {details
          .filter(([, v]) => v)
          .map(([k, v]) => (
            <Fragment key={k}>
              <dt>{k}</dt>
              <dd>{v}</dd>
            </Fragment>
          ))}
      </dl>
    </div>
  );
}
