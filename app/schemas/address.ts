import { z } from "zod";
import { phone } from "~/schemas/auth";
import { PINCODE_MESSAGE, PINCODE_PATTERN } from "~/schemas/rules";
import { DEFAULT_COUNTRY } from "~/utils/constants";

// The saved-address form (/addresses) and its JSON twin (/api/addresses).
// The documents give the address form no client rules; these are the shop's
// (DECISIONS: "build what a real shopper would expect"), in the documents'
// style: required fields trimmed, the phone rule shared with registration,
// and Indian PIN codes of exactly six digits.

export { PINCODE_MESSAGE, PINCODE_PATTERN } from "~/schemas/rules";

const required = (message: string, max: number, tooLong: string) =>
  z.string({ required_error: message, invalid_type_error: message }).trim().min(1, message).max(max, tooLong);

/** "on" from a checkbox, true from JSON; anything else (absent included) is false. */
const checkbox = z.preprocess((v) => v === "on" || v === true || v === "true", z.boolean());

export const AddressSchema = z.object({
  fullName: required("Full name is required", 100, "Full name is too long"),
  phone,
  address: required("Address is required", 300, "Address is too long"),
  city: required("City is required", 100, "City is too long"),
  state: required("State is required", 100, "State is too long"),
  pincode: z.preprocess(
    // JSON clients may send the pincode as a number.
    (v) => (typeof v === "number" && Number.isInteger(v) ? String(v) : v),
    z.string({ required_error: PINCODE_MESSAGE, invalid_type_error: PINCODE_MESSAGE }).trim().regex(PINCODE_PATTERN, PINCODE_MESSAGE),
  ),
  country: z
    .string({ invalid_type_error: "Country must be text" })
    .trim()
    .max(60, "Country is too long")
    .optional()
    .transform((v) => v || DEFAULT_COUNTRY),
  isDefault: checkbox,
});

export type AddressInput = z.output<typeof AddressSchema>;
