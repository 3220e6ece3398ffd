import type { MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { pageMeta } from "~/components/ui/page";
import { DataTable, PageHero, Prose } from "~/components/ui/content-page";
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

const cm = (inches: number) => Math.round(inches * 2.54);
/** 32 -> "32 / 81" (inches / centimetres). */
const both = (inches: number) => `${inches} / ${cm(inches)}`;

type Row = [string, ...number[]];
const table = (rows: Row[]) => rows.map(([size, ...inches]) => [size, ...inches.map(both)]);

const BLOUSE: Row[] = [
  ["XS (32)", 32, 26, 13.5, 15, 14],
  ["S (34)", 34, 28, 14, 16, 14.5],
  ["M (36)", 36, 30, 14.5, 17, 15],
  ["L (38)", 38, 32, 15, 18, 15],
  ["XL (40)", 40, 34, 15.5, 19, 15.5],
  ["XXL (42)", 42, 36, 16, 20, 16],
  ["3XL (44)", 44, 38, 16.5, 21, 16],
];

const LEHENGA: Row[] = [
  ["XS", 26, 36, 40],
  ["S", 28, 38, 41],
  ["M", 30, 40, 42],
  ["L", 32, 42, 42],
  ["XL", 34, 44, 43],
  ["XXL", 36, 46, 43],
];

const WOMEN_KURTA: Row[] = [
  ["XS", 34, 28, 37, 13.5, 44],
  ["S", 36, 30, 39, 14, 44],
  ["M", 38, 32, 41, 14.5, 45],
  ["L", 40, 34, 43, 15, 45],
  ["XL", 42, 36, 45, 15.5, 46],
  ["XXL", 44, 38, 47, 16, 46],
  ["3XL", 46, 40, 49, 16.5, 46],
];

const MEN_KURTA: Row[] = [
  ["S (38)", 38, 32, 17, 40],
  ["M (40)", 40, 34, 17.5, 41],
  ["L (42)", 42, 36, 18, 42],
  ["XL (44)", 44, 38, 18.5, 42],
  ["XXL (46)", 46, 40, 19, 43],
  ["3XL (48)", 48, 42, 19.5, 43],
];

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
        <DataTable
          caption="Saree dimensions"
          head={["Saree type", "Saree length", "Width", "Blouse piece"]}
          rows={[
            ["Standard (cotton, georgette, chiffon)", "5.5 m (216 in)", "44-46 in / 112-117 cm", "0.8 m (31 in)"],
            ["Silk and Kanjeevaram", "5.5 m (216 in)", "46-48 in / 117-122 cm", "0.8-1 m (31-39 in)"],
            ["Banarasi", "5.5 m (216 in)", "45-47 in / 114-119 cm", "0.8 m (31 in)"],
            ["Nauvari (nine-yard)", "8.2 m (324 in)", "45 in / 114 cm", "0.8 m (31 in)"],
          ]}
        />
        <p>
          For a comfortable drape we recommend a petticoat about 1-2 inches shorter than your waist-to-floor length with
          heels on.
        </p>

        <h2>Blouses</h2>
        <p>Ready-made and custom-stitched blouses follow this chart. Blouse size numbers refer to the bust measurement.</p>
        <DataTable
          caption="Blouse size chart, inches / centimetres"
          head={["Size", "Bust", "Under-bust", "Shoulder", "Armhole", "Blouse length"]}
          rows={table(BLOUSE)}
        />

        <h2>Lehengas</h2>
        <p>
          Most of our lehengas are <strong>semi-stitched</strong>: the skirt has about 2 inches of extra margin at the waist
          and can be adjusted by a tailor, and the blouse comes as fabric to be stitched to your measurements.
        </p>
        <DataTable
          caption="Lehenga skirt size chart, inches / centimetres"
          head={["Size", "Waist", "Hip", "Skirt length"]}
          rows={table(LEHENGA)}
        />

        <h2>Kurtas and kurta sets</h2>
        <h3>Women</h3>
        <DataTable
          caption="Women's kurta size chart, inches / centimetres"
          head={["Size", "Bust", "Waist", "Hip", "Shoulder", "Kurta length"]}
          rows={table(WOMEN_KURTA)}
        />
        <h3>Men</h3>
        <DataTable
          caption="Men's kurta size chart, inches / centimetres"
          head={["Size", "Chest", "Waist", "Shoulder", "Kurta length"]}
          rows={table(MEN_KURTA)}
        />

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
