import type { Shop } from "~/components/ui/shell";
import { useNonce } from "~/utils/nonce";

// schema.org Organization for the home page: who runs the shop and how to
// reach it, from the shop identity (DECISIONS 3.14).

export function organizationJsonLd(shop: Shop, origin: string) {
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

/** JSON inside <script>: "<" is escaped so no value can close the tag. */
export function jsonForScript(value: unknown) {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}

export function OrganizationJsonLd({ shop, origin }: { shop: Shop; origin: string }) {
  const nonce = useNonce();
  return <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: jsonForScript(organizationJsonLd(shop, origin)) }} />;
}
