import { z } from "zod";
import { PINCODE_MESSAGE, PINCODE_PATTERN } from "~/schemas/rules";
import { gstStateOf, stateCodeOfGstin } from "~/utils/gst";

// The shop settings form (/admin/settings) and its API twin (PATCH /api/admin/settings).
// Money is whole rupees at this edge (DECISIONS 4.3); the model stores paise.
// docs/decisions/0022-shop-settings.md

export const SETTINGS_LIMITS = {
  nameMax: 80,
  lineMax: 120,
  cityMax: 60,
  stateMax: 60,
  rupeesMax: 1_000_000,
  lowStockMax: 1000,
} as const;

export const SETTINGS_MESSAGES = {
  nameRequired: "Shop name is required",
  nameTooLong: `Shop name must be at most ${SETTINGS_LIMITS.nameMax} characters`,
  addressRequired: "Address is required",
  lineTooLong: `Each address line must be at most ${SETTINGS_LIMITS.lineMax} characters`,
  cityRequired: "City is required",
  cityTooLong: `City must be at most ${SETTINGS_LIMITS.cityMax} characters`,
  stateRequired: "State is required",
  stateTooLong: `State must be at most ${SETTINGS_LIMITS.stateMax} characters`,
  phoneInvalid: "Enter a phone number of 10 to 13 digits (spaces, + and - allowed)",
  gstinInvalid: "Enter a valid 15-character GSTIN (for example 24ABCDE1234F1Z5)",
  gstinStateMismatch: "The GSTIN's first two digits must be the state code of the shop's state",
  rupees: `Enter a whole number of rupees from 0 to ${SETTINGS_LIMITS.rupeesMax.toLocaleString("en-IN")}`,
  lowStock: `Enter a whole number from 0 to ${SETTINGS_LIMITS.lowStockMax}`,
  versionMissing: "Reload the page and try again",
  saved: "Settings saved",
  saveFailed: "Failed to save settings",
  conflict: "Someone else saved the settings after you opened them. The page now shows their values: check them and save again.",
  loadError: "Error loading settings",
} as const;

/** GSTIN: state code, PAN (5 letters, 4 digits, letter), entity number, Z, check character. */
export const GSTIN_PATTERN = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

const text = (required: string, max: number, tooLong: string) =>
  z.string({ required_error: required, invalid_type_error: required }).trim().min(1, required).max(max, tooLong);

/** A whole number from a form field ("2,000" and " 2000 " read as 2000) or from JSON. */
const whole = (max: number, message: string) =>
  z.preprocess(
    (v) => (typeof v === "string" ? (v.replace(/[,\s]/g, "") === "" ? undefined : Number(v.replace(/[,\s]/g, ""))) : v),
    z.number({ required_error: message, invalid_type_error: message }).int(message).min(0, message).max(max, message),
  );

export const ShopSettingsFields = {
  shopName: text(SETTINGS_MESSAGES.nameRequired, SETTINGS_LIMITS.nameMax, SETTINGS_MESSAGES.nameTooLong),
  addressLine1: text(SETTINGS_MESSAGES.addressRequired, SETTINGS_LIMITS.lineMax, SETTINGS_MESSAGES.lineTooLong),
  addressLine2: z.string().trim().max(SETTINGS_LIMITS.lineMax, SETTINGS_MESSAGES.lineTooLong).default(""),
  city: text(SETTINGS_MESSAGES.cityRequired, SETTINGS_LIMITS.cityMax, SETTINGS_MESSAGES.cityTooLong),
  state: text(SETTINGS_MESSAGES.stateRequired, SETTINGS_LIMITS.stateMax, SETTINGS_MESSAGES.stateTooLong),
  pincode: z
    .string({ required_error: PINCODE_MESSAGE, invalid_type_error: PINCODE_MESSAGE })
    .trim()
    .regex(PINCODE_PATTERN, PINCODE_MESSAGE),
  phone: z
    .string({ required_error: SETTINGS_MESSAGES.phoneInvalid, invalid_type_error: SETTINGS_MESSAGES.phoneInvalid })
    .trim()
    .regex(/^\+?[\d\s-]+$/, SETTINGS_MESSAGES.phoneInvalid)
    .refine((v) => {
      const digits = v.replace(/\D/g, "").length;
      return digits >= 10 && digits <= 13;
    }, SETTINGS_MESSAGES.phoneInvalid),
  gstin: z
    .string({ required_error: SETTINGS_MESSAGES.gstinInvalid, invalid_type_error: SETTINGS_MESSAGES.gstinInvalid })
    .trim()
    .transform((v) => v.toUpperCase())
    .pipe(z.string().regex(GSTIN_PATTERN, SETTINGS_MESSAGES.gstinInvalid)),
  freeShippingThreshold: whole(SETTINGS_LIMITS.rupeesMax, SETTINGS_MESSAGES.rupees),
  codMinTotal: whole(SETTINGS_LIMITS.rupeesMax, SETTINGS_MESSAGES.rupees),
  lowStockThreshold: whole(SETTINGS_LIMITS.lowStockMax, SETTINGS_MESSAGES.lowStock),
};

const version = z.preprocess(
  (v) => (typeof v === "string" && v.trim() !== "" ? Number(v) : v),
  z.number({ required_error: SETTINGS_MESSAGES.versionMissing, invalid_type_error: SETTINGS_MESSAGES.versionMissing }).int().min(0),
);

/** The GSTIN's state code must be the shop's state's (the seller's state decides CGST+SGST or IGST). */
function gstinMatchesState(v: { gstin?: string; state?: string; pincode?: string }, ctx: z.RefinementCtx) {
  if (!v.gstin || !v.state) return;
  if (stateCodeOfGstin(v.gstin) !== gstStateOf(v.state, v.pincode ?? "").code) {
    ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["gstin"], message: SETTINGS_MESSAGES.gstinStateMismatch });
  }
}

/** The whole form: every field, plus the version the admin started from (optimistic lock). */
export const ShopSettingsSchema = z.object({ ...ShopSettingsFields, version }).superRefine(gstinMatchesState);

/** PATCH /api/admin/settings: any subset of the fields, and the version it was read at. */
export const ShopSettingsPatchSchema = z
  .object(ShopSettingsFields)
  .partial()
  .extend({ version })
  .strict()
  .superRefine(gstinMatchesState);

export type ShopSettingsInput = z.infer<typeof ShopSettingsSchema>;
export type ShopSettingsPatch = z.infer<typeof ShopSettingsPatchSchema>;
