// GST helpers for tax invoices and credit notes (docs/decisions/0017-gst-invoices.md): the
// state -> GST state code table, the financial year of a date, document numbers, the CGST/SGST
// split and the amount in words in Indian numbering. Pure functions; relative imports only
// (prisma/seed.ts runs invoice code under tsx).

/** The HSN code printed when neither the product nor its category names one (women's garments, n.e.s.). */
export const DEFAULT_HSN = "6211";

/** GST state names by state code (the first two digits of a GSTIN). */
const STATE_NAMES: Record<string, string> = {
  "01": "Jammu and Kashmir", "02": "Himachal Pradesh", "03": "Punjab", "04": "Chandigarh", "05": "Uttarakhand", "06": "Haryana",
  "07": "Delhi", "08": "Rajasthan", "09": "Uttar Pradesh", "10": "Bihar", "11": "Sikkim", "12": "Arunachal Pradesh",
  "13": "Nagaland", "14": "Manipur", "15": "Mizoram", "16": "Tripura", "17": "Meghalaya", "18": "Assam", "19": "West Bengal",
  "20": "Jharkhand", "21": "Odisha", "22": "Chhattisgarh", "23": "Madhya Pradesh", "24": "Gujarat", "26": "Dadra and Nagar Haveli and Daman and Diu",
  "27": "Maharashtra", "29": "Karnataka", "30": "Goa", "31": "Lakshadweep", "32": "Kerala", "33": "Tamil Nadu", "34": "Puducherry",
  "35": "Andaman and Nicobar Islands", "36": "Telangana", "37": "Andhra Pradesh", "38": "Ladakh", "97": "Other Territory",
};
/** Other names and spellings shoppers type, by state code. */
const STATE_ALIASES: Record<string, readonly string[]> = {
  "01": ["jammu & kashmir", "j&k", "jammu kashmir"], "05": ["uttaranchal"], "07": ["new delhi", "nct of delhi", "national capital territory of delhi"],
  "09": ["up"], "21": ["orissa"], "22": ["chattisgarh"], "23": ["mp"], "26": ["daman and diu", "daman & diu", "dadra and nagar haveli", "dadra & nagar haveli", "dnh and dd"],
  "33": ["tamilnadu"], "34": ["pondicherry"], "35": ["andaman & nicobar islands", "andaman and nicobar"],
};

/** GST state codes, with the names and spellings shoppers type. */
export const GST_STATES: ReadonlyArray<{ code: string; name: string; aliases?: readonly string[] }> = Object.entries(STATE_NAMES)
  .sort(([a], [b]) => a.localeCompare(b))
  .map(([code, name]) => ({ code, name, aliases: STATE_ALIASES[code] }));

const norm = (s: string) => s.toLowerCase().replace(/&/g, " and ").replace(/[^a-z]+/g, " ").trim();
const BY_NAME = new Map<string, { code: string; name: string }>();
for (const s of GST_STATES) {
  BY_NAME.set(norm(s.name), s);
  for (const a of s.aliases ?? []) BY_NAME.set(norm(a), s);
}
const BY_CODE = new Map(GST_STATES.map((s) => [s.code, s]));

/**
 * Coarse PIN code prefixes (first three digits, then first two) for an address whose state name is
 * not recognised. Only a fallback: the state the shopper chose wins.
 */
const PIN3: Record<string, string> = {
  "160": "04", "194": "38", "246": "05", "247": "05", "248": "05", "249": "05", "262": "05", "263": "05",
  "396": "26", "403": "30", "490": "22", "491": "22", "492": "22", "493": "22", "494": "22", "495": "22", "496": "22", "497": "22",
  "605": "34", "682": "32", "737": "11", "744": "35", "790": "12", "791": "12", "792": "12", "793": "17", "794": "17",
  "795": "14", "796": "15", "797": "13", "798": "13", "799": "16", "814": "20", "815": "20", "816": "20", "825": "20",
  "826": "20", "827": "20", "828": "20", "829": "20", "831": "20", "832": "20", "833": "20", "834": "20", "835": "20",
};
const PIN2: Record<string, string> = {
  "11": "07", "12": "06", "13": "06", "14": "03", "15": "03", "16": "03", "17": "02", "18": "01", "19": "01",
  "20": "09", "21": "09", "22": "09", "23": "09", "24": "09", "25": "09", "26": "09", "27": "09", "28": "09",
  "30": "08", "31": "08", "32": "08", "33": "08", "34": "08", "36": "24", "37": "24", "38": "24", "39": "24",
  "40": "27", "41": "27", "42": "27", "43": "27", "44": "27", "45": "23", "46": "23", "47": "23", "48": "23",
  "49": "22", "50": "36", "51": "37", "52": "37", "53": "37", "56": "29", "57": "29", "58": "29", "59": "29",
  "60": "33", "61": "33", "62": "33", "63": "33", "64": "33", "67": "32", "68": "32", "69": "32",
  "70": "19", "71": "19", "72": "19", "73": "19", "74": "19", "75": "21", "76": "21", "77": "21", "78": "18",
  "80": "10", "81": "10", "82": "10", "83": "10", "84": "10", "85": "10",
};

export type GstState = { code: string; name: string };

/** The GST state (name and code) of an address: by the state's name, else by its PIN code, else Other Territory (97). */
export function gstStateOf(state: string, pincode = ""): GstState {
  const byName = BY_NAME.get(norm(state));
  if (byName) return { code: byName.code, name: byName.name };
  const pin = pincode.replace(/\D/g, "");
  const code = PIN3[pin.slice(0, 3)] ?? PIN2[pin.slice(0, 2)];
  const found = code ? BY_CODE.get(code) : undefined;
  return found ? { code: found.code, name: found.name } : { code: "97", name: "Other Territory" };
}

