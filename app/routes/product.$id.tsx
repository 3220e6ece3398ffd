import type { ActionFunctionArgs, LoaderFunctionArgs, MetaDescriptor, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Link, useFetcher, useLoaderData, useLocation } from "@remix-run/react";
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { GeneralErrorBoundary } from "~/components/lazy-error-boundary";
import { useHydrated } from "~/components/forms";
import { ProductGrid } from "~/components/product-card";
import { ChevronRightIcon, FacebookIcon, HeartIcon, TwitterIcon, WhatsAppIcon } from "~/components/ui/icons";
import { shopNameFrom } from "~/components/ui/page";
import { getProduct, getRelatedProducts, toProductCard, type ProductDTO } from "~/models/catalog.server";
import {
  canReview,
  getOwnReview,
  getRatingBreakdown,
  listReviews,
  parseReviewForm,
  PRODUCT_PAGE_REVIEWS,
  REVIEW_FORM_RULES,
  REVIEW_MESSAGES,
  upsertReview,
  type RatingBreakdown,
  type ReviewDTO,
} from "~/models/review.server";
import { useRootData } from "~/root";
import { swatch } from "~/utils/colors";
import {
  COD_MIN_TOTAL_RUPEES,
  DEFAULT_COLOR,
  DEFAULT_SIZE,
  FREE_SHIPPING_THRESHOLD_RUPEES,
  LOW_STOCK_THRESHOLD,
  MAX_LINE_QUANTITY,
  MAX_PAGE_BUTTONS,
  RETURN_DAYS,
} from "~/utils/constants";
import { Forbidden, NotFound } from "~/utils/errors";
import { formatRupees } from "~/utils/money";
import { useNonce } from "~/utils/nonce";
import { appUrl } from "~/utils/env.server";
import { getShop } from "~/utils/shop.server";
import { getUser } from "~/utils/session.server";
import { redirectWithToast } from "~/utils/toast.server";

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
// Page weight: zod and Conform stay on the server (parseReviewForm and the
// rules live in review.server.ts); the browser checks the review form with a
// few lines mirroring ReviewSchema, whose words come with the loader data.
// The care text and the JSON-LD are built in the loader for the same reason.
// Components never read a .server import at render time: in the browser
// bundle those modules are empty.

const FALLBACK_SHOP = "Surat Ethnic Wear";
const META_DESCRIPTION_LENGTH = 155;

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
  const user = await getUser(request);
  const [related, firstTry, breakdown, own, received] = await Promise.all([
    getRelatedProducts(product, 4),
    listReviews(product._id, { page: reviewsPageParam(url), limit: PRODUCT_PAGE_REVIEWS }),
    product.reviewCount > 0 ? getRatingBreakdown(product._id) : null,
    user ? getOwnReview(user.id, product._id) : null,
    user ? canReview(user.id, product._id) : false,
  ]);
  // A page past the last shows the last page rather than an empty list.
  const { pages } = firstTry.pagination;
  const reviews =
    firstTry.reviews.length === 0 && pages > 0 ? await listReviews(product._id, { page: pages, limit: PRODUCT_PAGE_REVIEWS }) : firstTry;

  const origin = appUrl();
  const canonical = `${origin}/product/${encodeURIComponent(product._id)}`;
  const shop = getShop().name;
  return data({
    product,
    related: related.map(toProductCard),
    reviews,
    breakdown,
    reviewer: user ? { signedIn: true as const, mayReview: received || own !== null, own } : { signedIn: false as const, mayReview: false, own: null },
    origin,
    canonical,
    care: careInstructions(product.material),
    jsonLd: [serializeJsonLd(productJsonLd(product, reviews.reviews, { origin, canonical, shop })), serializeJsonLd(breadcrumbJsonLd(product, { origin, canonical }))],
    reviewRules: REVIEW_FORM_RULES,
  });
}

// ---------------------------------------------------------------- action

