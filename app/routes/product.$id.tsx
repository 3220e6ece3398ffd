import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useMemo } from "react";
import { useProductPersonal } from "~/utils/personal";
import { lazy } from "#lazy";
import { GeneralErrorBoundary } from "~/components/lazy-error-boundary";
import { ProductShelf } from "~/components/product-card";
import { packCard, unpackCard } from "~/components/card-data";
import { Breadcrumb } from "~/components/product/breadcrumb";
import { CarePanel } from "~/components/product/care-instructions";
import { DescriptionPanel } from "~/components/product/description";
import { Gallery } from "~/components/product/gallery";
import { ProductInfo } from "~/components/product/product-info";
import { ReviewsSection } from "~/components/product/reviews-section";
import { ProductTabs } from "~/components/product/tabs";
import { shopNameFrom } from "~/components/ui/page";
import { getProductCartLines } from "~/models/cart.server";
import { availableCombinations, getProduct, getRelatedProducts, toProductCard, toProductPage, type ProductDTO } from "~/models/catalog.server";
import {
  canReview,
  getOwnReview,
  getRatingBreakdown,
  listReviews,
  PRODUCT_PAGE_REVIEWS,
  REVIEW_MESSAGES,
  upsertReview,
} from "~/models/review.server";
import { formConstraint, parseReviewForm } from "~/schemas/forms.server";
import { careInstructions } from "~/utils/care-instructions";
import { Forbidden, NotFound } from "~/utils/errors";
import { DEFAULT_COLOR, DEFAULT_SIZE } from "~/utils/constants";
import { FALLBACK_SHOP_NAME, META_DESCRIPTION_LENGTH, ServerJsonLd, socialMeta, truncateText } from "~/utils/seo";
import { getShop } from "~/utils/shop.server";
import { getOwner } from "~/utils/owner.server";
import { getUser } from "~/utils/session.server";
import { redirectWithToast } from "~/utils/toast.server";
import type { CachePolicy } from "~/utils/cache-control.server";
import { absoluteUrl, loginUrl, productUrl } from "~/utils/urls";
import { appUrl } from "~/utils/urls.server";
import { productBreadcrumbJsonLd, productPageJsonLd } from "~/utils/json-ld.server";

export const cachePolicy = "public" satisfies CachePolicy;
// A signed-in shopper gets the shared page with their parts put in: the personal slots (decision 0032).
export const personalSlots = true;

// /product/{id}: the product detail screen (spec/storefront.md "Product
// detail", DECISIONS 2 and 3.7). Everything works without JavaScript:
// - the gallery is a scroll-snap strip whose thumbnails are links to
//   #image-N; with JavaScript, arrows and thumbnails drive the same strip;
// - Add to Cart and the wishlist heart are plain posts to /cart and
//   /wishlist (the product card's contracts), fetchers with JavaScript;
// - Description / Care Instructions / Reviews are three sections under an
//   anchor tab bar; with JavaScript they become ARIA tabs (arrow keys);
// - reviews page with ?reviewsPage=N links; the review form is a plain post
//   (intent=review) to this route's action, which redirects back to #reviews.
// Page weight: zod stays on the server. The review form (Conform, loaded on
// demand) takes ReviewSchema's constraints from the loader data and its
// messages from /forms/review/validate and this action (decision 0013).
// The care text and the JSON-LD are built in the loader for the same reason.
// Components never read a .server import at render time: in the browser
// bundle those modules are empty. The screen's parts live in
// components/product/, the care words in utils/care-instructions.ts, the
// meta tags and JSON-LD builders in utils/seo.tsx.

// ---------------------------------------------------------------- loader

function reviewsPageParam(url: URL): number {
  const raw = url.searchParams.get("reviewsPage");
  const n = raw && /^\d{1,6}$/.test(raw) ? Number(raw) : 1;
  return Math.max(1, n);
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const id = params.id ?? "";
  const product = await getProduct(id);
  if (!product) throw new Response("Product Not Found", { status: 404, statusText: "Not Found" });

  const url = new URL(request.url);
  const { user, owner } = await getOwner(request);
  const [related, firstTry, breakdown, own, received, cartLines] = await Promise.all([
    getRelatedProducts(product, 4),
    listReviews(product._id, { page: reviewsPageParam(url), limit: PRODUCT_PAGE_REVIEWS }),
    product.reviewCount > 0 ? getRatingBreakdown(product._id) : null,
    user ? getOwnReview(user.id, product._id) : null,
    user ? canReview(user.id, product._id) : false,
    getProductCartLines(owner, product._id),
  ]);
  // A page past the last shows the last page rather than an empty list.
  const { pages } = firstTry.pagination;
  const reviews =
    firstTry.reviews.length === 0 && pages > 0 ? await listReviews(product._id, { page: pages, limit: PRODUCT_PAGE_REVIEWS }) : firstTry;

  const origin = appUrl();
  const canonical = absoluteUrl(origin, productUrl(product._id));
  const shop = getShop().name;
  return data({
    product: toProductPage(product),
    chosen: chooseVariant(product, url),
    // What of this product is in the cart (a page with a cart cookie is never shared: cachePolicy).
    cartLines,
    related: related.map((p) => packCard(toProductCard(p))),
    reviews,
    breakdown,
    reviewer: user ? { signedIn: true as const, mayReview: received || own !== null, own } : { signedIn: false as const, mayReview: false, own: null },
    origin,
    canonical,
    metaTags: productMeta(product, { canonical, origin, shop }),
    care: careInstructions(product.material),
    reviewConstraint: formConstraint("review"),
  });
}

