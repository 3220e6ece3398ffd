import type { MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { pageMeta } from "~/components/ui/page";
import { DataTable, LegalPage } from "~/components/ui/content-page";
import { useRootData } from "~/utils/root-data";
import { SESSION_DAYS_REMEMBER, SESSION_HOURS_DEFAULT } from "~/utils/constants";
import type { CachePolicy } from "~/utils/cache-control.server";

export const cachePolicy = "public" satisfies CachePolicy;

export const meta: MetaFunction = ({ matches }) =>
  pageMeta("Cookie Policy", matches, "We use only essential cookies: no analytics, advertising or tracking cookies.");

export default function Cookies() {
  const shop = useRootData()?.shop;
  return (
    <LegalPage
      title="Cookie Policy"
      intro={
        <>
          We use <strong>only essential cookies</strong>: the few small files our website needs to keep you signed in,
          remember your cart and show you messages. No analytics, advertising or tracking cookies.
        </>
      }
    >
      <h2>What cookies are</h2>
      <p>
        Cookies are small text files a website stores in your browser. They let the site recognise your browser from one
        page to the next, for example to know what is in your cart.
      </p>

      <h2>The cookies we use</h2>
      <p>All of our cookies are first-party, essential, marked HttpOnly (page scripts cannot read them) and signed, so they cannot be tampered with.</p>
      <DataTable
        caption="Cookies used on this website"
        head={["Cookie", "Purpose", "How long it lasts"]}
        rows={[
          [
            "__session",
            "Keeps you signed in. Holds only a random session id; your details stay on our server.",
            `Until you close your browser and at most ${SESSION_HOURS_DEFAULT} hours, or ${SESSION_DAYS_REMEMBER} days with "Remember me"; deleted when you sign out`,
          ],
          [
            "__guest",
            "Remembers the cart and wishlist of a shopper who has not signed in, through a random id.",
            "90 days; merged into your account when you sign in",
          ],
          [
            "__toast",
            'Carries a one-time message to the next page, such as "Item added to cart!" or "Logged out successfully".',
            "Deleted as soon as the message is shown",
          ],
        ]}
      />

      <h2>What we do not use</h2>
      <ul>
        <li>No analytics or statistics cookies.</li>
        <li>No advertising, retargeting or social-media tracking cookies or pixels.</li>
        <li>No third-party cookies while you browse our shop.</li>
      </ul>
      <p>
        Because every cookie we set is strictly necessary to provide the service you ask for, we do not show a consent
        banner.
      </p>

      <h2>Payments</h2>
      <p>
        When you pay online, the payment step is handled by Razorpay, which may set its own cookies to secure the payment
        and prevent fraud. Those cookies are covered by Razorpay's own privacy and cookie policies.
      </p>

      <h2>Managing cookies</h2>
      <p>
        You can see and delete cookies in your browser settings. If you block our cookies you can still browse, but
        signing in, the cart and the wishlist will not work.
      </p>

      <h2>More information</h2>
      <p>
        Read our <Link to="/privacy">privacy policy</Link> to learn how we handle personal data
        {shop ? (
          <>
            , or write to us at <a href={`mailto:${shop.email}`}>{shop.email}</a>
          </>
        ) : null}
        .
      </p>
    </LegalPage>
  );
}

// After a post that never reached the server, the loaders are not re-fetched over the same dead network.
export { shouldRevalidate } from "~/utils/network-failure";
