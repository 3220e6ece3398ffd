import type { MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { pageMeta } from "~/components/ui/page";
import { LegalPage, shopAddressLine } from "~/components/ui/content-page";
import { telHref } from "~/components/ui/shell";
import { useRootData } from "~/utils/root-data";
import type { CachePolicy } from "~/utils/cache-control.server";

export const cachePolicy = "public" satisfies CachePolicy;

export const meta: MetaFunction = ({ matches }) =>
  pageMeta("Privacy Policy", matches, "How we collect, use and protect your personal data.");

export default function Privacy() {
  const shop = useRootData()?.shop;
  const we = shop?.name ?? "we";
  return (
    <LegalPage
      title="Privacy Policy"
      intro={
        <>
          Your trust matters to us. This policy explains what personal data we collect when you shop with us, why we need
          it, and the choices you have.
        </>
      }
    >
      <h2>Who we are</h2>
      <p>
        This website is run by {we}
        {shop ? (
          <>
            , {shopAddressLine(shop)} (GSTIN {shop.gstin})
          </>
        ) : null}
        . We are the data fiduciary for the personal data described here, under India's Digital Personal Data
        Protection Act, 2023 and the Information Technology Act, 2000.
      </p>

      <h2>What we collect</h2>
      <ul>
        <li>
          <strong>Account details:</strong> your name, e-mail address, phone number and, optionally, gender. Your
          password is stored only as a strong one-way hash; we can never read it.
        </li>
        <li>
          <strong>Orders:</strong> the items you buy, delivery and billing addresses, order history, coupons used and any
          notes you add.
        </li>
        <li>
          <strong>Payments:</strong> online payments are handled by our payment partner, Razorpay. Your card, UPI or
          bank details go directly to them; we only keep the payment reference and its status.
        </li>
        <li>
          <strong>Messages:</strong> what you send us through the contact form or by e-mail, and product reviews you write.
        </li>
        <li>
          <strong>Newsletter:</strong> your e-mail address, if you subscribe.
        </li>
        <li>
          <strong>Technical data:</strong> the essential cookies described in our <Link to="/cookies">cookie policy</Link>,
          and your IP address and browser type, which we use to keep accounts secure and to stop abuse.
        </li>
      </ul>

      <h2>Why we use it</h2>
      <ul>
        <li>To process, ship and support your orders, including returns and refunds.</li>
        <li>To run your account, cart, wishlist and saved addresses.</li>
        <li>To answer your questions and send service e-mails (order confirmations, shipping updates, password resets).</li>
        <li>To send our newsletter, only if you subscribed; every newsletter has an unsubscribe link.</li>
        <li>To prevent fraud, secure our website and meet our legal and tax obligations, such as GST invoicing.</li>
      </ul>
      <p>We never sell or rent your personal data, and we do not use advertising or tracking cookies.</p>

      <h2>Who we share it with</h2>
      <ul>
        <li>Courier partners, who need your name, address and phone number to deliver your order.</li>
        <li>Razorpay, to take online payments and process refunds.</li>
        <li>Our e-mail and hosting providers, who process data only on our instructions.</li>
        <li>Government authorities, when the law requires it.</li>
      </ul>

      <h2>How long we keep it</h2>
      <p>
        We keep your account data for as long as your account is open. Order and invoice records are kept for as long as
        Indian tax law requires (currently at least eight years). Contact messages are deleted after two years, and
        newsletter addresses as soon as you unsubscribe.
      </p>

      <h2>How we protect it</h2>
      <p>
        Our website uses encrypted connections (HTTPS), passwords are hashed, sign-in sessions can be ended at any time by
        signing out, and access to customer data is limited to the staff who need it to serve you.
      </p>

      <h2>Your rights</h2>
      <p>You may at any time:</p>
      <ul>
        <li>ask for a summary of the personal data we hold about you;</li>
        <li>correct or update it (most details can be changed in <Link to="/account">My Account</Link>);</li>
        <li>ask us to delete your account and data we are not legally required to keep;</li>
        <li>withdraw consent, for example by unsubscribing from the newsletter;</li>
        <li>nominate someone to exercise these rights on your behalf;</li>
        <li>raise a grievance with us, and then with the Data Protection Board of India.</li>
      </ul>

      <h2>Children</h2>
      <p>
        Our website is meant for adults. If you are under 18, please shop with the involvement of a parent or guardian.
      </p>

      <h2>Grievance officer and contact</h2>
      <p>
        For any privacy request or complaint, write to our grievance officer
        {shop ? (
          <>
            {" "}
            at <a href={`mailto:${shop.email}`}>{shop.email}</a> or call <a href={telHref(shop.phone)}>{shop.phone}</a>
          </>
        ) : (
          <>
            {" "}
            through our <Link to="/contact">contact page</Link>
          </>
        )}
        . We reply within 30 days.
      </p>

      <h2>Changes to this policy</h2>
      <p>
        If we change this policy, we will update the date at the top of this page, and tell registered customers by
        e-mail about any important change.
      </p>
    </LegalPage>
  );
}

// After a post that never reached the server, the loaders are not re-fetched over the same dead network.
export { shouldRevalidate } from "~/utils/network-failure";
