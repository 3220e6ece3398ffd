import type { MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { pageMeta } from "~/components/ui/page";
import { BlouseChart, KurtaCharts, LehengaChart, SareeChart } from "~/components/size-guide/charts";
import { PageHero, Prose } from "~/components/ui/content-page";
import { telHref } from "~/components/ui/shell";
import { useRootData } from "~/utils/root-data";
import type { CachePolicy } from "~/utils/cache-control.server";

export const cachePolicy = "public" satisfies CachePolicy;

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(
    "Size Guide",
    matches,
    "Saree, blouse, lehenga and kurta size charts in inches and centimetres, with tips on how to measure.",
  );

export default function SizeGuide() {
  const shop = useRootData()?.shop;
  return (
    <>
      <PageHero title="Size Guide" eyebrow="Find your perfect fit">
        Every measurement below is a <strong>body measurement</strong>, shown as <strong>inches / centimetres</strong>.
        Our stitched garments already include a comfortable ease, so simply match your own measurements to the chart.
      </PageHero>
      <Prose>
        <h2>How to measure</h2>
        <p>Use a soft measuring tape over light clothing, keep the tape snug but not tight, and ask someone to help if you can.</p>
        <ul>
          <li>
            <strong>Bust / chest:</strong> around the fullest part of the bust or chest, keeping the tape parallel to the floor.
          </li>
          <li>
            <strong>Under-bust (blouse waist):</strong> just below the bust, where a blouse ends.
          </li>
          <li>
            <strong>Waist:</strong> around your natural waistline (for lehengas, where you will wear the skirt, usually
            just above the navel).
          </li>
          <li>
            <strong>Hip:</strong> around the fullest part of the hips, with your feet together.
          </li>
          <li>
            <strong>Shoulder:</strong> from the tip of one shoulder to the other across the back.
          </li>
          <li>
            <strong>Length:</strong> for kurtas, from the highest point of the shoulder down to where you want the hem; for
            lehengas, from the waist to the floor (add your heel height).
          </li>
        </ul>
        <p>
          <strong>Between two sizes?</strong> Choose the larger one: it is easy for a tailor to take a garment in, but there
          is only limited margin to let it out.
        </p>

        <h2>Sarees</h2>
        <p>
          Our sarees are <strong>Free Size</strong>: one saree drapes every body type. Unless the product page says
          otherwise, an unstitched blouse piece comes attached to the end of the saree.
        </p>
        <SareeChart />
        <p>
          For a comfortable drape we recommend a petticoat about 1-2 inches shorter than your waist-to-floor length with
          heels on.
        </p>

        <h2>Blouses</h2>
        <p>Ready-made and custom-stitched blouses follow this chart. Blouse size numbers refer to the bust measurement.</p>
        <BlouseChart />

        <h2>Lehengas</h2>
        <p>
          Most of our lehengas are <strong>semi-stitched</strong>: the skirt has about 2 inches of extra margin at the waist
          and can be adjusted by a tailor, and the blouse comes as fabric to be stitched to your measurements.
        </p>
        <LehengaChart />

        <h2>Kurtas and kurta sets</h2>
        <KurtaCharts />

        <h2>Custom tailoring</h2>
        <p>
          Need a blouse or lehenga stitched to your own measurements? Custom tailoring takes 2-3 weeks in addition to the
          usual delivery time. Custom-stitched pieces cannot be returned (see our <Link to="/returns">return policy</Link>),
          so please measure carefully.
        </p>

        <h2>Still unsure?</h2>
        <p>
          Our team in Surat is happy to help you choose a size.{" "}
          {shop ? (
            <>
              Call us on <a href={telHref(shop.phone)}>{shop.phone}</a>, write to{" "}
              <a href={`mailto:${shop.email}`}>{shop.email}</a>, or{" "}
            </>
          ) : null}
          send us a message through our <Link to="/contact">contact page</Link>.
        </p>
      </Prose>
    </>
  );
}

// After a post that never reached the server, the loaders are not re-fetched over the same dead network.
export { shouldRevalidate } from "~/utils/network-failure";
