import { DataTable } from "~/components/ui/content-page";

// The size charts: the /size-guide page and the product page's Size Guide dialog
// (its charts come from /size-guide/chart, rendered on the server, so their rows are not in the product page's JavaScript).

const cm = (inches: number) => Math.round(inches * 2.54);
/** 32 -> "32 / 81" (inches / centimetres). */
const both = (inches: number) => `${inches} / ${cm(inches)}`;

type Row = [string, ...number[]];
const table = (rows: Row[]) => rows.map(([size, ...inches]) => [size, ...inches.map(both)]);
/** One chart's rows from "size: inches inches ...; size: ..." (measurements in inches, in the head's order). */
const chart = (text: string): Row[] => text.split("; ").map((row) => {
  const [size, inches] = row.split(": ");
  return [size, ...inches.split(" ").map(Number)];
});

const BLOUSE = chart("XS (32): 32 26 13.5 15 14; S (34): 34 28 14 16 14.5; M (36): 36 30 14.5 17 15; L (38): 38 32 15 18 15; XL (40): 40 34 15.5 19 15.5; XXL (42): 42 36 16 20 16; 3XL (44): 44 38 16.5 21 16");
const LEHENGA = chart("XS: 26 36 40; S: 28 38 41; M: 30 40 42; L: 32 42 42; XL: 34 44 43; XXL: 36 46 43");
const WOMEN_KURTA = chart("XS: 34 28 37 13.5 44; S: 36 30 39 14 44; M: 38 32 41 14.5 45; L: 40 34 43 15 45; XL: 42 36 45 15.5 46; XXL: 44 38 47 16 46; 3XL: 46 40 49 16.5 46");
const MEN_KURTA = chart("S (38): 38 32 17 40; M (40): 40 34 17.5 41; L (42): 42 36 18 42; XL (44): 44 38 18.5 42; XXL (46): 46 40 19 43; 3XL (48): 48 42 19.5 43");

export const SareeChart = () => (
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
);

export const BlouseChart = () => (
  <DataTable caption="Blouse size chart, inches / centimetres" head={["Size", "Bust", "Under-bust", "Shoulder", "Armhole", "Blouse length"]} rows={table(BLOUSE)} />
);

export const LehengaChart = () => <DataTable caption="Lehenga skirt size chart, inches / centimetres" head={["Size", "Waist", "Hip", "Skirt length"]} rows={table(LEHENGA)} />;

export const KurtaCharts = () => (
  <>
    <h3>Women</h3>
    <DataTable caption="Women's kurta size chart, inches / centimetres" head={["Size", "Bust", "Waist", "Hip", "Shoulder", "Kurta length"]} rows={table(WOMEN_KURTA)} />
    <h3>Men</h3>
    <DataTable caption="Men's kurta size chart, inches / centimetres" head={["Size", "Chest", "Waist", "Shoulder", "Kurta length"]} rows={table(MEN_KURTA)} />
  </>
);
