import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import type { ComponentType, SVGProps } from "react";
import { HandshakeIcon } from "~/components/ui/icons/handshake";
import { HeartHandIcon } from "~/components/ui/icons/heart-hand";
import { SparkleIcon } from "~/components/ui/icons/sparkle";
import { TagIcon } from "~/components/ui/icons/tag";
import { contentPageMeta } from "~/components/ui/page";
import { useRootData } from "~/utils/root-data";
import type { CachePolicy } from "~/utils/cache-control.server";
import { siteUrl } from "~/utils/urls.server";
import { IconDisc } from "~/components/ui/icon-disc";
import { AboutSection, ButtonLinks, CardGrid, type ButtonLink } from "~/components/about/sections";

export const cachePolicy = "public" satisfies CachePolicy;

const TITLE = "About Us";
const DESCRIPTION =
  "A Surat family textile business since 2015: handpicked sarees, lehengas and kurtas made with 50+ artisan partners and loved by 10,000+ customers.";

export async function loader(_args: LoaderFunctionArgs) {
  return { canonical: siteUrl("/about") };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => contentPageMeta(TITLE, DESCRIPTION, data?.canonical, matches);

const STATS = [
  { value: "10,000+", label: "Happy customers" },
  { value: "500+", label: "Unique designs" },
  { value: "50+", label: "Artisan partners" },
  { value: "15+", label: "Countries" },
] as const;

const TIMELINE = [
  {
    year: "2015",
    title: "A small counter on Ring Road",
    text: "Our family opened a saree counter in one of Surat's textile markets with forty designs, a second-hand sewing machine and a lot of chai.",
  },
  {
    year: "2016",
    title: "Straight from the looms",
    text: "We began buying directly from weaving families in Surat and nearby villages, so we could choose every fabric and pay makers fairly.",
  },
  {
    year: "2018",
    title: "Our own tailoring studio",
    text: "Shoppers kept asking for matching blouses, so we set up an in-house studio for blouses, lehenga fittings and alterations.",
  },
  {
    year: "2019",
    title: "Beyond Gujarat",
    text: "Orders started arriving from Mumbai, Pune and Bengaluru through WhatsApp, and we learned to pack silk for long journeys.",
  },
  {
    year: "2020",
    title: "Through the lockdown, together",
    text: "When markets closed, we kept our weavers and tailors working on cotton everyday sarees and masks, and took our first orders online.",
  },
  {
    year: "2021",
    title: "The bridal collection",
    text: "Our first wedding lehenga and Banarasi edit, designed with embroiderers from Surat's zari workshops.",
  },
  {
    year: "2022",
    title: "Families abroad join in",
    text: "NRI families began ordering wedding outfits for relatives back home; today they shop from more than fifteen countries.",
  },
  {
    year: "2023",
    title: "Fifty artisan partners",
    text: "Our network grew to over fifty weavers, block printers and embroiderers, and our catalogue passed five hundred designs.",
  },
  {
    year: "2024",
    title: "10,000 happy customers",
    text: "We celebrated our ten-thousandth customer and built this store so anyone in India can shop with us as easily as at our counter.",
  },
] as const;

type Value = { title: string; text: string; Icon: ComponentType<SVGProps<SVGSVGElement>> };
const VALUES: Value[] = [
  {
    title: "Authentic craft",
    text: "Every saree is chosen by hand. We tell you the real fabric and weave, never a shortcut dressed up as silk.",
    Icon: SparkleIcon,
  },
  {
    title: "Fair to our makers",
    text: "We buy directly from artisans, pay on time and plan orders ahead, so weaving stays a livelihood worth keeping.",
    Icon: HandshakeIcon,
  },
  {
    title: "Honest prices",
    text: "Prices include GST, shipping is free above the threshold we promise, and a sale price is a real reduction.",
    Icon: TagIcon,
  },
  {
    title: "Care, start to finish",
    text: "From choosing a colour on WhatsApp to a 7-day return, a person from our team looks after you.",
    Icon: HeartHandIcon,
  },
];

const TEAM = [
  { name: "Rakesh Desai", role: "Founder", note: "Thirty years in Surat's textile markets; still checks every new weave himself." },
  { name: "Meera Desai", role: "Head of Design", note: "Curates each collection and works with our embroiderers on the bridal edit." },
  { name: "Karan Desai", role: "Operations & Sourcing", note: "Looks after our weavers, our studio and every parcel that leaves the store." },
  { name: "Priya Shah", role: "Customer Care Lead", note: "Answers your messages and makes sure every fitting and exchange goes smoothly." },
] as const;

const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((part) => part.charAt(0))
    .join("")
    .slice(0, 2)
    .toUpperCase();

const HERO_LINKS: ButtonLink[] = [
  { to: "/shop", label: "Explore the Collection", tone: "bg-gold-400 px-6 py-2 font-semibold text-brand-900 shadow hover:bg-gold-500" },
  { to: "/contact", label: "Get in Touch", tone: "border border-white/40 px-6 py-2 font-semibold text-white hover:bg-white/10" },
];
const CTA_LINKS: ButtonLink[] = [
  { to: "/shop", label: "Shop the Collection", tone: "bg-brand-700 px-6 py-2 font-semibold text-white shadow hover:bg-brand-900" },
  { to: "/contact", label: "Contact Us", tone: "border border-brand-700 bg-white px-6 py-2 font-semibold text-brand-700 hover:bg-brand-50" },
];

export default function AboutPage() {
  const shop = useRootData()?.shop;
  const shopName = shop?.name ?? "our store";
  const city = shop?.address.city ?? "Surat";

  return (
    <>
      {/* Story hero */}
      <section className="relative overflow-hidden bg-brand-900 text-white">
        <div aria-hidden="true" className="absolute inset-0 opacity-20 [background:radial-gradient(circle_at_20%_20%,var(--color-gold-400),transparent_45%),radial-gradient(circle_at_85%_70%,var(--color-brand-500),transparent_50%)]" />
        <div className="relative mx-auto max-w-5xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
          <p className="text-sm font-semibold tracking-[0.2em] text-gold-400 uppercase">Our story</p>
          <h1 className="mt-3 max-w-3xl font-serif text-4xl leading-tight font-bold sm:text-5xl">
            From a small counter in {city} to homes across India
          </h1>
          <p className="mt-5 max-w-2xl text-lg leading-relaxed text-stone-200">
            {shopName} is a family business from the Silk City. For almost a decade we have chosen sarees, lehengas and kurtas
            the way our grandparents taught us: by hand, by touch, and straight from the people who make them.
          </p>
          <ButtonLinks className="mt-8 flex flex-wrap gap-3" links={HERO_LINKS} />
        </div>
      </section>

      {/* Mission */}
      <section aria-labelledby="mission-heading" className="mx-auto grid max-w-6xl gap-8 px-4 py-14 sm:px-6 lg:grid-cols-2 lg:items-center lg:px-8">
        <div>
          <p className="text-sm font-semibold tracking-[0.2em] text-amber-700 uppercase">Our mission</p>
          <h2 id="mission-heading" className="mt-2 font-serif text-3xl font-semibold text-brand-700">
            Beautiful ethnic wear, honestly made and fairly priced
          </h2>
        </div>
        <div className="space-y-4 text-base leading-relaxed text-stone-700">
          <p>
            {city} weaves a large share of India&apos;s sarees, yet most shoppers never meet the people behind them. We want to
            change that: to bring you the colours and craft of Gujarat&apos;s looms and embroidery workshops at a fair price,
            and to keep that craft alive for the next generation of makers.
          </p>
          <p>
            Whether it is a cotton saree for the office, a kurta for Navratri or the lehenga for your wedding day, we want
            shopping with us to feel like visiting a trusted family shop, just without the traffic on Ring Road.
          </p>
        </div>
      </section>

      {/* Statistics */}
      <AboutSection name="stats" title={<>{shopName} in numbers</>} headingClass="sr-only" className="border-y border-brand-100 bg-brand-50" inner="mx-auto max-w-6xl px-4 py-12 sm:px-6 lg:px-8">
        <dl className="grid grid-cols-2 gap-6 text-center lg:grid-cols-4">
          {STATS.map((stat) => (
            <div key={stat.label} className="flex flex-col-reverse justify-center rounded-2xl bg-white px-4 py-6 shadow-sm">
              <dt className="mt-1 text-sm font-medium text-stone-600">{stat.label}</dt>
              <dd className="font-serif text-3xl font-bold text-brand-700 sm:text-4xl">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </AboutSection>

      {/* Timeline */}
      <AboutSection name="journey" title="Our journey" intro="Nine years of sarees, seams and stories." className="mx-auto max-w-4xl px-4 py-14 sm:px-6 lg:px-8">
        <ol className="relative mt-10 space-y-8 border-l-2 border-gold-400/60 pl-8 sm:ml-24 sm:pl-10">
          {TIMELINE.map((item) => (
            <li key={item.year} className="relative">
              <span aria-hidden="true" className="absolute top-1.5 -left-[41px] size-4 rounded-full border-4 border-white bg-brand-700 shadow ring-2 ring-gold-400 sm:-left-[49px]" />
              <p className="font-serif text-lg font-bold text-amber-700 sm:absolute sm:top-0 sm:-left-36 sm:w-20 sm:text-right">{item.year}</p>
              <h3 className="text-lg font-semibold text-stone-900">{item.title}</h3>
              <p className="mt-1 leading-relaxed text-stone-700">{item.text}</p>
            </li>
          ))}
        </ol>
      </AboutSection>

      {/* Values */}
      <AboutSection name="values" title="What we stand for" className="bg-white" inner="mx-auto max-w-6xl px-4 py-14 sm:px-6 lg:px-8">
        <CardGrid
          cardClass="rounded-2xl border border-stone-200 bg-stone-50 p-6"
          textClass="text-stone-700"
          cards={VALUES.map(({ title, text, Icon }) => ({ title, text, badge: <IconDisc Icon={Icon} className="size-12 bg-brand-700 text-gold-400" /> }))}
        />
      </AboutSection>

      {/* Team */}
      <AboutSection name="team" title="Meet the family" intro="The people who choose, stitch and pack your order." className="mx-auto max-w-6xl px-4 py-14 sm:px-6 lg:px-8">
        <CardGrid
          cardClass="rounded-2xl border border-stone-200 bg-white p-6 text-center shadow-sm"
          textClass="text-stone-600"
          cards={TEAM.map((member) => ({
            title: member.name,
            role: member.role,
            text: member.note,
            badge: (
              <span
                aria-hidden="true"
                className="mx-auto flex size-20 items-center justify-center rounded-full bg-linear-to-br from-brand-600 to-brand-900 font-serif text-2xl font-bold text-gold-400 ring-4 ring-gold-400/30"
              >
                {initials(member.name)}
              </span>
            ),
          }))}
        />
      </AboutSection>

      {/* Call to action */}
      <AboutSection
        name="cta"
        title="Find something you will love to wear"
        headingClass="font-serif text-3xl font-semibold text-brand-700"
        className="border-t border-brand-100 bg-linear-to-br from-amber-50 via-white to-brand-50"
        inner="mx-auto max-w-4xl px-4 py-14 text-center sm:px-6 lg:px-8"
      >
        <p className="mx-auto mt-3 max-w-2xl text-stone-700">
          Browse our sarees, lehengas and kurtas, or tell us what you are looking for and we will help you find it.
        </p>
        <ButtonLinks className="mt-7 flex flex-wrap justify-center gap-3" links={CTA_LINKS} />
      </AboutSection>
    </>
  );
}

// After a post that never reached the server, the loaders are not re-fetched over the same dead network.
export { shouldRevalidate } from "~/utils/network-failure";