export async function action({ request, params }: ActionFunctionArgs) {
  const id = params.id ?? "";
  const productPath = `/product/${encodeURIComponent(id)}`;
  const form = await request.formData();
  const user = await getUser(request);
  if (!user) throw redirect(`/login?${new URLSearchParams({ redirect: productPath })}`);

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

function truncate(text: string, max: number): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:-]+$/, "")}…`;
}

const absolute = (origin: string, path: string) => (/^https?:\/\//.test(path) ? path : `${origin}${path.startsWith("/") ? "" : "/"}${path}`);

export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches }) => {
  const shop = shopNameFrom(matches) ?? FALLBACK_SHOP;
  if (!loaderData) {
    return [{ title: `Product Not Found | ${shop}` }, { name: "robots", content: "noindex" }];
  }
  const { product, canonical, origin } = loaderData;
  const description = truncate(product.description, META_DESCRIPTION_LENGTH);
  const tags: MetaDescriptor[] = [
    { title: `${product.name} | ${shop}` },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: canonical },
    { property: "og:type", content: "product" },
    { property: "og:site_name", content: shop },
    { property: "og:title", content: product.name },
    { property: "og:description", content: description },
    { property: "og:url", content: canonical },
    { property: "product:price:amount", content: product.price.toFixed(2) },
    { property: "product:price:currency", content: "INR" },
    { property: "product:availability", content: product.inStock ? "in stock" : "out of stock" },
    { name: "twitter:card", content: "summary_large_image" },
  ];
  if (product.images[0]) {
    tags.push(
      { property: "og:image", content: absolute(origin, product.images[0]) },
      { property: "og:image:width", content: "600" },
      { property: "og:image:height", content: "800" },
      { property: "og:image:alt", content: product.name },
    );
  }
  return tags;
};

/** JSON for a <script> element: nothing in it can close the script or start markup. */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

type Site = { origin: string; canonical: string };

function productJsonLd(product: ProductDTO, reviews: ReviewDTO[], { origin, canonical, shop }: Site & { shop: string }) {
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.name,
    image: product.images.map((src) => absolute(origin, src)),
    description: product.description,
    sku: product._id,
    brand: { "@type": "Brand", name: shop },
    category: product.category.name,
    material: product.material || undefined,
    ...(product.colors.length ? { color: product.colors.join(", ") } : {}),
    url: canonical,
    offers: {
      "@type": "Offer",
      url: canonical,
      price: product.price.toFixed(2),
      priceCurrency: "INR",
      availability: product.inStock ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
      itemCondition: "https://schema.org/NewCondition",
      seller: { "@type": "Organization", name: shop },
    },
    ...(product.reviewCount > 0
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: product.rating,
            reviewCount: product.reviewCount,
            bestRating: 5,
            worstRating: 1,
          },
          review: reviews.map((r) => ({
            "@type": "Review",
            reviewRating: { "@type": "Rating", ratingValue: r.rating, bestRating: 5, worstRating: 1 },
            author: { "@type": "Person", name: reviewerName(r) },
            datePublished: r.createdAt.slice(0, 10),
            reviewBody: r.comment,
          })),
        }
      : {}),
  };
}

function breadcrumbJsonLd(product: ProductDTO, { origin, canonical }: Site) {
  const items = [
    { name: "Home", item: `${origin}/` },
    { name: "Shop", item: `${origin}/shop` },
    { name: product.category.name, item: `${origin}${categoryHref(product)}` },
    { name: product.name, item: canonical },
  ];
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((it, i) => ({ "@type": "ListItem", position: i + 1, name: it.name, item: it.item })),
  };
}

type LoaderData = ReturnType<typeof useLoaderData<typeof loader>>;

/** Already serialised (and escaped) by the loader. */
function JsonLd({ json }: { json: string }) {
  const nonce = useNonce();
  return <script type="application/ld+json" nonce={nonce || undefined} dangerouslySetInnerHTML={{ __html: json }} />;
}

// ---------------------------------------------------------------- helpers

const categoryHref = (p: Pick<ProductDTO, "category">) => `/shop?category=${encodeURIComponent(p.category.slug || p.category.name.toLowerCase())}`;

const reviewerName = (r: Pick<ReviewDTO, "user">) => `${r.user.firstName} ${r.user.lastName}`.trim();

const reviewDate = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric", timeZone: "Asia/Kolkata" });

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/**
 * Care instructions by material: silk and zari need dry cleaning, cottons and
 * linens wash by hand, sheer synthetics need a cool iron. The first match wins,
 * so blends are listed before their parts.
 */
export function careInstructions(material: string): { summary: string; steps: string[] } {
  const m = material.toLowerCase();
  const general = [
    "Store in a cool, dry place inside a cotton or muslin bag, never in plastic.",
    "Keep perfume, deodorant and hair spray away from the fabric and any zari or embellishment.",
  ];
  if (/cotton\s*silk|silk\s*cotton/.test(m)) {
    return {
      summary: "Silk-cotton blends keep their sheen best with gentle care.",
      steps: [
        "Dry clean for the first wash.",
        "Afterwards, hand wash separately in cold water with a mild liquid detergent; do not soak or wring.",
        "Dry flat or on a hanger in the shade.",
        "Iron on medium heat on the reverse side.",
        ...general,
      ],
    };
  }
  if (/art silk|silk blend/.test(m)) {
    return {
      summary: "Art silk is easy to look after, but the colour and zari still need gentle handling.",
      steps: [
        "Dry clean recommended; otherwise hand wash gently in cold water with a mild detergent.",
        "Do not wring or tumble dry; dry in the shade.",
        "Iron on low heat with a pressing cloth.",
        ...general,
      ],
    };
  }
  if (/silk|brocade|patola|tussar|banarasi|kanjivaram|mysore|ikat silk/.test(m)) {
    return {
      summary: "Pure silk and zari are delicate: professional dry cleaning keeps them rich for years.",
      steps: [
        "Dry clean only.",
        "Iron on low heat on the reverse side, with a cotton cloth between the iron and the silk; never iron the zari directly.",
        "Wrap in a soft cotton or muslin cloth and store away from direct sunlight.",
        "Refold every two to three months so the zari does not crack along the folds.",
        "Air it in the shade for a few hours after wearing before putting it away.",
        ...general,
      ],
    };
  }
  if (/velvet/.test(m)) {
    return {
      summary: "Velvet's pile crushes easily: keep it hung and steam it rather than iron it.",
      steps: [
        "Dry clean only.",
        "Do not iron directly; steam from the reverse side to lift creases.",
        "Hang on a padded hanger instead of folding, with space around it.",
        ...general,
      ],
    };
  }
  if (/georgette|chiffon|crepe|organza|net|satin/.test(m)) {
    return {
      summary: "Sheer and flowing fabrics drape beautifully and need a gentle, cool hand.",
      steps: [
        "Dry clean recommended, especially for embroidered or sequinned pieces.",
        "If hand washing plain pieces: cold water, mild detergent, no soaking, no wringing.",
        "Dry flat or on a hanger in the shade.",
        "Iron on a low (synthetic) setting with a pressing cloth; keep the iron off sequins and stones.",
        "Store folded with tissue paper between embellished layers.",
        ...general,
      ],
    };
  }
  if (/linen/.test(m)) {
    return {
      summary: "Linen softens with every wash and is meant to look relaxed.",
      steps: [
        "Hand wash or machine wash on a gentle cycle in cold water.",
        "Wash dark colours separately.",
        "Dry in the shade; do not tumble dry.",
        "Iron on medium-high heat while still slightly damp.",
        ...general,
      ],
    };
  }
  if (/chanderi/.test(m)) {
    return {
      summary: "Chanderi is fine and light: treat it like a delicate.",
      steps: [
        "Dry clean for the first wash; afterwards a gentle hand wash in cold water.",
        "Do not wring or brush; roll in a towel to remove water.",
        "Dry in the shade and iron on low to medium heat.",
        ...general,
      ],
    };
  }
  if (/cotton|mulmul|khadi|rayon|viscose/.test(m)) {
    return {
      summary: "Breathable, everyday fabric that stays fresh with simple care.",
      steps: [
        "Hand wash separately in cold water with a mild detergent; natural dyes may bleed in the first few washes.",
        "Do not soak printed or hand-dyed pieces for long.",
        "Dry inside out in the shade so the colours do not fade.",
        /rayon|viscose/.test(m) ? "Do not wring; dry flat and iron on low heat." : "Iron on medium heat, on the reverse for prints and embroidery.",
        ...general,
      ],
    };
  }
  return {
    summary: "Gentle care keeps ethnic wear looking its best.",
    steps: ["Dry clean recommended.", "Iron on low heat on the reverse side.", "Dry in the shade, away from direct sunlight.", ...general],
  };
}

// ---------------------------------------------------------------- screen

export default function ProductPage() {
  const d = useLoaderData<typeof loader>();
  const { product } = d;

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-8 lg:px-8">
      {d.jsonLd.map((json, i) => (
        <JsonLd key={i} json={json} />
      ))}
      <Breadcrumb product={product} />

      <div className="mt-4 grid gap-6 md:grid-cols-2 md:gap-8 lg:gap-12">
        <Gallery product={product} />
        <ProductInfo product={product} canonical={d.canonical} />
      </div>

      <ProductTabs
        reviewCount={product.reviewCount}
        description={<DescriptionPanel product={product} />}
        care={<CarePanel material={product.material} care={d.care} />}
        reviews={<ReviewsPanel />}
      />

      {d.related.length > 0 ? (
        <section aria-labelledby="related-heading" className="mt-6 border-t border-stone-200 pt-8">
          <h2 id="related-heading" className="mb-4 font-serif text-2xl font-semibold text-brand-700">
            Related Products
          </h2>
          <ProductGrid products={d.related} />
        </section>
      ) : null}
    </div>
  );
}

function Breadcrumb({ product }: { product: ProductDTO }) {
  const items = [
    { label: "Home", to: "/" },
    { label: "Shop", to: "/shop" },
    { label: product.category.name, to: categoryHref(product) },
  ];
  return (
    <nav aria-label="Breadcrumb" className="text-sm text-stone-600">
      <ol className="flex flex-wrap items-center gap-x-1 gap-y-1">
        {items.map((it) => (
          <li key={it.to} className="flex items-center gap-1">
            <Link to={it.to} className="rounded px-0.5 py-1 hover:text-brand-700 hover:underline">
              {it.label}
            </Link>
            <ChevronRightIcon className="size-3.5 text-stone-400" aria-hidden="true" />
          </li>
        ))}
        <li aria-current="page" className="truncate py-1 font-medium text-stone-900 max-sm:max-w-full">
          {product.name}
        </li>
      </ol>
    </nav>
  );
}

// ---------------------------------------------------------------- gallery

function Gallery({ product }: { product: ProductDTO }) {
  const hydrated = useHydrated();
  const stripRef = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const images = product.images;
  const count = images.length;

  const show = useCallback(
    (next: number) => {
      const strip = stripRef.current;
      const i = ((next % count) + count) % count;
      setIndex(i);
      if (!strip) return;
      const reduce = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
      strip.scrollTo({ left: i * strip.clientWidth, behavior: reduce ? "auto" : "smooth" });
    },
    [count],
  );

  // Swipes and keyboard scrolling move the strip too: keep the thumbnails in step.
  useEffect(() => {
    const strip = stripRef.current;
    if (!strip || count < 2) return;
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        if (strip.clientWidth > 0) setIndex(Math.min(count - 1, Math.max(0, Math.round(strip.scrollLeft / strip.clientWidth))));
      });
    };
    strip.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      strip.removeEventListener("scroll", onScroll);
    };
  }, [count]);

  const badges = (
    <div className="pointer-events-none absolute top-3 left-3 z-10 flex flex-col items-start gap-1.5 text-xs font-semibold">
      {product.isNew ? <span className="rounded bg-emerald-700 px-2 py-1 text-white">New</span> : null}
      {product.discountPercentage > 0 ? <span className="rounded bg-brand-700 px-2 py-1 text-white">{product.discountPercentage}% OFF</span> : null}
      {!product.inStock ? <span className="rounded bg-stone-800 px-2 py-1 text-white">Out of Stock</span> : null}
    </div>
  );

  if (count === 0) {
    return (
      <div className="relative flex aspect-[3/4] items-center justify-center rounded-xl bg-stone-100 text-stone-500">
        {badges}
        No image available
      </div>
    );
  }

  return (
    <section aria-label={`${product.name} images`} className="md:sticky md:top-24 md:self-start" data-testid="gallery">
      <div className="relative overflow-hidden rounded-xl bg-stone-100">
        {badges}
        <div
          ref={stripRef}
          className="flex aspect-[3/4] snap-x snap-mandatory overflow-x-auto overscroll-x-contain [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
          tabIndex={0}
          role="region"
          aria-label={count > 1 ? `Image ${index + 1} of ${count}` : product.name}
          data-testid="gallery-strip"
        >
          {images.map((src, i) => (
            <div key={src + i} id={`image-${i + 1}`} className="relative w-full flex-none snap-start snap-always scroll-mt-24">
              <img
                src={src}
                alt={i === 0 ? product.name : `${product.name}, view ${i + 1}`}
                width={600}
                height={800}
                loading={i === 0 ? "eager" : "lazy"}
                decoding={i === 0 ? "sync" : "async"}
                // React 18 knows only the lower-case attribute.
                {...(i === 0 ? { fetchpriority: "high" } : {})}
                className="h-full w-full object-cover"
                data-testid="gallery-image"
              />
            </div>
          ))}
        </div>
        {hydrated && count > 1 ? (
          <>
            <button
              type="button"
              onClick={() => show(index - 1)}
              aria-label="Previous image"
              className="absolute top-1/2 left-2 z-10 flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-stone-900 shadow hover:bg-white"
            >
              <ChevronRightIcon className="size-5 rotate-180" aria-hidden="true" />
            </button>
            <button
              type="button"
              onClick={() => show(index + 1)}
              aria-label="Next image"
              className="absolute top-1/2 right-2 z-10 flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-stone-900 shadow hover:bg-white"
            >
              <ChevronRightIcon className="size-5" aria-hidden="true" />
            </button>
          </>
        ) : null}
      </div>
      {count > 1 ? (
        <ul className="mt-3 grid grid-cols-5 gap-2" aria-label="Choose an image">
          {images.map((src, i) => (
            <li key={src + i}>
              <a
                href={`#image-${i + 1}`}
                onClick={(e) => {
                  e.preventDefault();
                  show(i);
                }}
                aria-label={`Show image ${i + 1} of ${count}`}
                aria-current={hydrated && i === index ? "true" : undefined}
                className={`block overflow-hidden rounded-md border-2 bg-stone-100 ${
                  hydrated && i === index ? "border-brand-700" : "border-transparent hover:border-stone-300"
                }`}
                data-testid="gallery-thumb"
              >
                <img src={src} alt="" width={600} height={800} loading="lazy" decoding="async" className="aspect-[3/4] h-full w-full object-cover" />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

