// Care instructions by material, shown in the product page's Care
// Instructions tab: silk and zari need dry cleaning, cottons and linens wash
// by hand, sheer synthetics need a cool iron. The first rule whose pattern
// matches the (lower-cased) material wins, so blends come before their parts.

export type CareInstructions = { summary: string; steps: string[] };

type CareRule = { pattern: RegExp; summary: string; steps: readonly string[] };

/** Added after every material's own steps. */
const GENERAL_CARE = [
  "Store in a cool, dry place inside a cotton or muslin bag, never in plastic.",
  "Keep perfume, deodorant and hair spray away from the fabric and any zari or embellishment.",
] as const;

const COTTON_SUMMARY = "Breathable, everyday fabric that stays fresh with simple care.";
const COTTON_FIRST_STEPS = [
  "Hand wash separately in cold water with a mild detergent; natural dyes may bleed in the first few washes.",
  "Do not soak printed or hand-dyed pieces for long.",
  "Dry inside out in the shade so the colours do not fade.",
];

export const CARE_RULES: readonly CareRule[] = [
  {
    pattern: /cotton\s*silk|silk\s*cotton/,
    summary: "Silk-cotton blends keep their sheen best with gentle care.",
    steps: [
      "Dry clean for the first wash.",
      "Afterwards, hand wash separately in cold water with a mild liquid detergent; do not soak or wring.",
      "Dry flat or on a hanger in the shade.",
      "Iron on medium heat on the reverse side.",
    ],
  },
  {
    pattern: /art silk|silk blend/,
    summary: "Art silk is easy to look after, but the colour and zari still need gentle handling.",
    steps: [
      "Dry clean recommended; otherwise hand wash gently in cold water with a mild detergent.",
      "Do not wring or tumble dry; dry in the shade.",
      "Iron on low heat with a pressing cloth.",
    ],
  },
  {
    pattern: /silk|brocade|patola|tussar|banarasi|kanjivaram|mysore|ikat silk/,
    summary: "Pure silk and zari are delicate: professional dry cleaning keeps them rich for years.",
    steps: [
      "Dry clean only.",
      "Iron on low heat on the reverse side, with a cotton cloth between the iron and the silk; never iron the zari directly.",
      "Wrap in a soft cotton or muslin cloth and store away from direct sunlight.",
      "Refold every two to three months so the zari does not crack along the folds.",
      "Air it in the shade for a few hours after wearing before putting it away.",
    ],
  },
  {
    pattern: /velvet/,
    summary: "Velvet's pile crushes easily: keep it hung and steam it rather than iron it.",
    steps: ["Dry clean only.", "Do not iron directly; steam from the reverse side to lift creases.", "Hang on a padded hanger instead of folding, with space around it."],
  },
  {
    pattern: /georgette|chiffon|crepe|organza|net|satin/,
    summary: "Sheer and flowing fabrics drape beautifully and need a gentle, cool hand.",
    steps: [
      "Dry clean recommended, especially for embroidered or sequinned pieces.",
      "If hand washing plain pieces: cold water, mild detergent, no soaking, no wringing.",
      "Dry flat or on a hanger in the shade.",
      "Iron on a low (synthetic) setting with a pressing cloth; keep the iron off sequins and stones.",
      "Store folded with tissue paper between embellished layers.",
    ],
  },
  {
    pattern: /linen/,
    summary: "Linen softens with every wash and is meant to look relaxed.",
    steps: [
      "Hand wash or machine wash on a gentle cycle in cold water.",
      "Wash dark colours separately.",
      "Dry in the shade; do not tumble dry.",
      "Iron on medium-high heat while still slightly damp.",
    ],
  },
  {
    pattern: /chanderi/,
    summary: "Chanderi is fine and light: treat it like a delicate.",
    steps: [
      "Dry clean for the first wash; afterwards a gentle hand wash in cold water.",
      "Do not wring or brush; roll in a towel to remove water.",
      "Dry in the shade and iron on low to medium heat.",
    ],
  },
  // Rayon and viscose are cared for like cotton, but dried flat and ironed cool.
  { pattern: /rayon|viscose/, summary: COTTON_SUMMARY, steps: [...COTTON_FIRST_STEPS, "Do not wring; dry flat and iron on low heat."] },
  { pattern: /cotton|mulmul|khadi/, summary: COTTON_SUMMARY, steps: [...COTTON_FIRST_STEPS, "Iron on medium heat, on the reverse for prints and embroidery."] },
];

const DEFAULT_CARE: Omit<CareRule, "pattern"> = {
  summary: "Gentle care keeps ethnic wear looking its best.",
  steps: ["Dry clean recommended.", "Iron on low heat on the reverse side.", "Dry in the shade, away from direct sunlight."],
};

/** The care summary and steps for a material (any case; blends included). */
export function careInstructions(material: string): CareInstructions {
  const m = material.toLowerCase();
  const rule = CARE_RULES.find((r) => r.pattern.test(m)) ?? DEFAULT_CARE;
  return { summary: rule.summary, steps: [...rule.steps, ...GENERAL_CARE] };
}
