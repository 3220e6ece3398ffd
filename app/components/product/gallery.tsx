import { useEffect, useRef, useState } from "react";
import { useHydrated } from "~/components/use-hydrated";
import { ChevronRightIcon } from "~/components/ui/icons/shell";
import type { ProductPageDTO } from "~/models/catalog.server";
import { Picture } from "~/components/ui/picture";

// The product gallery works without JavaScript: a scroll-snap strip whose
// thumbnails are links to #image-N. With JavaScript, arrows and thumbnails
// drive the same strip, and swipes keep the thumbnails in step.

export function Gallery({ product }: { product: ProductPageDTO }) {
  const hydrated = useHydrated();
  const stripRef = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const images = product.images;
  const count = images.length;

  // Used by click handlers only (no effect depends on it).
  const show = (next: number) => {
    const strip = stripRef.current;
    const i = ((next % count) + count) % count;
    setIndex(i);
    if (!strip) return;
    const reduce = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
    strip.scrollTo({ left: i * strip.clientWidth, behavior: reduce ? "auto" : "smooth" });
  };

  // Swipes and keyboard scrolling move the strip too: keep the thumbnails in step.
  useEffect(() => {
    const strip = stripRef.current;
    if (!strip || count < 2) return;
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        if (strip.clientWidth > 0) setIndex(Math.min(count - 1, Math.max(0, Math.round(strip.scrollLeft / strip.clientWidth))));
      });
    };
    strip.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      strip.removeEventListener("scroll", onScroll);
    };
  }, [count]);

  const badges = (
    <div className="gl-tags">
      {product.isNew ? <span className="bg-emerald-700">New</span> : null}
      {product.discountPercentage > 0 ? <span className="bg-brand-700">{product.discountPercentage}% OFF</span> : null}
      {!product.inStock ? <span className="bg-stone-800">Out of Stock</span> : null}
    </div>
  );

  if (count === 0) {
    return (
      <div className="relative flex aspect-[3/4] items-center justify-center rounded-xl bg-stone-100 text-stone-500">
        {badges}
        No image available
      </div>
    );
  }

  return (
    <section aria-label={`${product.name} images`} className="gl" data-testid="gallery">
      <div className="gl-box">
        {badges}
        <div
          ref={stripRef}
          className="gl-strip"
          tabIndex={0}
          role="region"
          aria-label={count > 1 ? `Image ${index + 1} of ${count}` : product.name}
          data-testid="gallery-strip"
        >
          {images.map((src, i) => (
            // `.slide` (tailwind.css) styles the slide and its picture.
            <div key={src + i} id={`image-${i + 1}`} className="slide">
              <Picture
                src={src}
                sizes="(min-width: 768px) 50vw, 100vw"
                alt={i === 0 ? product.name : `${product.name}, view ${i + 1}`}
                // The first (the LCP picture) states its size; the strip's 3:4 box sizes the others (decision 0036).
                width={i === 0 ? 600 : undefined}
                height={i === 0 ? 800 : undefined}
                loading={i === 0 ? "eager" : "lazy"}
                decoding={i === 0 ? "sync" : "async"}
                // React 18 knows only the lower-case attribute.
                {...(i === 0 ? { fetchpriority: "high" } : {})}
                data-testid="gallery-image"
              />
            </div>
          ))}
        </div>
        {hydrated && count > 1 ? (
          <>
            <button
              type="button"
              onClick={() => show(index - 1)}
              aria-label="Previous image"
              className="absolute top-1/2 left-2 z-10 flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-stone-900 shadow hover:bg-white"
            >
              <ChevronRightIcon className="size-5 rotate-180" aria-hidden="true" />
            </button>
            <button
              type="button"
              onClick={() => show(index + 1)}
              aria-label="Next image"
              className="absolute top-1/2 right-2 z-10 flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-stone-900 shadow hover:bg-white"
            >
              <ChevronRightIcon className="size-5" aria-hidden="true" />
            </button>
          </>
        ) : null}
      </div>
      {count > 1 ? (
        <ul className="gl-thumbs" aria-label="Choose an image">
          {images.map((src, i) => (
            <li key={src + i}>
              <a
                href={`#image-${i + 1}`}
                onClick={(e) => {
                  e.preventDefault();
                  show(i);
                }}
                aria-label={`Show image ${i + 1} of ${count}`}
                aria-current={hydrated && i === index ? "true" : undefined}
                // `.thumb` (tailwind.css): the current one is drawn from aria-current.
                className="thumb"
                data-testid="gallery-thumb"
              >
                <Picture src={src} sizes="20vw" alt="" loading="lazy" decoding="async" />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
