import { renderToStaticMarkup } from "react-dom/server";
import { BlouseChart, KurtaCharts, LehengaChart, SareeChart } from "~/components/size-guide/charts";
import type { CachePolicy } from "~/utils/cache-control.server";

export const cachePolicy = "public" satisfies CachePolicy;

// GET /size-guide/chart: the product page's Size Guide <dialog> as an HTML fragment (title, Close, the
// size charts), fetched on the first click of its link (components/product/size-guide-open.ts).
// Rendered here so none of it weighs on the product page's JavaScript; without JavaScript the Size
// Guide link opens the /size-guide page itself.

const h = "mt-4 font-serif text-lg font-semibold text-stone-900";

const fragment = renderToStaticMarkup(
  <dialog id="size-guide" aria-labelledby="size-guide-title">
    <div className="sticky top-0 flex items-center justify-between border-b border-stone-200 bg-white px-4 py-2">
      <h2 id="size-guide-title" className="font-serif text-xl font-semibold text-brand-700">
        Size Guide
      </h2>
      <form method="dialog">
        <button className="min-h-11 px-3 font-semibold text-stone-700 hover:text-brand-700">Close</button>
      </form>
    </div>
    <div className="px-4 pb-4 text-sm text-stone-700 [&_h3]:mt-3 [&_h3]:font-semibold">
      <p className="mt-3">Body measurements, in inches / centimetres. Between two sizes? Choose the larger one.</p>
      <h3 className={h}>Blouses</h3>
      <BlouseChart />
      <h3 className={h}>Kurtas and kurta sets</h3>
      <KurtaCharts />
      <h3 className={h}>Lehengas</h3>
      <LehengaChart />
      <h3 className={h}>Sarees (free size)</h3>
      <SareeChart />
      <a href="/size-guide" className="font-medium text-brand-700 underline">
        How to measure, and the full size guide
      </a>
    </div>
  </dialog>,
);

export function loader() {
  return new Response(fragment, { headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "public, max-age=3600" } });
}