/**
 * The colour in the URL (?color=, the colour links) or the first with stock, and the size (?size=)
 * if it has stock in that colour, else its first size in stock (decision 0019).
 */
function chooseVariant(product: ProductDTO, url: URL) {
  const sizes = product.sizes.length ? product.sizes : [DEFAULT_SIZE];
  const colors = product.colors.length ? product.colors : [DEFAULT_COLOR];
  const open = availableCombinations(product);
  const has = (size: string, color: string) => open.some((c) => (c.size || DEFAULT_SIZE) === size && (c.color || DEFAULT_COLOR) === color);
  const wanted = url.searchParams.get("color") ?? "";
  const color = colors.includes(wanted) ? wanted : (colors.find((c) => sizes.some((s) => has(s, c))) ?? colors[0]);
  const wantedSize = url.searchParams.get("size") ?? "";
  const size = sizes.includes(wantedSize) && has(wantedSize, color) ? wantedSize : (sizes.find((s) => has(s, color)) ?? sizes[0]);
  return { color, size };
}

// ---------------------------------------------------------------- action

export async function action({ request, params }: ActionFunctionArgs) {
  const id = params.id ?? "";
  const productPath = productUrl(id);
  const form = await request.formData();
  const user = await getUser(request);
  if (!user) throw redirect(loginUrl(productPath));

  const submission = parseReviewForm(form);
  if (form.get("intent") !== "review") {
    return data({ result: submission.reply({ formErrors: ["Please try again"] }) }, { status: 400 });
  }
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });

  try {
    const { created } = await upsertReview(user.id, id, submission.value);
    return redirectWithToast(
      `${productPath}#reviews`,
      { type: "success", title: created ? REVIEW_MESSAGES.created : REVIEW_MESSAGES.updated },
      { status: 303 },
    );
  } catch (error) {
    if (error instanceof Forbidden) return data({ result: submission.reply({ formErrors: [error.message] }) }, { status: 403 });
    if (error instanceof NotFound) throw new Response("Product Not Found", { status: 404, statusText: "Not Found" });
    throw error;
  }
}

// ---------------------------------------------------------------- SEO

export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches }) =>
  // Built in the loader (productMeta): the builders stay out of the browser bundle.
  loaderData ? loaderData.metaTags : [{ title: `Product Not Found | ${shopNameFrom(matches) ?? FALLBACK_SHOP_NAME}` }, { name: "robots", content: "noindex" }];

/** The page's title, description, canonical link and Open Graph / product tags. */
function productMeta(product: ProductDTO, { canonical, origin, shop }: { canonical: string; origin: string; shop: string }) {
  return socialMeta({
    title: `${product.name} | ${shop}`,
    socialTitle: product.name,
    description: truncateText(product.description, META_DESCRIPTION_LENGTH),
    canonical,
    type: "product",
    siteName: shop,
    image: product.images[0] ? { url: absoluteUrl(origin, product.images[0]), width: 600, height: 800, alt: product.name } : undefined,
    extra: [
      { property: "product:price:amount", content: product.price.toFixed(2) },
      { property: "product:price:currency", content: "INR" },
      { property: "product:availability", content: product.inStock ? "in stock" : "out of stock" },
    ],
  });
}

// ---------------------------------------------------------------- screen

export default function ProductPage() {
  const d = useLoaderData<typeof loader>();
  const { product } = d;
  // What of this product is the shopper's (the page's "me" on a shared page, decision 0032).
  const mine = useProductPersonal(product._id, d);
  const related = useMemo(() => d.related.map(unpackCard), [d.related]);

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-8 lg:px-8">
      {/* Written by the server into the document only (not in the loader data); keyed so another product's page starts without it. */}
      <ServerJsonLd key={product._id} json={() => productPageJsonLd(product, d.reviews.reviews)} />
      <ServerJsonLd key={`${product._id}-b`} json={() => productBreadcrumbJsonLd(product)} />
      <Breadcrumb product={product} />

      <div className="pp-cols">
        <Gallery product={product} />
        <ProductInfo key={d.chosen.color} product={product} canonical={d.canonical} cartLines={mine.cartLines} chosen={d.chosen} />
      </div>

      <ProductTabs
        reviewCount={product.reviewCount}
        description={<DescriptionPanel product={product} />}
        care={<CarePanel material={product.material} care={d.care} />}
        reviews={<ReviewsSection product={product} reviews={d.reviews} breakdown={d.breakdown} reviewer={{ ...d.reviewer, signedIn: mine.signedIn }} constraint={d.reviewConstraint} />}
      />

      <ProductShelf
        id="related-heading"
        title="Related Products"
        products={related}
        className="mt-6 border-t border-stone-200 pt-8"
        headingClassName="mb-4 font-serif text-2xl font-semibold text-brand-700"
      />
    </div>
  );
}

// ---------------------------------------------------------------- not found

// Code-split: only a missing product shows it (inside GeneralErrorBoundary's Suspense).
const ProductNotFound = lazy(() => import("~/components/product/not-found").then((m) => ({ default: m.ProductNotFound })));

export function ErrorBoundary() {
  return <GeneralErrorBoundary statusHandlers={{ 404: () => <ProductNotFound /> }} />;
}

// After a post that never reached the server, the loaders are not re-fetched over the same dead network.
export { shouldRevalidate } from "~/utils/network-failure";
