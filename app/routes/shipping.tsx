import type { MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { pageMeta } from "~/components/ui/page";
import { DataTable, PageHero, Prose } from "~/components/ui/content-page";
import { telHref } from "~/components/ui/shell";
import { useRootData } from "~/utils/root-data";
import { COD_MIN_TOTAL_RUPEES, FREE_SHIPPING_THRESHOLD_RUPEES, SHIPPING_FEE_RUPEES } from "~/utils/constants";
import { formatRupees } from "~/utils/money";
import type { CachePolicy } from "~/utils/cache-control.server";

export const cachePolicy = "public" satisfies CachePolicy;

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(
    "Shipping Information",
    matches,
    `Free shipping across India on orders of ${formatRupees(FREE_SHIPPING_THRESHOLD_RUPEES)} and above. Delivery in 3-5 business days, Cash on Delivery available.`,
  );

export default function Shipping() {
  const shop = useRootData()?.shop;
  const free = formatRupees(FREE_SHIPPING_THRESHOLD_RUPEES);
  const fee = formatRupees(SHIPPING_FEE_RUPEES);
  const cod = formatRupees(COD_MIN_TOTAL_RUPEES);
  return (
    <>
      <PageHero title="Shipping Information" eyebrow="Delivered across India">
        We pack every order by hand at our {shop ? `${shop.address.city} ` : ""}store and ship it to every serviceable pin code
        in India, with free shipping on orders of {free} and above.
      </PageHero>
      <Prose>
        <h2>Shipping charges</h2>
        <DataTable
          caption="Shipping charges"
          head={["Order value (after any coupon)", "Shipping charge"]}
          rows={[
            [`${free} and above`, "Free"],
            [`Below ${free}`, `${fee} flat, per order`],
          ]}
        />
        <p>
          All our prices already include GST. There are no hidden charges and nothing extra to pay to the courier at your
          door (apart from the order amount for Cash on Delivery orders).
        </p>

        <h2>Delivery time</h2>
        <ul>
          <li>Orders are packed and handed to our courier partner within 1-2 business days.</li>
          <li>
            Most orders reach you within <strong>3-5 business days</strong>. Metro cities are often quicker.
          </li>
          <li>
            Remote locations (parts of the North East, Jammu and Kashmir, Ladakh, the Andaman and Nicobar Islands and
            Lakshadweep) can take up to 7-10 business days.
          </li>
          <li>Custom-stitched blouses and lehengas need 2-3 weeks of tailoring before they ship.</li>
          <li>
            During festive sales and around Diwali and the wedding season, please allow one or two extra days; we will
            e-mail you if anything is delayed.
          </li>
        </ul>
        <p>Business days are Monday to Saturday, excluding national holidays.</p>

        <h2>Where we deliver</h2>
        <p>
          We deliver <strong>pan-India</strong> through trusted courier partners. If a pin code is not serviceable, we will
          contact you before dispatch and refund the full amount if we cannot find another way to deliver. We do not ship
          outside India at the moment; for international enquiries please{" "}
          <Link to="/contact">get in touch</Link>.
        </p>

        <h2>Cash on Delivery</h2>
        <p>
          Cash on Delivery (COD) is available on orders <strong>above {cod}</strong>. Please keep the exact amount ready;
          our courier partners may not carry change. For orders of {cod} or less, please pay online by card, UPI, net
          banking or wallet.
        </p>

        <h2>Tracking your order</h2>
        <p>
          As soon as your order ships, we e-mail you the courier name and tracking number. You can also follow every order
          from <Link to="/account">My Account</Link>.
        </p>

        <h2>Receiving your parcel</h2>
        <ul>
          <li>Please check that the parcel is sealed and undamaged before accepting it.</li>
          <li>
            If the package looks tampered with, you may refuse it, or record a short unboxing video and tell us within 48
            hours; we will replace or refund the order (see <Link to="/returns">Returns &amp; Exchange</Link>).
          </li>
          <li>If nobody is available, the courier makes up to three delivery attempts before returning the parcel to us.</li>
        </ul>

        <h2>Questions?</h2>
        <p>
          {shop ? (
            <>
              Call us on <a href={telHref(shop.phone)}>{shop.phone}</a> ({shop.hours.weekdays}, {shop.hours.sunday}) or
              e-mail <a href={`mailto:${shop.email}`}>{shop.email}</a> with your order number.
            </>
          ) : (
            <>
              Write to us through the <Link to="/contact">contact page</Link> with your order number.
            </>
          )}
        </p>
      </Prose>
    </>
  );
}

// After a post that never reached the server, the loaders are not re-fetched over the same dead network.
export { shouldRevalidate } from "~/utils/network-failure";
