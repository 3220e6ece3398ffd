import { z } from "zod";

// Field builders that several zod schemas share (address.ts, checkout.ts, api/*). Plain rules
// without zod (patterns, predicates) stay in rules.ts, which the browser may import.

/** A pincode field: JSON clients may send the pincode as a number, read as its digits before `rule` checks it. */
export const pincodeField = <T extends z.ZodTypeAny>(rule: T) =>
  z.preprocess((v) => (typeof v === "number" && Number.isInteger(v) ? String(v) : v), rule);

/** An address's country as typed: text of at most 60 characters (the caller says whether it may be absent or null). */
export const countryText = () => z.string({ invalid_type_error: "Country must be text" }).trim().max(60, "Country is too long");
