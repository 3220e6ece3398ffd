import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData, useLocation, useNavigation, type ShouldRevalidateFunction } from "@remix-run/react";
import { useMemo } from "react";
import type { CategoryCardData } from "~/components/category-card";
import { Benefits } from "~/components/home/benefits";
import { CategorySection } from "~/components/home/category-section";
import { HeroCarousel } from "~/components/home/hero";
import { NewsletterBox } from "~/components/home/newsletter-box";
import { HomeSection } from "~/components/home/section";
import { Testimonials } from "~/components/home/testimonials";
import { ProductGrid } from "~/components/product-card";
import { packCard, unpackCard } from "~/components/card-data";
import { shopNameFrom } from "~/components/ui/page";
import { getFeaturedProducts, getNewArrivals, toProductCard, type ProductCardDTO } from "~/models/catalog.server";
import { listCategories } from "~/models/category.server";
import { appUrl } from "~/utils/urls.server";
import { getShop } from "~/utils/shop.server";
import { FALLBACK_SHOP_NAME, ServerJsonLd, socialMeta } from "~/utils/seo";
import { homeJsonLd } from "~/components/home/json-ld.server";
import type { CachePolicy } from "~/utils/cache-control.server";
import { shouldRevalidate as keepAfterNetworkFailure } from "~/utils/network-failure";

export const cachePolicy = "public" satisfies CachePolicy;
// A signed-in shopper gets the shared page with their parts put in: the personal slots (decision 0032).
export const personalSlots = true;
/** The home page's own newsletter box is its one sign-up: the footer leaves out its band here (issue 14 section 5). */
export const handle = { footer: "no-newsletter" };

// The home page (spec/storefront.md "Home /"): hero, benefits, Featured
// Collection, Shop by Category, New Arrivals, testimonials, newsletter box.
// Everything renders on the server and works without JavaScript.

/** The documents' numbers: 12 requested, 8 shown (section 9). */
export const HOME_PRODUCTS_REQUESTED = 12;
export const HOME_PRODUCTS_SHOWN = 8;
export const HOME_CATEGORIES_SHOWN = 8;

const DESCRIPTION =
  "Shop handpicked silk, Kanjivaram, designer and cotton sarees, wedding lehengas and party wear from Surat. Free shipping above ₹2,000 and 7-day returns.";

/** The page's meta tags, built in the loader so socialMeta stays out of the browser bundle. */
function homeMeta(shop: string, origin: string) {
  return socialMeta({
    title: `${shop} | Sarees, Lehengas & Ethnic Wear from Surat`,
    description: DESCRIPTION,
    canonical: `${origin}/`,
    siteName: shop,
    image: { url: `${origin}/images/hero-1.svg` },
  });
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  data?.metaTags ?? [{ title: `${shopNameFrom(matches) ?? FALLBACK_SHOP_NAME} | Sarees, Lehengas & Ethnic Wear from Surat` }];

function toCategoryCard(c: Awaited<ReturnType<typeof listCategories>>[number]): CategoryCardData {
  return {
    name: c.name,
    slug: c.slug,
    description: c.description,
    image: c.image,
    featured: c.featured,
    productCount: c.productCount,
    subcategories: c.subcategories.map((s) => ({ name: s.name })),
  };
}

export async function loader(_args: LoaderFunctionArgs) {
  const [featured, newArrivals, categories] = await Promise.all([
    getFeaturedProducts(HOME_PRODUCTS_REQUESTED),
    getNewArrivals(HOME_PRODUCTS_REQUESTED),
    // A failure here shows the section's error state, not the error page.
    listCategories().catch((error: unknown) => {
      console.error("[home] loading categories failed:", error);
      return null;
    }),
  ]);
  return data({
    origin: appUrl(),
    metaTags: homeMeta(getShop().name, appUrl()),
    // Tuples (components/card-data.ts), unpacked by Home.
    featured: featured.slice(0, HOME_PRODUCTS_SHOWN).map((p) => packCard(toProductCard(p))),
    newArrivals: newArrivals.slice(0, HOME_PRODUCTS_SHOWN).map((p) => packCard(toProductCard(p))),
    categories: (categories ?? []).slice(0, HOME_CATEGORIES_SHOWN).map(toCategoryCard),
    categoriesFailed: categories === null,
  });
}

// Cart, wishlist and newsletter posts change nothing this page shows (the
// root loader carries the badges and "View in Cart"), so skip reloading it.
const NO_RELOAD_ACTIONS = new Set(["/cart", "/wishlist", "/newsletter"]);
export const shouldRevalidate: ShouldRevalidateFunction = (args) =>
  args.formAction && NO_RELOAD_ACTIONS.has(args.formAction) ? false : keepAfterNetworkFailure(args);

export default function Home() {
  const d = useLoaderData<typeof loader>();
  const { categories, categoriesFailed } = d;
  const featured = useMemo(() => d.featured.map(unpackCard), [d.featured]);
  const newArrivals = useMemo(() => d.newArrivals.map(unpackCard), [d.newArrivals]);
  const navigation = useNavigation();
  const location = useLocation();
  // Coming back to the home page from itself: the categories show skeletons until the new data arrives.
  const reloading = navigation.state === "loading" && navigation.location?.pathname === "/" && location.pathname === "/";

  return (
    <>
      <HeroCarousel />
      <Benefits />
      <Shelf id="featured" products={featured} />
      <CategorySection categories={categories} failed={categoriesFailed} loading={reloading} />
      <Shelf id="new-arrivals" products={newArrivals} />
      <Testimonials />
      <NewsletterBox />
      {/* Written by the server into the document only (utils/json-ld.server.ts), not in the loader data. */}
      <ServerJsonLd json={homeJsonLd} />
    </>
  );
}

// The home page's two product shelves, each with its View All link to the shop.
const SHELVES = {
  featured: { title: "Featured Collection", subtitle: "Our most loved pieces, chosen by our stylists", to: "/shop?featured=true", srLabel: "featured products" },
  "new-arrivals": { title: "New Arrivals", subtitle: "Fresh from the looms of Surat and beyond", to: "/shop?sort=-createdAt", srLabel: "new arrivals" },
};

function Shelf({ id, products }: { id: keyof typeof SHELVES; products: ProductCardDTO[] }) {
  const { title, subtitle, to, srLabel } = SHELVES[id];
  return (
    <HomeSection id={id} title={title} subtitle={subtitle} link={{ to, label: "View All", srLabel }}>
      <Products products={products} />
    </HomeSection>
  );
}

function Products({ products }: { products: ProductCardDTO[] }) {
  if (products.length === 0) {
    return (
      <p className="rounded-xl border border-stone-200 bg-white px-4 py-8 text-center text-stone-600">
        New pieces are on their way.{" "}
        <Link to="/shop" className="font-semibold text-brand-700 underline">
          Browse the shop
        </Link>
      </p>
    );
  }
  // The compact card on every screen: one grid, small on phones (spec: "Mobile layout uses a compact product card").
  return <ProductGrid products={products} compact />;
}
