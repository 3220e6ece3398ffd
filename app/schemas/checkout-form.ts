import { ORDER_MESSAGES } from "~/schemas/order-messages";
import { checkText, collectErrors, formPayload, isValidPhone, PINCODE_MESSAGE, PINCODE_PATTERN, receivedType } from "~/schemas/rules";

// The /checkout form's checks in the browser, without zod (or Conform): the
// same fields, rules and messages as CheckoutFormSchema (checkout.ts), which
// the action still applies and which stays the authority. form-checks.test.ts
// compares the two, and this constraint with getZodConstraint(CheckoutFormSchema).

const REQUIRED = ORDER_MESSAGES.requiredFields;

/** The HTML attributes (required, maxlength, pattern...) Conform puts on the inputs. */
export const CHECKOUT_CONSTRAINT = {
  fullName: { required: true, minLength: 1, maxLength: 100 },
  phone: { required: true, minLength: 1, maxLength: 20 },
  address: { required: true, minLength: 1, maxLength: 300 },
  city: { required: true, minLength: 1, maxLength: 100 },
  state: { required: true, minLength: 1, maxLength: 100 },
  pincode: { required: true, minLength: 1, pattern: "^(?=.*(?:^\\d{6}$)).*$" },
  country: { required: false, maxLength: 60 },
  paymentMethod: { required: true, pattern: "razorpay|cod" },
  notes: { required: false, maxLength: 500 },
  saveAddress: { required: false },
  idempotencyKey: { required: true, minLength: 8, maxLength: 100 },
  expectedTotal: { required: true, min: 0 },
};

const requiredText = (value: unknown, max: number, refine?: [(v: string) => boolean, string]) =>
  checkText(value, {
    required: REQUIRED,
    invalid: REQUIRED,
    trim: true,
    checks: [
      [(v) => v.length >= 1, REQUIRED],
      [(v) => v.length <= max, `Must be at most ${max} characters`],
    ],
    refine,
  });

const optionalText = (value: unknown, max: number, tooLong: string) => checkText(value, { trim: true, checks: [[(v) => v.length <= max, tooLong]] });

function expectedTotal(value: unknown) {
  if (value === undefined || value === "") return { messages: [ORDER_MESSAGES.placeFailed], aborted: true };
  // Conform turns the text into a number; blank text stays text.
  const n = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  if (typeof n !== "number" || Number.isNaN(n)) return { messages: [`Expected number, received ${Number.isNaN(n) ? "nan" : receivedType(n)}`], aborted: true };
  const messages: string[] = [];
  if (!Number.isInteger(n)) messages.push("Expected integer, received float");
  if (n < 0) messages.push("Number must be greater than or equal to 0");
  return { messages, aborted: false };
}

/** The /checkout form's field errors ({} when it may be posted), with the schema's messages. */
export function checkoutErrors(formData: FormData): Record<string, string[]> {
  const payload = formPayload(formData);
  const saveAddress = payload.saveAddress;
  return collectErrors({
    fullName: requiredText(payload.fullName, 100),
    phone: requiredText(payload.phone, 20, [isValidPhone, ORDER_MESSAGES.invalidPhone]),
    address: requiredText(payload.address, 300),
    city: requiredText(payload.city, 100),
    state: requiredText(payload.state, 100),
    pincode: checkText(payload.pincode, {
      required: REQUIRED,
      trim: true,
      checks: [
        [(v) => v.length >= 1, REQUIRED],
        [(v) => PINCODE_PATTERN.test(v), PINCODE_MESSAGE],
      ],
    }),
    country: optionalText(payload.country, 60, "Country is too long"),
    paymentMethod: {
      messages: payload.paymentMethod === "razorpay" || payload.paymentMethod === "cod" ? [] : [ORDER_MESSAGES.paymentMethod],
      aborted: false,
    },
    notes: optionalText(payload.notes, 500, "Notes must be at most 500 characters"),
    saveAddress: {
      messages: saveAddress === undefined || saveAddress === "" || saveAddress === "on" ? [] : [`Expected boolean, received ${receivedType(saveAddress)}`],
      aborted: false,
    },
    idempotencyKey: checkText(payload.idempotencyKey, {
      required: ORDER_MESSAGES.placeFailed,
      checks: [
        [(v) => v.length >= 8, "String must contain at least 8 character(s)"],
        [(v) => v.length <= 100, "String must contain at most 100 character(s)"],
      ],
    }),
    expectedTotal: expectedTotal(payload.expectedTotal),
  });
}
