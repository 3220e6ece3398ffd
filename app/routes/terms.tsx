import type { MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { pageMeta } from "~/components/ui/page";
import { LegalPage, shopAddressLine } from "~/components/ui/content-page";
import { telHref } from "~/components/ui/shell";
import { useRootData } from "~/utils/root-data";
import { COD_MIN_TOTAL_RUPEES, RETURN_DAYS } from "~/utils/constants";
import { formatRupees } from "~/utils/money";
import type { CachePolicy } from "~/utils/cache-control.server";

export const cachePolicy = "public" satisfies CachePolicy;

export const meta: MetaFunction = ({ matches }) =>
  pageMeta("Terms & Conditions", matches, "The terms that apply when you use our website and shop with us.");

export default function Terms() {
  const shop = useRootData()?.shop;
  const name = shop?.name ?? "our shop";
  return (
    <LegalPage
      title="Terms & Conditions"
      intro={
        <>
          Please read these terms before shopping with us. By using this website or placing an order, you agree to them.
        </>
      }
    >
      <h2>1. About us</h2>
      <p>
        This website is operated by {name}
        {shop ? (
          <>
            , {shopAddressLine(shop)}, GSTIN {shop.gstin}
          </>
        ) : null}
        . "We", "us" and "our" refer to {name}; "you" refers to anyone using the website.
      </p>

      <h2>2. Your account</h2>
      <ul>
        <li>You must be at least 18 years old, or shop with the involvement of a parent or guardian.</li>
        <li>Please give accurate details and keep your password private; you are responsible for activity on your account.</li>
        <li>We may suspend an account that is used for fraud or abuse of this website.</li>
      </ul>

      <h2>3. Products</h2>
      <p>
        We describe and photograph our products as accurately as we can. Many of our sarees and lehengas are handwoven or
        hand-finished, so small variations in weave, embroidery and colour are natural and are not defects. Colours may
        also look slightly different depending on your screen.
      </p>

      <h2>4. Prices</h2>
      <ul>
        <li>All prices are in Indian rupees (₹) and include GST.</li>
        <li>
          Shipping charges, if any, are shown in your cart before you pay; see our <Link to="/shipping">shipping information</Link>.
        </li>
        <li>
          If a product is listed at an obviously wrong price, we may cancel the order and refund you in full, even after
          confirmation.
        </li>
      </ul>

      <h2>5. Orders</h2>
      <p>
        Your order is an offer to buy. We accept it when we confirm the order by e-mail. We may decline or cancel an order,
        for example when an item is out of stock or payment is not received, and will refund anything you have paid.
      </p>

      <h2>6. Payment</h2>
      <ul>
        <li>Online payments (cards, UPI, net banking and wallets) are processed securely by Razorpay.</li>
        <li>Cash on Delivery is available on orders above {formatRupees(COD_MIN_TOTAL_RUPEES)}.</li>
        <li>An unpaid online order is held for a short time and then cancelled automatically.</li>
      </ul>

      <h2>7. Coupons</h2>
      <p>
        One coupon can be used per order. Coupons have no cash value, cannot be exchanged, and may carry a minimum order
        value, an expiry date or a usage limit shown with the offer.
      </p>

      <h2>8. Delivery, returns and refunds</h2>
      <p>
        Delivery times and charges are set out in our <Link to="/shipping">shipping information</Link>. You may return or
        exchange eligible items within {RETURN_DAYS} days of delivery as described in our{" "}
        <Link to="/returns">returns &amp; exchange policy</Link>. These do not affect your rights under the Consumer
        Protection Act, 2019.
      </p>

      <h2>9. Reviews and messages</h2>
      <p>
        Reviews must be honest and about the product you bought. We may remove content that is offensive, unlawful or
        unrelated. By posting a review you allow us to show it on our website.
      </p>

      <h2>10. Intellectual property</h2>
      <p>
        The photographs, designs, text and logo on this website belong to {name} or our artisans and may not be copied
        or used commercially without our written permission.
      </p>

      <h2>11. Acceptable use</h2>
      <p>
        Please do not misuse the website: no attempts to break its security, scrape it in bulk, place fake orders or
        interfere with other shoppers.
      </p>

      <h2>12. Liability</h2>
      <p>
        We are responsible for delivering the products you order as described. To the extent the law allows, we are not
        liable for indirect or unforeseeable losses, and our total liability for an order is limited to the amount you
        paid for it.
      </p>

      <h2>13. Privacy</h2>
      <p>
        How we handle personal data is explained in our <Link to="/privacy">privacy policy</Link> and{" "}
        <Link to="/cookies">cookie policy</Link>.
      </p>

      <h2>14. Governing law</h2>
      <p>
        These terms are governed by the laws of India. Any dispute is subject to the exclusive jurisdiction of the courts
        at {shop ? `${shop.address.city}, ${shop.address.state}` : "our registered office"}.
      </p>

      <h2>15. Contact</h2>
      <p>
        Questions about these terms?{" "}
        {shop ? (
          <>
            E-mail <a href={`mailto:${shop.email}`}>{shop.email}</a> or call <a href={telHref(shop.phone)}>{shop.phone}</a>.
          </>
        ) : (
          <>
            Write to us through our <Link to="/contact">contact page</Link>.
          </>
        )}
      </p>
    </LegalPage>
  );
}

// After a post that never reached the server, the loaders are not re-fetched over the same dead network.
export { shouldRevalidate } from "~/utils/network-failure";
