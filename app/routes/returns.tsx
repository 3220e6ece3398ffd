import type { MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { pageMeta } from "~/components/ui/page";
import { PageHero, Prose } from "~/components/ui/content-page";
import { telHref } from "~/components/ui/shell";
import { useRootData } from "~/utils/root-data";
import { RETURN_DAYS } from "~/utils/constants";
import type { CachePolicy } from "~/utils/cache-control.server";

export const cachePolicy = "public" satisfies CachePolicy;

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(
    "Returns & Exchange",
    matches,
    `Easy ${RETURN_DAYS}-day returns and exchanges on sarees, lehengas and kurtas, with free reverse pickup.`,
  );

export default function Returns() {
  const shop = useRootData()?.shop;
  return (
    <>
      <PageHero title="Returns & Exchange Policy" eyebrow={`${RETURN_DAYS}-day easy returns`}>
        Not quite right? You can return or exchange most items within {RETURN_DAYS} days of delivery.
      </PageHero>
      <Prose>
        <h2>{RETURN_DAYS}-day return and exchange</h2>
        <p>
          You may ask for a return or an exchange within <strong>{RETURN_DAYS} days of the delivery date</strong>. An item
          can be returned when it is:
        </p>
        <ul>
          <li>unused, unwashed and unaltered, with no perfume, makeup or stains;</li>
          <li>in its original packaging, with all tags, the blouse piece and any accessories (tassels, latkans, dupatta);</li>
          <li>sent back with the invoice or the order number.</li>
        </ul>

        <h2>Items we cannot take back</h2>
        <ul>
          <li>Blouses, lehengas or sarees stitched, tailored or altered to your measurements (including fall and pico work done on request).</li>
          <li>Items damaged after delivery, or returned without their tags.</li>
          <li>Petticoats and inner wear, for hygiene reasons.</li>
        </ul>
        <p>
          Handloom and hand-dyed pieces can show small irregularities in weave or colour, and colours may look slightly
          different on different screens. These are the marks of handcrafted work, not defects.
        </p>

        <h2>How to return or exchange</h2>
        <ol>
          <li>
            Contact us within {RETURN_DAYS} days of delivery with your order number, the item and the reason
            {shop ? (
              <>
                {" "}
                (e-mail <a href={`mailto:${shop.email}`}>{shop.email}</a> or call{" "}
                <a href={telHref(shop.phone)}>{shop.phone}</a>)
              </>
            ) : null}
            . You can find your orders in <Link to="/account">My Account</Link>.
          </li>
          <li>
            We arrange a <strong>free reverse pickup</strong> from your address at most pin codes. Where pickup is not
            available, we will share our return address and help you send the parcel.
          </li>
          <li>Pack the item securely in its original packaging, with all tags attached.</li>
          <li>Once the parcel reaches our Surat store, we check it within 2 business days and e-mail you the outcome.</li>
        </ol>

        <h2>Refunds</h2>
        <ul>
          <li>
            <strong>Online payments:</strong> refunded to the original card, UPI account, net banking account or wallet
            within 5-7 business days of the approved quality check.
          </li>
          <li>
            <strong>Cash on Delivery:</strong> refunded by bank transfer or UPI to the account you share with us, within
            5-7 business days of the approved quality check.
          </li>
          <li>
            Shipping charges paid on the original order are refunded only when the item was damaged, defective or not what
            you ordered.
          </li>
        </ul>

        <h2>Exchanges</h2>
        <p>
          You can exchange an item for another size or colour of the same product, subject to stock. Exchanges are free:
          we pick up the original and ship the replacement at no charge. If the replacement is out of stock, we refund you
          instead.
        </p>

        <h2>Damaged, defective or wrong items</h2>
        <p>
          If your order arrives damaged or you received the wrong item, please tell us <strong>within 48 hours of delivery</strong>{" "}
          with photos or an unboxing video. We will send a replacement or a full refund, including shipping charges.
        </p>

        <h2>Cancelling an order</h2>
        <p>
          You can cancel an order from <Link to="/account">My Account</Link> while it is pending, confirmed or being
          processed. Once it has shipped, please wait for delivery and request a return instead. Prepaid cancellations are
          refunded in full to the original payment method.
        </p>

        <p>
          See also our <Link to="/shipping">shipping information</Link> and <Link to="/terms">terms and conditions</Link>.
        </p>
      </Prose>
    </>
  );
}

// After a post that never reached the server, the loaders are not re-fetched over the same dead network.
export { shouldRevalidate } from "~/utils/network-failure";
