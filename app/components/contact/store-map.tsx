import { useEffect, useRef, useState } from "react";
import { useHydrated } from "~/components/use-hydrated";
import { CopyIcon } from "~/components/ui/icons/copy";
import { ExternalLinkIcon } from "~/components/ui/icons/external-link";
import { MapPinIcon } from "~/components/ui/icons/shell";
import { NavigationIcon } from "~/components/ui/icons/navigation";
import type { Shop } from "~/components/ui/shell";

// The store's location without any third-party script or iframe: two
// illustrated map images (standard and satellite) switched by two radio
// inputs and CSS (works without JavaScript), Google Maps as plain links, and
// a Copy Address button that only exists once JavaScript runs.

export const COPY_OK = "Address copied to clipboard";
export const COPY_FAILED = "Unable to copy address";

export function shopAddressLine(shop: Shop) {
  const a = shop.address;
  return `${a.line1}, ${a.line2}, ${a.city}, ${a.state} ${a.pincode}, ${a.country}`;
}

/** Google Maps' documented cross-platform URLs (https://developers.google.com/maps/documentation/urls). */
export function mapsSearchUrl(query: string) {
  return `https://www.google.com/maps/search/?${new URLSearchParams({ api: "1", query })}`;
}
export function mapsDirectionsUrl(destination: string) {
  return `https://www.google.com/maps/dir/?${new URLSearchParams({ api: "1", destination })}`;
}

const VIEWS = [
  {
    id: "standard",
    label: "Standard",
    src: "/images/map-standard.svg",
    alt: "Illustrated map",
    className: "absolute inset-0 h-full w-full object-cover group-has-[#map-view-satellite:checked]:hidden",
  },
  {
    id: "satellite",
    label: "Satellite",
    src: "/images/map-satellite.svg",
    alt: "Illustrated satellite view",
    className: "absolute inset-0 hidden h-full w-full object-cover group-has-[#map-view-satellite:checked]:block",
  },
] as const;

const buttonClass =
  "inline-flex min-h-11 grow items-center justify-center gap-2 rounded-md px-4 py-2 text-sm font-semibold whitespace-nowrap shadow-sm transition-colors";

export function StoreMap({ shop }: { shop: Shop }) {
  const address = shopAddressLine(shop);
  const query = `${shop.name}, ${address}`;
  const a = shop.address;
  return (
    // `group` + :has() shows the image whose radio is checked: pure CSS.
    <div className="group grid overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm lg:grid-cols-5" data-testid="store-map">
      <div className="relative aspect-[16/9] bg-stone-100 lg:col-span-3">
        {VIEWS.map((view) => (
          <img
            key={view.id}
            src={view.src}
            alt={`${view.alt} of central ${a.city} with our store marked at ${a.line1}`}
            width={800}
            height={450}
            loading="lazy"
            decoding="async"
            data-map-view={view.id}
            className={view.className}
          />
        ))}
        {/* The shop's name comes from the config, so it is an overlay, not part of the image. */}
        <p
          aria-hidden="true"
          className="absolute top-[41%] left-[58.75%] -translate-x-1/2 -translate-y-full rounded-md bg-white/95 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-brand-900 shadow"
        >
          {shop.name}
        </p>
        <fieldset className="absolute top-3 right-3 flex rounded-lg border border-stone-300 bg-white/95 p-0.5 text-sm shadow">
          <legend className="sr-only">Map view</legend>
          {VIEWS.map((view, i) => (
            <label
              key={view.id}
              className="relative inline-flex min-h-10 cursor-pointer items-center rounded-md px-3 font-medium text-stone-700 has-[:checked]:bg-brand-700 has-[:checked]:text-white has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600 sm:px-4"
            >
              <input type="radio" name="map-view" id={`map-view-${view.id}`} value={view.id} defaultChecked={i === 0} className="sr-only" />
              {view.label}
            </label>
          ))}
        </fieldset>
      </div>
      <div className="flex flex-col gap-4 p-5 sm:p-6 lg:col-span-2">
        <h3 className="flex items-center gap-2 text-lg font-semibold text-stone-900">
          <MapPinIcon className="size-5 text-brand-700" />
          {shop.name}
        </h3>
        <address className="text-sm leading-relaxed text-stone-700 not-italic" data-testid="store-address">
          {a.line1}
          <br />
          {a.line2}
          <br />
          {a.city}, {a.state} {a.pincode}, {a.country}
        </address>
        <p className="text-sm text-stone-700">
          <span className="font-semibold text-stone-900">Open:</span> {shop.hours.weekdays}; {shop.hours.sunday}
        </p>
        <p className="text-sm text-stone-600">
          Come and drape the sarees yourself: our team will happily pull out more colours and help with blouse measurements.
        </p>
        <div className="mt-auto flex flex-wrap gap-2">
          <a
            href={mapsSearchUrl(query)}
            target="_blank"
            rel="noopener noreferrer"
            className={`${buttonClass} bg-brand-700 text-white hover:bg-brand-900`}
          >
            <ExternalLinkIcon className="size-4" />
            Open in Maps
          </a>
          <a
            href={mapsDirectionsUrl(query)}
            target="_blank"
            rel="noopener noreferrer"
            className={`${buttonClass} border border-brand-700 bg-white text-brand-700 hover:bg-brand-50`}
          >
            <NavigationIcon className="size-4" />
            Get Directions
          </a>
          <CopyAddressButton address={address} />
        </div>
      </div>
    </div>
  );
}

/** Rendered only with JavaScript: without it there is nothing a button could do. */
function CopyAddressButton({ address }: { address: string }) {
  const hydrated = useHydrated();
  const [status, setStatus] = useState<"idle" | "copied" | "failed">("idle");
  const timer = useRef<number>();
  useEffect(() => () => window.clearTimeout(timer.current), []);
  if (!hydrated) return null;

  async function copy() {
    let copied = false;
    try {
      await navigator.clipboard.writeText(address);
      copied = true;
    } catch {
      copied = legacyCopy(address);
    }
    setStatus(copied ? "copied" : "failed");
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setStatus("idle"), 4000);
  }

  return (
    <>
      <button type="button" onClick={copy} className={`${buttonClass} border border-stone-300 bg-white text-stone-800 hover:bg-stone-50`}>
        <CopyIcon className="size-4" />
        Copy Address
      </button>
      <p role="status" aria-live="polite" className={`basis-full text-sm font-medium ${status === "failed" ? "text-red-700" : "text-green-700"}`}>
        {status === "copied" ? COPY_OK : status === "failed" ? COPY_FAILED : ""}
      </p>
    </>
  );
}

/** For browsers without the async clipboard API (or without permission). */
function legacyCopy(text: string): boolean {
  const area = document.createElement("textarea");
  area.value = text;
  area.setAttribute("readonly", "");
  area.style.position = "fixed";
  area.style.opacity = "0";
  document.body.appendChild(area);
  area.select();
  try {
    return document.execCommand("copy");
  } catch {
    return false;
  } finally {
    area.remove();
  }
}
