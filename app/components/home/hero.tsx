import { Link } from "@remix-run/react";
import {
  useCallback,
  useEffect,
  useState,
  useSyncExternalStore,
  type FocusEvent,
} from "react";
import { useHydrated } from "~/components/use-hydrated";
import { HERO_ROTATION_MS } from "~/utils/constants";

// The home hero: three slides, each a heading, a line and a call to action.
//
// Without JavaScript the first slide is the hero: rendered, visible, its link
// works; the dots are plain links to the other slides' collections. With
// JavaScript the dots become buttons that pick a slide, the slides advance
// every 5 seconds in a loop, rotation pauses while the pointer or keyboard
// focus is inside (and with the pause button), and it never starts when the
// shopper asks for reduced motion.
//
// The first slide's picture is the page's LCP element: eager, high fetch
// priority, explicit size in a box of fixed height, so nothing shifts.

export type HeroSlide = {
  image: string;
  eyebrow: string;
  title: string;
  text: string;
  cta: string;
  href: string;
};

export const HERO_SLIDES: readonly HeroSlide[] = [
  {
    image: "/images/hero-1.svg",
    eyebrow: "Handpicked in Surat",
    title: "Timeless Elegance, Woven for You",
    text: "Silk, Kanjivaram and designer sarees, lehengas and kurtas from the looms of India, delivered to your door.",
    cta: "Shop Now",
    href: "/shop",
  },
  {
    image: "/images/hero-2.svg",
    eyebrow: "The Wedding Edit",
    title: "Bridal Lehengas & Wedding Sarees",
    text: "Zardozi, gota patti and pure zari for the bride, the bridesmaids and every ceremony in between.",
    cta: "Explore Wedding Collection",
    href: "/shop?category=wedding-lehengas",
  },
  {
    image: "/images/hero-3.svg",
    eyebrow: "Festive Sale",
    title: "Up to 30% Off Festive Favourites",
    text: "Celebrate in style with our best-loved sarees and party wear, now at festive prices.",
    cta: "Shop the Sale",
    href: "/shop?sale=true",
  },
];

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

function subscribeReducedMotion(onChange: () => void) {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

/** True when the shopper asks for reduced motion (always false on the server). */
export function usePrefersReducedMotion() {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => false
  );
}

export function HeroCarousel({
  slides = HERO_SLIDES,
  intervalMs = HERO_ROTATION_MS,
}: {
  slides?: readonly HeroSlide[];
  intervalMs?: number;
}) {
  const hydrated = useHydrated();
  const reducedMotion = usePrefersReducedMotion();
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const canRotate = hydrated && !reducedMotion && slides.length > 1;
  // The hidden slides' pictures are fetched once the page has loaded (or when a dot picks one): as
  // lazy images in the viewport they were fetched at high priority beside the first slide's, the
  // page's LCP element, and a slow phone network paid for pictures no one may see. Without
  // JavaScript only the first slide is ever shown.
  const [allPictures, setAllPictures] = useState(false);
  useEffect(() => {
    if (document.readyState === "complete") return setAllPictures(true);
    const onLoad = () => setAllPictures(true);
    window.addEventListener("load", onLoad, { once: true });
    return () => window.removeEventListener("load", onLoad);
  }, []);
  const rotating = canRotate && !stopped && !hovered && !focused;

  // A fresh timer per slide, so picking a slide with a dot restarts the 5 s.
  useEffect(() => {
    if (!rotating) return;
    const timer = window.setTimeout(
      () => setIndex((i) => (i + 1) % slides.length),
      intervalMs
    );
    return () => window.clearTimeout(timer);
  }, [rotating, index, slides.length, intervalMs]);

  const onBlur = useCallback((event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null))
      setFocused(false);
  }, []);

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Featured collections"
      data-testid="hero"
      className="relative h-[26rem] overflow-hidden bg-brand-900 sm:h-[30rem] lg:h-[34rem]"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      {/* Announce slide changes only when the shopper makes them. */}
      <div aria-live={rotating ? "off" : "polite"}>
        {slides.map((slide, i) => {
          const active = i === index;
          const Heading = i === 0 ? "h1" : "h2";
          return (
            <div
              key={slide.href}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${slides.length}`}
              data-testid="hero-slide"
              data-active={active}
              className={`absolute inset-0 transition-[opacity,visibility] duration-700 motion-reduce:transition-none ${
                active ? "visible opacity-100" : "invisible opacity-0"
              }`}
            >
              {i === 0 || allPictures || active ? (
                <img
                  src={slide.image}
                  alt=""
                  width={1600}
                  height={700}
                  loading={i === 0 ? "eager" : "lazy"}
                  // React 18 knows only the lower-case attribute.
                  {...(i === 0 ? { fetchpriority: "high" } : {})}
                  decoding={i === 0 ? "sync" : "async"}
                  className="absolute inset-0 size-full object-cover"
                />
              ) : null}
              <div className="hero-shade" />
              <div className="relative mx-auto flex h-full max-w-7xl flex-col justify-center px-4 pb-12 sm:px-6 lg:px-8">
                <div className="max-w-xl">
                  <p className="text-xs font-semibold tracking-[0.25em] text-gold-400 uppercase sm:text-sm">
                    {slide.eyebrow}
                  </p>
                  <Heading className="mt-3 font-serif text-3xl leading-tight font-bold text-white sm:text-5xl">
                    {slide.title}
                  </Heading>
                  <p className="mt-3 text-base leading-relaxed text-stone-100 sm:mt-4 sm:text-lg">
                    {slide.text}
                  </p>
                  <Link to={slide.href} className="hero-cta">
                    {slide.cta}
                    <span aria-hidden="true">→</span>
                  </Link>
                </div>
              </div>
            </div>
          );
        })}
      </div>

      <div
        className="absolute bottom-2 left-1/2 flex -translate-x-1/2 items-center gap-1"
        data-testid="hero-dots"
      >
        {slides.map((slide, i) =>
          hydrated ? (
            <button
              key={slide.href}
              type="button"
              onClick={() => setIndex(i)}
              aria-label={`Show slide ${i + 1}: ${slide.title}`}
              aria-current={i === index ? "true" : undefined}
              className="group flex size-11 items-center justify-center"
            >
              <Dot active={i === index} />
            </button>
          ) : (
            // Without JavaScript a dot cannot switch slides: it opens the slide's collection.
            <a
              key={slide.href}
              href={slide.href}
              aria-label={`${slide.title}: ${slide.cta}`}
              className="group flex size-11 items-center justify-center"
            >
              <Dot active={i === 0} />
            </a>
          )
        )}
      </div>
      {canRotate ? (
        <button
          type="button"
          onClick={() => setStopped((s) => !s)}
          aria-label={stopped ? "Start slide rotation" : "Stop slide rotation"}
          className="absolute right-2 bottom-2 flex size-11 items-center justify-center text-white/80 hover:text-white sm:right-4"
        >
          <span
            aria-hidden="true"
            className="flex size-7 items-center justify-center rounded-full border border-white/50 text-[10px]"
          >
            {stopped ? "▶" : "❚❚"}
          </span>
        </button>
      ) : null}
    </section>
  );
}

function Dot({ active }: { active: boolean }) {
  return (
    <span
      aria-hidden="true"
      className={`block h-2.5 rounded-full transition-all duration-300 motion-reduce:transition-none ${
        active ? "w-8 bg-gold-400" : "w-2.5 bg-white/70 group-hover:bg-white"
      }`}
    />
  );
}