/** The state code of a GSTIN (its first two digits). */
export const stateCodeOfGstin = (gstin: string) => gstin.trim().slice(0, 2);

const IST_OFFSET_MS = 330 * 60_000;

/** The financial year (April to March, India time) of a moment: "2026-27". */
export function financialYearOf(at: Date): string {
  const ist = new Date(at.getTime() + IST_OFFSET_MS);
  const year = ist.getUTCFullYear();
  const start = ist.getUTCMonth() >= 3 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, "0")}`;
}

/** The calendar month (India time) of a moment: "2026-11". */
export function monthOf(at: Date): string {
  const ist = new Date(at.getTime() + IST_OFFSET_MS);
  return `${ist.getUTCFullYear()}-${String(ist.getUTCMonth() + 1).padStart(2, "0")}`;
}

/** [start, end) of a "YYYY-MM" month in India time, as instants. */
export function monthRange(month: string): { from: Date; to: Date } {
  const m = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(month);
  if (!m) throw new RangeError(`month must be YYYY-MM (got ${month})`);
  const y = Number(m[1]);
  const mo = Number(m[2]) - 1;
  return { from: new Date(Date.UTC(y, mo, 1) - IST_OFFSET_MS), to: new Date(Date.UTC(y, mo + 1, 1) - IST_OFFSET_MS) };
}

export const INVOICE_SERIES = "SE";
export const CREDIT_NOTE_SERIES = "CN";

/**
 * A document number: series / short financial year / six-digit sequence, e.g. "SE/26-27/000001".
 * Rule 46(b) of the CGST Rules allows at most 16 characters (letters, digits, "-" and "/"): this
 * is 15, and stays within 16 up to 9,999,999 documents a year.
 */
export function documentNumber(series: string, financialYear: string, sequence: number): string {
  const short = `${financialYear.slice(2, 4)}-${financialYear.slice(5, 7)}`;
  return `${series}/${short}/${String(sequence).padStart(6, "0")}`;
}

/** GST of a line split into its parts: CGST and SGST halves inside the seller's state (CGST takes the odd paisa), IGST outside. */
export function splitTax(tax: number, intraState: boolean): { cgst: number; sgst: number; igst: number } {
  if (!intraState) return { cgst: 0, sgst: 0, igst: tax };
  const sgst = Math.floor(tax / 2);
  return { cgst: tax - sgst, sgst, igst: 0 };
}

const ONES = ["", "One", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten", "Eleven", "Twelve", "Thirteen", "Fourteen", "Fifteen", "Sixteen", "Seventeen", "Eighteen", "Nineteen"];
const TENS = ["", "", "Twenty", "Thirty", "Forty", "Fifty", "Sixty", "Seventy", "Eighty", "Ninety"];

function belowHundred(n: number): string {
  if (n < 20) return ONES[n];
  return [TENS[Math.floor(n / 10)], ONES[n % 10]].filter(Boolean).join(" ");
}

function belowThousand(n: number): string {
  const h = Math.floor(n / 100);
  const rest = n % 100;
  return [h ? `${ONES[h]} Hundred` : "", rest ? belowHundred(rest) : ""].filter(Boolean).join(" ");
}

/** A whole number in words with Indian grouping: crore, lakh, thousand, hundred. */
export function numberInIndianWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`not a non-negative integer: ${n}`);
  if (n === 0) return "Zero";
  const parts: string[] = [];
  const crore = Math.floor(n / 10_000_000);
  const lakh = Math.floor((n % 10_000_000) / 100_000);
  const thousand = Math.floor((n % 100_000) / 1000);
  const rest = n % 1000;
  if (crore) parts.push(`${numberInIndianWords(crore)} Crore`);
  if (lakh) parts.push(`${belowHundred(lakh)} Lakh`);
  if (thousand) parts.push(`${belowHundred(thousand)} Thousand`);
  if (rest) parts.push(belowThousand(rest));
  return parts.join(" ");
}

/** An amount of paise in words: "Rupees One Lakh Twenty Thousand Only", "Rupees Ten and Fifty Paise Only". */
export function amountInWords(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise < 0) throw new RangeError(`not a non-negative number of paise: ${paise}`);
  const rupees = Math.floor(paise / 100);
  const p = paise % 100;
  return `Rupees ${numberInIndianWords(rupees)}${p ? ` and ${belowHundred(p)} Paise` : ""} Only`;
}

/** Paise as a plain decimal for CSV and PDF ("1234.50"; no currency sign, no grouping). */
export const decimal = (paise: number) => `${paise < 0 ? "-" : ""}${Math.floor(Math.abs(paise) / 100)}.${String(Math.abs(paise) % 100).padStart(2, "0")}`;

const INR = new Intl.NumberFormat("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** Paise as Indian-grouped rupees with paise, without a currency sign: "1,23,456.50". */
export const rupeesExact = (paise: number) => INR.format(paise / 100);

/** A "YYYY-MM" month from a query value, or the current month (India time) when it is missing or malformed. */
export function monthOrCurrent(value: string | null | undefined, now: Date = new Date()): string {
  return value && /^\d{4}-(0[1-9]|1[0-2])$/.test(value) && Number(value.slice(0, 4)) >= 2017 ? value : monthOf(now);
}
