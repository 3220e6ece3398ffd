import { NewsletterForm } from "~/components/newsletter-form";

// The home page's newsletter box (the footer has its own band with the same form).

export function NewsletterBox() {
  return (
    <section aria-labelledby="home-newsletter-heading" className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
      <div className="rounded-2xl bg-linear-to-br from-brand-700 to-brand-900 px-5 py-8 text-center shadow-lg sm:px-10 sm:py-12">
        <p className="text-xs font-semibold tracking-[0.2em] text-gold-400 uppercase">Newsletter</p>
        <h2 id="home-newsletter-heading" className="mt-2 font-serif text-2xl font-bold text-white sm:text-3xl">
          Stay Updated with the Latest Trends
        </h2>
        <p className="mx-auto mt-2 max-w-xl text-sm text-brand-100 sm:text-base">
          Be the first to hear about new arrivals, festive sales and styling tips. No spam, unsubscribe at any time.
        </p>
        <NewsletterForm id="newsletter-home" label="Newsletter e-mail address" tone="dark" className="mx-auto mt-6 max-w-lg text-left" />
      </div>
    </section>
  );
}
