import { z } from "zod";
import { phone } from "~/schemas/auth";
import { countryText, pincodeField } from "~/schemas/fields";
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

/**
 * "on" from a checkbox, true from JSON; anything else (absent included) is false. The default
 * (never reached: the preprocess always answers) tells getZodConstraint the box is not required.
 */
const checkbox = z.preprocess((v) => v === "on" || v === true || v === "true", z.boolean().default(false));

export const AddressSchema = z.object({
  fullName: required("Full name is required", 100, "Full name is too long"),
  phone,
  address: required("Address is required", 300, "Address is too long"),
  city: required("City is required", 100, "City is too long"),
  state: required("State is required", 100, "State is too long"),
  pincode: pincodeField(
    // max(6): the field's maxlength, so a seventh digit cannot be typed.
    z.string({ required_error: PINCODE_MESSAGE, invalid_type_error: PINCODE_MESSAGE }).trim().max(6, PINCODE_MESSAGE).regex(PINCODE_PATTERN, PINCODE_MESSAGE),
  ),
  country: countryText()
    .optional()
    .transform((v) => v || DEFAULT_COUNTRY),
  isDefault: checkbox,
});

export type AddressInput = z.output<typeof AddressSchema>;

/** An address the form names (edit, delete, set as default): any refusal reads "Address not found". */
const AddressId = z.string({ required_error: "Address not found" }).trim().min(1, "Address not found").max(64, "Address not found");

/**
 * The /addresses screen's one action: the form (create or update, AddressSchema's fields) and the
 * cards' buttons (delete, set as default), told apart by `intent`.
 */
export const AddressActionSchema = z.discriminatedUnion("intent", [
  AddressSchema.extend({ intent: z.literal("create") }),
  AddressSchema.extend({ intent: z.literal("update"), id: AddressId }),
  z.object({ intent: z.literal("delete"), id: AddressId }),
  z.object({ intent: z.literal("set-default"), id: AddressId }),
]);
export type AddressAction = z.output<typeof AddressActionSchema>;
export type AddressIntent = AddressAction["intent"];
