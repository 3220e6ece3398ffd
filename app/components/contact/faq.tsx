import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { ChevronDownIcon } from "~/components/ui/icons/shell";
import { type ShopPolicies, useShopPolicies } from "~/components/ui/shell";
import { RETURN_DAYS, SHIPPING_FEE_RUPEES } from "~/utils/constants";
import { formatRupees } from "~/utils/money";

type Faq = { question: string; answer: ReactNode };

/** The questions, with the shop's policies as the owner set them. */
export const faqs = (policies: ShopPolicies): Faq[] => {
  const free = formatRupees(policies.freeShippingAbove);
  const cod = formatRupees(policies.codAbove);
  return [
  {
    question: "How much does shipping cost?",
    answer: (
      <>
        Shipping is free on orders of {free} and above. Below {free} we charge a flat {formatRupees(SHIPPING_FEE_RUPEES)} per order,
        anywhere in India. Most orders arrive within 3-5 business days. <Link to="/shipping">Shipping details</Link>
      </>
    ),
  },
  {
    question: "What is your return and exchange policy?",
    answer: (
      <>
        You can return or exchange any unused item with its tags within {RETURN_DAYS} days of delivery. Custom-stitched pieces
        cannot be returned, but we will always fix the fit. <Link to="/returns">Returns &amp; exchange</Link>
      </>
    ),
  },
  {
    question: "Do you offer custom tailoring?",
    answer: (
      <>
        Yes. Our in-house tailors stitch blouses, lehengas and kurtas to your measurements. Custom tailoring takes 2-3 weeks
        before the piece ships; our <Link to="/size-guide">size guide</Link> shows how to measure.
      </>
    ),
  },
  {
    question: "Is Cash on Delivery available?",
    answer: (
      <>
        Cash on Delivery is available for orders above {cod}. Please keep the exact amount ready,
        as courier partners may not carry change.
      </>
    ),
  },
  {
    question: "How quickly will you reply to my message?",
    answer: (
      <>
        We reply to every message within 24 hours, usually much sooner during business hours. For anything urgent, call us or
        message us on WhatsApp.
      </>
    ),
  },
  {
    question: "Which payment methods do you accept?",
    answer: (
      <>
        We accept credit and debit cards (Visa, Mastercard, RuPay), UPI, net banking and popular wallets through Razorpay&apos;s
        secure checkout, plus Cash on Delivery for orders above {cod}.
      </>
    ),
  },
  ];
};

/**
 * The six questions as `<details>`: usable without JavaScript (each opens and
 * closes on its own), and the shared `name` makes the browser keep one open
 * at a time (an exclusive accordion, native in current browsers).
 */
export function Faq() {
  const policies = useShopPolicies();
  return (
    <div className="divide-y divide-stone-200 overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm" data-testid="faq">
      {faqs(policies).map((faq) => (
        <details key={faq.question} name="contact-faq" className="group">
          <summary className="flex min-h-14 cursor-pointer items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-stone-900 hover:bg-brand-50/60 group-open:text-brand-700">
            <span>{faq.question}</span>
            <ChevronDownIcon className="size-5 shrink-0 text-brand-700 transition-transform group-open:rotate-180" />
          </summary>
          <div className="px-5 pb-5 text-[15px] leading-relaxed text-stone-700 [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2 hover:[&_a]:text-brand-900">
            {faq.answer}
          </div>
        </details>
      ))}
    </div>
  );
}
