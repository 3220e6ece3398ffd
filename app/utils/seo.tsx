import type { MetaDescriptor } from "@remix-run/node";
import { useNonce } from "~/utils/nonce";
import { absoluteUrl } from "~/utils/urls";

// Search and social metadata in one place: the meta tags (title, description,
// canonical, Open Graph, Twitter) and the schema.org JSON-LD of the home, shop
// and product pages. Absolute URLs are built from the origin the loaders read
// from APP_URL (appUrl() in utils/urls.server.ts), never from the request.

/** The shop's name when the root loader's data is missing (an error page). */
export const FALLBACK_SHOP_NAME = "Surat Ethnic Wear";

/** About one search-result snippet. */
export const META_DESCRIPTION_LENGTH = 155;

/** `text` on one line, cut at a word near `max` characters with an ellipsis. */
export function truncateText(text: string, max: number): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:-]+$/, "")}…`;
}

// ---------------------------------------------------------------- meta tags

export type SocialMetaInput = {
  /** The document title, already with the shop's name where the page wants it. */
  title: string;
  description: string;
  canonical: string;
  /** og:type: "website", or "product" on a product page. */
  type?: "website" | "product";
  /** og:site_name, when the shop's name is known. */
  siteName?: string;
  /** The title for og:title and twitter:title when it differs from the document title. */
  socialTitle?: string;
  image?: { url: string; width?: number; height?: number; alt?: string };
  /** More Open Graph properties (product:price:amount ...). */
  extra?: MetaDescriptor[];
  /** e.g. "noindex, follow" for search results. */
  robots?: string;
};

/** Title, description, canonical link, Open Graph and Twitter card for a page's `meta`. */
export function socialMeta({ title, description, canonical, type = "website", siteName, socialTitle = title, image, extra = [], robots }: SocialMetaInput): MetaDescriptor[] {
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: canonical },
    { property: "og:type", content: type },
  ];
  if (siteName) tags.push({ property: "og:site_name", content: siteName });
  tags.push(
    { property: "og:title", content: socialTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: canonical },
  );
  if (image) {
    tags.push({ property: "og:image", content: image.url });
    if (image.width) tags.push({ property: "og:image:width", content: String(image.width) });
    if (image.height) tags.push({ property: "og:image:height", content: String(image.height) });
    if (image.alt) tags.push({ property: "og:image:alt", content: image.alt });
  }
  tags.push(
    { property: "og:locale", content: "en_IN" },
    ...extra,
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: socialTitle },
    { name: "twitter:description", content: description },
  );
  if (robots) tags.push({ name: "robots", content: robots });
  return tags;
}

// ---------------------------------------------------------------- JSON-LD

/** JSON for a <script> element: nothing in it can close the script or start markup. */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/**
 * A JSON-LD block written by the server's render only. `json` (from a `.server` module,
 * utils/json-ld.server.ts) is called on the server; the browser keeps the text the server wrote
 * (React does not compare a script's inner HTML while hydrating), so the JSON is neither in the
 * loader data nor in a bundle (issue 15 section 3). Crawlers read the document; a page reached by
 * a client-side navigation has an empty block (key it on the page's subject so it does not keep
 * another page's).
 */
export function ServerJsonLd({ json }: { json: () => string }) {
  const nonce = useNonce();
  const html = typeof document === "undefined" ? json() : "";
  return <script type="application/ld+json" nonce={nonce || undefined} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: html }} />;
}

type OrganizationShop = {
  name: string;
  tagline: string;
  email: string;
  phone: string;
  address: { line1: string; line2: string; city: string; state: string; pincode: string };
  social: { facebook: string; instagram: string; twitter: string };
};

/** schema.org Organization for the home page: who runs the shop and how to reach it (DECISIONS 3.14). */
export function organizationJsonLd(shop: OrganizationShop, origin: string) {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: shop.name,
    url: `${origin}/`,
    logo: `${origin}/favicon.svg`,
    description: shop.tagline,
    email: shop.email,
    telephone: shop.phone,
    contactPoint: [
      {
        "@type": "ContactPoint",
        contactType: "customer service",
        telephone: shop.phone,
        email: shop.email,
        areaServed: "IN",
        availableLanguage: ["en", "hi", "gu"],
      },
    ],
    address: {
      "@type": "PostalAddress",
      streetAddress: `${shop.address.line1}, ${shop.address.line2}`,
      addressLocality: shop.address.city,
      addressRegion: shop.address.state,
      postalCode: shop.address.pincode,
      addressCountry: "IN",
    },
    sameAs: [shop.social.facebook, shop.social.instagram, shop.social.twitter],
  };
}

type ProductForJsonLd = {
  _id: string;
  name: string;
  description: string;
  images: string[];
  category: { name: string };
  material: string;
  colors: string[];
  price: number;
  inStock: boolean;
  rating: number;
  reviewCount: number;
};

type ReviewForJsonLd = { rating: number; author: string; createdAt: string; comment: string };

type Site = { origin: string; canonical: string; shop: string };

/** schema.org Product with its Offer, and its rating and reviews once it has any. */
export function productJsonLd(product: ProductForJsonLd, reviews: ReviewForJsonLd[], { origin, canonical, shop }: Site) {
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.name,
    image: product.images.map((src) => absoluteUrl(origin, src)),
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
            author: { "@type": "Person", name: r.author },
            datePublished: r.createdAt.slice(0, 10),
            reviewBody: r.comment,
          })),
        }
      : {}),
  };
}

/** schema.org BreadcrumbList from absolute URLs, first to last. */
export function breadcrumbJsonLd(items: Array<{ name: string; item: string }>) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((it, i) => ({ "@type": "ListItem", position: i + 1, name: it.name, item: it.item })),
  };
}