// ---------------------------------------------------------------- stars

function Stars({ rating, className = "" }: { rating: number; className?: string }) {
  const width = `${Math.max(0, Math.min(5, rating)) * 20}%`;
  return (
    <span aria-hidden="true" className={`relative inline-block leading-none tracking-tight whitespace-nowrap ${className}`}>
      <span className="text-stone-300">★★★★★</span>
      <span className="absolute inset-y-0 left-0 overflow-hidden text-gold-500" style={{ width }}>
        ★★★★★
      </span>
    </span>
  );
}

// ---------------------------------------------------------------- purchase

function ProductInfo({ product, canonical }: { product: ProductDTO; canonical: string }) {
  const root = useRootData();
  const location = useLocation();
  const hydrated = useHydrated();
  const cartFetcher = useFetcher<{ ok?: boolean; count?: number; message?: string }>();
  const wishlistFetcher = useFetcher<{ inWishlist?: boolean }>();
  const redirectTo = location.pathname + location.search;
  const maxQuantity = product.inStock ? Math.max(1, Math.min(MAX_LINE_QUANTITY, product.stock)) : 1;
  const [quantity, setQuantity] = useState("1");

  const savedInWishlist = root?.wishlistProductIds.includes(product._id) ?? false;
  const inWishlist = wishlistFetcher.formData ? !savedInWishlist : (wishlistFetcher.data?.inWishlist ?? savedInWishlist);
  const inCart = (root?.cartProductIds.includes(product._id) ?? false) || Boolean(cartFetcher.data?.ok);
  const adding = cartFetcher.state !== "idle";
  const onSale = product.originalPrice > product.price;
  const qty = Number.parseInt(quantity, 10);
  const step = (delta: number) => setQuantity(String(Math.min(maxQuantity, Math.max(1, (Number.isFinite(qty) ? qty : 1) + delta))));

  return (
    <div className="flex flex-col gap-5">
      <div>
        <Link to={categoryHref(product)} className="text-xs font-semibold tracking-[0.15em] text-amber-800 uppercase hover:underline">
          {product.category.name}
        </Link>
        <h1 className="mt-1 font-serif text-2xl leading-tight font-bold text-stone-900 sm:text-3xl">{product.name}</h1>
        {product.reviewCount > 0 ? (
          <a href="#reviews" className="mt-2 inline-flex items-center gap-2 text-sm text-stone-700 hover:text-brand-700" data-testid="product-rating">
            <Stars rating={product.rating} className="text-lg" />
            <span className="font-semibold">{product.rating.toFixed(1)}</span>
            <span className="sr-only">out of 5 stars,</span>
            <span className="underline-offset-2 hover:underline">({plural(product.reviewCount, "review")})</span>
          </a>
        ) : null}
      </div>

      <div>
        <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1" data-testid="product-price">
          <span className="text-3xl font-bold text-brand-900">{formatRupees(product.price)}</span>
          {onSale ? (
            <>
              <s className="text-lg text-stone-500">
                <span className="sr-only">Original price </span>
                {formatRupees(product.originalPrice)}
              </s>
              <span className="rounded bg-brand-50 px-2 py-0.5 text-sm font-bold text-brand-700">{product.discountPercentage}% OFF</span>
            </>
          ) : null}
        </p>
        <p className="mt-1 text-xs text-stone-600">Inclusive of all taxes</p>
        <p className={`mt-2 text-sm font-semibold ${product.inStock ? "text-emerald-800" : "text-red-700"}`} data-testid="stock-status">
          {!product.inStock ? "Out of Stock" : product.stock <= LOW_STOCK_THRESHOLD ? `Only ${product.stock} left in stock` : "In Stock"}
        </p>
      </div>

      <div>
        <p className="line-clamp-3 leading-relaxed whitespace-pre-line text-stone-700">{product.description}</p>
        <a href="#description" className="mt-1 inline-block text-sm font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900">
          Read more
        </a>
      </div>
      {product.material ? (
        <p className="text-sm text-stone-700">
          <span className="font-semibold text-stone-900">Material:</span> {product.material}
        </p>
      ) : null}

      <cartFetcher.Form method="post" action="/cart" id="add-to-cart" className="flex flex-col gap-5">
        <input type="hidden" name="intent" value="add" />
        <input type="hidden" name="productId" value={product._id} />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        {hydrated ? <input type="hidden" name="mode" value="fetch" /> : null}

        {product.colors.length > 0 ? (
          <fieldset>
            <legend className="mb-2 text-sm font-semibold text-stone-900">Colour</legend>
            <div className="flex flex-wrap gap-2">
              {product.colors.map((c, i) => (
                <label key={c} className="cursor-pointer">
                  <input type="radio" name="color" value={c} defaultChecked={i === 0} className="peer sr-only" />
                  <span className="flex min-h-11 items-center gap-2 rounded-full border border-stone-300 bg-white py-1 pr-4 pl-1.5 text-sm text-stone-800 peer-checked:border-brand-700 peer-checked:bg-brand-50 peer-checked:font-semibold peer-checked:text-brand-900 peer-checked:ring-1 peer-checked:ring-brand-700 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 hover:border-brand-600">
                    <span aria-hidden="true" className="size-7 rounded-full border border-stone-300 shadow-inner" style={{ background: swatch(c) }} />
                    {c}
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
        ) : (
          <input type="hidden" name="color" value={DEFAULT_COLOR} />
        )}

        {product.sizes.length > 0 ? (
          <fieldset className="relative">
            <legend className="mb-2 text-sm font-semibold text-stone-900">Size</legend>
            <Link to="/size-guide" className="absolute -top-0.5 right-0 text-sm font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900">
              Size Guide
            </Link>
            <div className="flex flex-wrap gap-2">
              {product.sizes.map((s, i) => (
                <label key={s} className="cursor-pointer">
                  <input type="radio" name="size" value={s} defaultChecked={i === 0} className="peer sr-only" />
                  <span className="flex min-h-11 min-w-12 items-center justify-center rounded-md border border-stone-300 bg-white px-3 text-sm text-stone-800 peer-checked:border-brand-700 peer-checked:bg-brand-700 peer-checked:font-semibold peer-checked:text-white peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 hover:border-brand-600">
                    {s}
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
        ) : (
          <>
            <input type="hidden" name="size" value={DEFAULT_SIZE} />
            <Link to="/size-guide" className="self-start text-sm font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900">
              Size Guide
            </Link>
          </>
        )}

        <div>
          <label htmlFor="quantity" className="mb-2 block text-sm font-semibold text-stone-900">
            Quantity
          </label>
          <div className="relative w-36">
            <input
              id="quantity"
              name="quantity"
              type="number"
              inputMode="numeric"
              min={1}
              max={maxQuantity}
              step={1}
              required
              value={quantity}
              onChange={(e) => setQuantity(e.target.value)}
              disabled={!product.inStock}
              className="block min-h-11 w-full rounded-md border border-stone-300 bg-white px-12 text-center text-base text-stone-900 [appearance:textfield] focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none disabled:bg-stone-100 [&::-webkit-inner-spin-button]:appearance-none"
            />
            {hydrated ? (
              <>
                <button
                  type="button"
                  onClick={() => step(-1)}
                  disabled={!product.inStock || !(qty > 1)}
                  aria-label="Decrease quantity"
                  className="absolute inset-y-0 left-0 flex w-11 items-center justify-center rounded-l-md text-xl text-stone-800 hover:bg-stone-100 disabled:cursor-not-allowed disabled:text-stone-300"
                >
                  −
                </button>
                <button
                  type="button"
                  onClick={() => step(1)}
                  disabled={!product.inStock || !(qty < maxQuantity)}
                  aria-label="Increase quantity"
                  className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-md text-xl text-stone-800 hover:bg-stone-100 disabled:cursor-not-allowed disabled:text-stone-300"
                >
                  +
                </button>
              </>
            ) : null}
          </div>
        </div>

        <div className="flex flex-wrap items-stretch gap-3">
          <button
            type="submit"
            disabled={!product.inStock || adding}
            className="flex min-h-12 flex-1 basis-48 items-center justify-center rounded-md bg-brand-700 px-6 font-semibold text-white shadow hover:bg-brand-900 disabled:cursor-not-allowed disabled:bg-stone-400"
          >
            {!product.inStock ? "Out of Stock" : adding ? "Adding..." : "Add to Cart"}
          </button>
          {inCart ? (
            <Link
              to="/cart"
              className="flex min-h-12 flex-1 basis-36 items-center justify-center rounded-md border border-brand-700 px-6 font-semibold text-brand-700 hover:bg-brand-50"
            >
              View in Cart
            </Link>
          ) : null}
          <button
            type="submit"
            form="wishlist-toggle"
            aria-pressed={inWishlist}
            aria-label={inWishlist ? "Remove from wishlist" : "Add to wishlist"}
            title={inWishlist ? "Remove from wishlist" : "Add to wishlist"}
            className="flex min-h-12 w-12 items-center justify-center rounded-md border border-stone-300 bg-white text-brand-700 hover:border-brand-600 hover:bg-brand-50"
          >
            <HeartIcon className={`size-6 ${inWishlist ? "fill-brand-600" : ""}`} />
          </button>
        </div>
      </cartFetcher.Form>

      <wishlistFetcher.Form method="post" action="/wishlist" id="wishlist-toggle" className="hidden">
        <input type="hidden" name="intent" value="toggle" />
        <input type="hidden" name="productId" value={product._id} />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        {hydrated ? <input type="hidden" name="mode" value="fetch" /> : null}
      </wishlistFetcher.Form>

      <ul className="grid gap-2 rounded-lg border border-stone-200 bg-white p-4 text-sm text-stone-700">
        <li>
          <span className="font-semibold text-stone-900">Free shipping</span> on orders above {formatRupees(FREE_SHIPPING_THRESHOLD_RUPEES)}
        </li>
        <li>
          <span className="font-semibold text-stone-900">{RETURN_DAYS}-day returns</span>: see our{" "}
          <Link to="/returns" className="text-brand-700 underline underline-offset-2">
            return policy
          </Link>
        </li>
        <li>
          <span className="font-semibold text-stone-900">Cash on Delivery</span> on orders above {formatRupees(COD_MIN_TOTAL_RUPEES)}
        </li>
      </ul>

      <ShareLinks name={product.name} url={canonical} />
    </div>
  );
}

function ShareLinks({ name, url }: { name: string; url: string }) {
  const u = encodeURIComponent(url);
  const links = [
    { label: "Facebook", href: `https://www.facebook.com/sharer/sharer.php?u=${u}`, Icon: FacebookIcon },
    { label: "Twitter", href: `https://twitter.com/intent/tweet?url=${u}&text=${encodeURIComponent(name)}`, Icon: TwitterIcon },
    { label: "WhatsApp", href: `https://wa.me/?text=${encodeURIComponent(`${name} ${url}`)}`, Icon: WhatsAppIcon },
  ];
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className="text-sm font-semibold text-stone-900" id="share-label">
        Share:
      </span>
      <ul className="flex gap-2" aria-labelledby="share-label">
        {links.map(({ label, href, Icon }) => (
          <li key={label}>
            <a
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`Share on ${label} (opens in a new tab)`}
              className="flex size-11 items-center justify-center rounded-full border border-stone-300 bg-white text-stone-700 hover:border-brand-600 hover:text-brand-700"
            >
              <Icon className="size-5" aria-hidden="true" />
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

// ---------------------------------------------------------------- tabs

const TAB_IDS = ["description", "care", "reviews"] as const;
type TabId = (typeof TAB_IDS)[number];
const isTabId = (value: string): value is TabId => (TAB_IDS as readonly string[]).includes(value);

function ProductTabs({ reviewCount, description, care, reviews }: { reviewCount: number; description: ReactNode; care: ReactNode; reviews: ReactNode }) {
  const hydrated = useHydrated();
  const location = useLocation();
  const [active, setActive] = useState<TabId>("description");
  const rootRef = useRef<HTMLDivElement>(null);
  const tabRefs = useRef<Partial<Record<TabId, HTMLButtonElement | null>>>({});
  const tabs: Array<{ id: TabId; label: string; panel: ReactNode }> = [
    { id: "description", label: "Description", panel: description },
    { id: "care", label: "Care Instructions", panel: care },
    { id: "reviews", label: reviewCount > 0 ? `Reviews (${reviewCount})` : "Reviews", panel: reviews },
  ];

  // #reviews (the rating link, a review's redirect, review paging) opens its tab and brings it into view.
  const openFromHash = useCallback((hash: string) => {
    const raw = hash.replace(/^#/, "");
    // The review form lives in the Reviews tab.
    const id = raw === "write-review" ? "reviews" : raw;
    if (!isTabId(id)) return;
    setActive(id);
    requestAnimationFrame(() => rootRef.current?.scrollIntoView({ block: "start" }));
  }, []);
  useEffect(() => {
    openFromHash(location.hash);
  }, [location.hash, location.key, openFromHash]);
  useEffect(() => {
    const onHash = () => openFromHash(window.location.hash);
    window.addEventListener("hashchange", onHash);
    return () => window.removeEventListener("hashchange", onHash);
  }, [openFromHash]);

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const i = TAB_IDS.indexOf(active);
    const next =
      e.key === "ArrowRight" ? (i + 1) % TAB_IDS.length : e.key === "ArrowLeft" ? (i - 1 + TAB_IDS.length) % TAB_IDS.length : e.key === "Home" ? 0 : e.key === "End" ? TAB_IDS.length - 1 : -1;
    if (next < 0) return;
    e.preventDefault();
    setActive(TAB_IDS[next]);
    tabRefs.current[TAB_IDS[next]]?.focus();
  };

  return (
    <div ref={rootRef} className="mt-10 scroll-mt-24 sm:mt-12" data-testid="product-tabs">
      {hydrated ? (
        <div role="tablist" aria-label="Product information" onKeyDown={onKeyDown} className="flex overflow-x-auto border-b border-stone-200 sm:gap-1">
          {tabs.map((t) => (
            <button
              key={t.id}
              ref={(el) => {
                tabRefs.current[t.id] = el;
              }}
              type="button"
              role="tab"
              id={`tab-${t.id}`}
              aria-selected={active === t.id}
              aria-controls={t.id}
              tabIndex={active === t.id ? 0 : -1}
              onClick={() => setActive(t.id)}
              className={`-mb-px min-h-11 flex-1 border-b-2 px-1 text-[13px] font-semibold whitespace-nowrap sm:flex-none sm:px-4 sm:text-base ${
                active === t.id ? "border-brand-700 text-brand-700" : "border-transparent text-stone-600 hover:text-stone-900"
              }`}
            >
              {t.label}
            </button>
          ))}
        </div>
      ) : (
        <nav aria-label="Product information" className="border-b border-stone-200">
          <ul className="flex overflow-x-auto sm:gap-1">
            {tabs.map((t) => (
              <li key={t.id} className="flex-1 sm:flex-none">
                <a href={`#${t.id}`} className="-mb-px flex min-h-11 items-center justify-center border-b-2 border-transparent px-1 text-[13px] font-semibold sm:px-4 whitespace-nowrap text-stone-700 hover:border-brand-700 hover:text-brand-700 sm:text-base">
                  {t.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {tabs.map((t) => (
        <section
          key={t.id}
          id={t.id}
          aria-labelledby={hydrated ? `tab-${t.id}` : `${t.id}-heading`}
          role={hydrated ? "tabpanel" : undefined}
          tabIndex={hydrated ? 0 : undefined}
          hidden={hydrated && active !== t.id}
          className="scroll-mt-24 py-6 focus-visible:outline-offset-4"
        >
          <h2 id={`${t.id}-heading`} className={hydrated ? "sr-only" : "mb-4 font-serif text-xl font-semibold text-brand-700 sm:text-2xl"}>
            {t.id === "reviews" ? "Customer Reviews" : t.label}
          </h2>
          {t.panel}
        </section>
      ))}
    </div>
  );
}

function DescriptionPanel({ product }: { product: ProductDTO }) {
  const details: Array<[string, string]> = [
    ["Material", product.material],
    ["Category", product.category.name],
    ...(product.subcategory ? ([["Style", product.subcategory]] as Array<[string, string]>) : []),
    ...(product.colors.length ? ([["Colours", product.colors.join(", ")]] as Array<[string, string]>) : []),
    ...(product.sizes.length ? ([["Sizes", product.sizes.join(", ")]] as Array<[string, string]>) : []),
    ["Product code", product._id],
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

function CarePanel({ material, care }: { material: string; care: { summary: string; steps: string[] } }) {
  return (
    <div className="max-w-3xl text-stone-700">
      <p className="leading-relaxed">
        {material ? <span className="font-semibold text-stone-900">{material}: </span> : null}
        {care.summary}
      </p>
      <ul className="mt-3 list-disc space-y-1.5 pl-6 leading-relaxed" data-testid="care-instructions">
        {care.steps.map((s) => (
          <li key={s}>{s}</li>
        ))}
      </ul>
    </div>
  );
}

// ---------------------------------------------------------------- reviews

function ReviewsPanel() {
  const { product, reviews, breakdown, reviewer, reviewRules } = useLoaderData<typeof loader>();
  const { pagination } = reviews;
  return (
    <div className="grid gap-8 lg:grid-cols-[18rem_minmax(0,1fr)]">
      <div className="flex flex-col gap-5">
        <RatingSummary rating={product.rating} count={product.reviewCount} breakdown={breakdown} />
      </div>
      <div className="flex min-w-0 flex-col gap-6">
        <ReviewBox productId={product._id} reviewer={reviewer} rules={reviewRules} />
        {reviews.reviews.length > 0 ? (
          <>
            <ol className="divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white" aria-label="Reviews" data-testid="review-list">
              {reviews.reviews.map((r) => (
                <li key={r._id} className="p-4 sm:p-5" data-testid="review">
                  <ReviewItem review={r} own={reviewer.own?._id === r._id} />
                </li>
              ))}
            </ol>
            {pagination.pages > 1 ? <ReviewPagination page={pagination.page} pages={pagination.pages} /> : null}
          </>
        ) : null}
      </div>
    </div>
  );
}

function RatingSummary({ rating, count, breakdown }: { rating: number; count: number; breakdown: RatingBreakdown | null }) {
  if (count === 0) {
    return (
      <div className="rounded-xl border border-dashed border-stone-300 bg-white p-5 text-stone-700" data-testid="rating-summary">
        <p className="font-semibold text-stone-900">No reviews yet</p>
        <p className="mt-1 text-sm">Reviews come from customers who have received this product.</p>
      </div>
    );
  }
  return (
    <div className="rounded-xl border border-stone-200 bg-white p-5" data-testid="rating-summary">
      <p className="flex items-end gap-2">
        <span className="text-4xl font-bold text-stone-900">{rating.toFixed(1)}</span>
        <span className="pb-1 text-stone-600">out of 5</span>
      </p>
      <Stars rating={rating} className="mt-1 text-2xl" />
      <p className="mt-1 text-sm text-stone-700" data-testid="review-count">
        Based on {plural(count, "review")}
      </p>
      {breakdown ? (
        <dl className="mt-4 space-y-1.5 text-sm">
          {([5, 4, 3, 2, 1] as const).map((star) => {
            const n = breakdown[star];
            const pct = count > 0 ? Math.round((n / count) * 100) : 0;
            return (
              <div key={star} className="grid grid-cols-[3.5rem_minmax(0,1fr)_2rem] items-center gap-2">
                <dt className="text-stone-700">{plural(star, "star")}</dt>
                <dd className="h-2 overflow-hidden rounded-full bg-stone-200" aria-hidden="true">
                  <span className="block h-full rounded-full bg-gold-500" style={{ width: `${pct}%` }} />
                </dd>
                <dd className="text-right text-stone-700">{n}</dd>
              </div>
            );
          })}
        </dl>
      ) : null}
    </div>
  );
}

function ReviewItem({ review, own }: { review: ReviewDTO; own: boolean }) {
  const edited = new Date(review.updatedAt).getTime() - new Date(review.createdAt).getTime() > 60_000;
  return (
    <article>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Stars rating={review.rating} className="text-base" />
        <span className="sr-only">Rated {review.rating} out of 5</span>
        <span className="font-semibold text-stone-900">{reviewerName(review)}</span>
        {own ? <span className="rounded bg-brand-50 px-1.5 py-0.5 text-xs font-semibold text-brand-700">Your review</span> : null}
        <span className="rounded bg-emerald-50 px-1.5 py-0.5 text-xs font-semibold text-emerald-800">Verified Purchase</span>
      </div>
      <p className="mt-1 text-xs text-stone-600">
        <time dateTime={review.createdAt}>{reviewDate.format(new Date(review.createdAt))}</time>
        {edited ? " · edited" : null}
      </p>
      <p className="mt-2 leading-relaxed break-words whitespace-pre-line text-stone-800">{review.comment}</p>
    </article>
  );
}

function ReviewPagination({ page, pages }: { page: number; pages: number }) {
  const href = (n: number) => `?reviewsPage=${n}#reviews`;
  const half = Math.floor(MAX_PAGE_BUTTONS / 2);
  const start = Math.max(1, Math.min(page - half, pages - MAX_PAGE_BUTTONS + 1));
  const numbers = Array.from({ length: Math.min(MAX_PAGE_BUTTONS, pages) }, (_, i) => start + i);
  const base = "flex min-h-11 min-w-11 items-center justify-center rounded-md border px-3 text-sm font-semibold";
  return (
    <nav aria-label="Review pages" className="flex flex-wrap items-center gap-2" data-testid="review-pagination">
      {page > 1 ? (
        <Link to={href(page - 1)} preventScrollReset className={`${base} border-stone-300 bg-white text-stone-800 hover:border-brand-600`}>
          Previous
        </Link>
      ) : null}
      {numbers.map((n) => (
        <Link
          key={n}
          to={href(n)}
          preventScrollReset
          aria-current={n === page ? "page" : undefined}
          aria-label={`Reviews page ${n}`}
          className={`${base} ${n === page ? "border-brand-700 bg-brand-700 text-white" : "border-stone-300 bg-white text-stone-800 hover:border-brand-600"}`}
        >
          {n}
        </Link>
      ))}
      {page < pages ? (
        <Link to={href(page + 1)} preventScrollReset className={`${base} border-stone-300 bg-white text-stone-800 hover:border-brand-600`}>
          Next
        </Link>
      ) : null}
    </nav>
  );
}

type Reviewer = LoaderData["reviewer"];

function ReviewBox({ productId, reviewer, rules }: { productId: string; reviewer: Reviewer; rules: ReviewRules }) {
  const productPath = `/product/${encodeURIComponent(productId)}`;
  if (!reviewer.signedIn) {
    return (
      <div className="rounded-xl border border-stone-200 bg-white p-5" data-testid="review-box">
        <p className="text-stone-700">Bought this product? Share what you think.</p>
        <Link
          to={`/login?${new URLSearchParams({ redirect: productPath })}`}
          className="mt-3 inline-flex min-h-11 items-center justify-center rounded-md border border-brand-700 px-5 font-semibold text-brand-700 hover:bg-brand-50"
        >
          Sign in to write a review
        </Link>
      </div>
    );
  }
  if (!reviewer.mayReview) {
    return (
      <div className="rounded-xl border border-stone-200 bg-white p-5 text-stone-700" data-testid="review-box">
        <p>{rules.notReceived}.</p>
        <p className="mt-1 text-sm text-stone-600">Once your order containing it is delivered, you can rate and review it here.</p>
      </div>
    );
  }
  // A fresh form after every saved review (its defaults are the saved words).
  return (
    <Suspense fallback={<p className="rounded-xl border border-brand-100 bg-brand-50/40 p-5 text-stone-700">Loading...</p>}>
      <ReviewForm key={reviewer.own?.updatedAt ?? "new"} productPath={productPath} own={reviewer.own} rules={rules} />
    </Suspense>
  );
}

type ReviewRules = LoaderData["reviewRules"];

// The form is code-split: most visitors (signed out, or not yet eligible)
// never download it. The server renders it in place (entry.server waits for
// all content), so it works without JavaScript too.
const ReviewForm = lazy(() => import("~/components/review-form"));
// ---------------------------------------------------------------- not found

export function ErrorBoundary() {
  return <GeneralErrorBoundary statusHandlers={{ 404: () => <ProductNotFound /> }} />;
}

function ProductNotFound() {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-16 text-center sm:py-24" data-testid="product-not-found">
      <h1 className="font-serif text-3xl font-bold text-brand-700 sm:text-4xl">Product Not Found</h1>
      <p className="mt-4 max-w-lg text-base leading-relaxed text-stone-700">
        This product may have sold out for good or is no longer in our collection. There is plenty more to discover.
      </p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <Link
          to="/shop"
          className="inline-flex min-h-12 items-center justify-center rounded-lg bg-brand-700 px-6 font-semibold text-white shadow-sm hover:bg-brand-900"
        >
          Browse the Shop
        </Link>
        <Link to="/" className="inline-flex min-h-12 items-center justify-center rounded-lg border border-brand-700 px-6 font-semibold text-brand-700 hover:bg-brand-50">
          Go back home
        </Link>
      </div>
    </section>
  );
}
