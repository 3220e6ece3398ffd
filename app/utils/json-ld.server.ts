import { categoryHref } from "~/components/product/breadcrumb";
import { reviewerName } from "~/components/product/reviewer-name";
import type { ProductDTO, ProductPageDTO } from "~/models/catalog.server";
import type { ReviewDTO } from "~/models/review.server";
import { getShop } from "~/utils/shop.server";
import { appUrl } from "~/utils/urls.server";
import { absoluteUrl, productUrl } from "~/utils/urls";
import { breadcrumbJsonLd, organizationJsonLd, productJsonLd, serializeJsonLd } from "~/utils/seo";

// The pages' JSON-LD, built while the server renders the document (components call these through
// <ServerJsonLd>, utils/seo.tsx): a `.server` module, so in the browser build it is empty and
// neither the builders nor the JSON are in a bundle or in the loader data (issue 15 section 3: the
// product page carried its JSON-LD twice, in the document and in window.__remixContext).

/** The home page's schema.org Organization. */
export const homeJsonLd = () => serializeJsonLd(organizationJsonLd(getShop(), appUrl()));

const canonicalOf = (product: Pick<ProductDTO, "_id">) => absoluteUrl(appUrl(), productUrl(product._id));

/** A product page's schema.org Product, with the reviews on the page. */
export function productPageJsonLd(product: ProductPageDTO, reviews: ReviewDTO[]): string {
  const origin = appUrl();
  const author = (r: ReviewDTO) => ({ ...r, author: reviewerName(r) });
  return serializeJsonLd(productJsonLd(product, reviews.map(author), { origin, canonical: canonicalOf(product), shop: getShop().name }));
}

/** A product page's schema.org BreadcrumbList. */
export function productBreadcrumbJsonLd(product: Pick<ProductPageDTO, "_id" | "name" | "category">): string {
  const origin = appUrl();
  return serializeJsonLd(
    breadcrumbJsonLd([
      { name: "Home", item: `${origin}/` },
      { name: "Shop", item: `${origin}/shop` },
      { name: product.category.name, item: `${origin}${categoryHref(product)}` },
      { name: product.name, item: canonicalOf(product) },
    ]),
  );
}
