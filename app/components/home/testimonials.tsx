// Three words from customers (static, as in the documents).

export const TESTIMONIALS = [
  {
    name: "Priya Sharma",
    city: "Ahmedabad",
    bought: "Kanjivaram silk saree",
    quote:
      "The saree I ordered for my sister's wedding was even more beautiful in person. The zari work is exquisite, and it reached me in three days, packed with care.",
  },
  {
    name: "Ananya Iyer",
    city: "Bengaluru",
    bought: "Bridal lehenga",
    quote:
      "I was nervous about buying my reception lehenga online, but the size guide was spot on and the team answered every question on WhatsApp. It fit perfectly.",
  },
  {
    name: "Meera Patel",
    city: "Mumbai",
    bought: "Cotton sarees",
    quote:
      "Soft, breathable cotton sarees that I now wear to the office every week. Honest prices, and the exchange for a different colour was completely hassle-free.",
  },
] as const;

export function Testimonials() {
  return (
    <section aria-labelledby="testimonials-heading" className="bg-brand-50/60">
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
        <h2 id="testimonials-heading" className="text-center font-serif text-2xl font-bold text-brand-700 sm:text-3xl">
          What Our Customers Say
        </h2>
        <p className="mt-1 text-center text-sm text-stone-600 sm:text-base">Loved by shoppers across India</p>
        <ul className="mt-8 grid gap-4 md:grid-cols-3 md:gap-6">
          {TESTIMONIALS.map((t) => (
            <li key={t.name} data-testid="testimonial">
              <figure className="flex h-full flex-col rounded-xl border border-brand-100 bg-white p-5 shadow-sm">
                <span aria-hidden="true" className="font-serif text-5xl leading-none text-gold-500">
                  &ldquo;
                </span>
                <blockquote className="mt-1 flex-1 text-sm leading-relaxed text-stone-700 sm:text-base">{t.quote}</blockquote>
                <figcaption className="mt-4 flex items-center gap-3 border-t border-stone-100 pt-4">
                  <span aria-hidden="true" className="flex size-10 items-center justify-center rounded-full bg-brand-700 font-semibold text-white">
                    {t.name.charAt(0)}
                  </span>
                  <span>
                    <span className="block font-semibold text-stone-900">{t.name}</span>
                    <span className="block text-xs text-stone-600">
                      {t.city} · {t.bought}
                    </span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
