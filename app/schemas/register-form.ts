import { parse } from "@conform-to/react";
import {
  checkEmail,
  checkText,
  collectErrors,
  EMAIL_CONSTRAINT,
  hasMixedCaseAndDigit,
  isValidPhone,
  receivedType,
  REGISTER_PASSWORD_MESSAGE,
  type FieldCheck,
} from "~/schemas/rules";
import { GENDERS } from "~/utils/constants";

// The registration form's checks in the browser, without zod: the same rules
// and messages as RegisterSchema (auth.ts), which the action still applies and
// which stays the authority. form-checks.test.ts compares the two, and this
// constraint with getZodConstraint(RegisterSchema).

export const REGISTER_CONSTRAINT = {
  firstName: { required: true, minLength: 1, maxLength: 50 },
  lastName: { required: true, minLength: 1, maxLength: 50 },
  email: EMAIL_CONSTRAINT,
  phone: { required: true, minLength: 1, maxLength: 20 },
  password: { required: true, minLength: 8, maxLength: 128 },
  confirmPassword: { required: true, minLength: 1 },
  gender: { required: false, pattern: "female|male|other|prefer\\x2dnot\\x2dto\\x2dsay" },
  agreeToTerms: { required: true },
  subscribeNewsletter: { required: false },
  redirectTo: { required: false },
};

const name = (value: unknown, label: string) =>
  checkText(value, {
    required: `${label} is required`,
    trim: true,
    checks: [
      [(v) => v.length >= 1, `${label} is required`],
      [(v) => v.length <= 50, `${label} is too long`],
    ],
  });

const INVALID_PHONE = "Please enter a valid phone number";

function gender(value: unknown): FieldCheck {
  if (value === undefined || value === "" || (GENDERS as readonly unknown[]).includes(value)) return { messages: [], aborted: false };
  const expected = GENDERS.map((g) => `'${g}'`).join(" | ");
  const message = typeof value === "string" ? `Invalid enum value. Expected ${expected}, received '${value}'` : `Expected ${expected}, received ${receivedType(value)}`;
  return { messages: [message], aborted: true };
}

/** Conform's onValidate for /register. */
export function validateRegister(formData: FormData) {
  return parse(formData, {
    resolve(payload) {
      const checks: Record<string, FieldCheck> = {
        firstName: name(payload.firstName, "First name"),
        lastName: name(payload.lastName, "Last name"),
        email: checkEmail(payload.email),
        phone: checkText(payload.phone, {
          required: "Phone number is required",
          trim: true,
          checks: [
            [(v) => v.length >= 1, "Phone number is required"],
            [(v) => v.length <= 20, INVALID_PHONE],
          ],
          refine: [isValidPhone, INVALID_PHONE],
        }),
        password: checkText(payload.password, {
          required: "Password is required",
          checks: [
            [(v) => v.length >= 1, "Password is required"],
            [(v) => v.length >= 8, "Password must be at least 8 characters"],
            [(v) => v.length <= 128, "Password must be at most 128 characters"],
          ],
          refine: [hasMixedCaseAndDigit, REGISTER_PASSWORD_MESSAGE],
        }),
        confirmPassword: checkText(payload.confirmPassword, {
          required: "Please confirm your password",
          checks: [[(v) => v.length >= 1, "Please confirm your password"]],
        }),
        gender: gender(payload.gender),
        agreeToTerms: { messages: payload.agreeToTerms === "on" || payload.agreeToTerms === "true" ? [] : ["You must agree to the terms and conditions"], aborted: false },
        redirectTo: checkText(payload.redirectTo, {}),
      };
      // The whole-form rule runs only when every field could be read (as zod's refine on the object).
      if (!Object.values(checks).some((c) => c.aborted) && payload.password !== payload.confirmPassword) {
        checks.confirmPassword.messages.push("Passwords do not match");
      }
      const error = collectErrors(checks);
      return Object.keys(error).length ? { error } : { value: payload };
    },
  });
}
