// The documents' field rules that both sides share, without zod, so that
// screens can check a form in the browser without shipping zod (about 14 KB
// gzip) to it. The zod schemas (auth.ts, address.ts, checkout.ts) build on
// these and stay the server's authority; the browser checks in *-form.ts
// mirror them message for message (form-checks.test.ts holds them together).

export const PHONE_PATTERN = /^\+?[\d\s\-()]{10,}$/;
/** The registration phone rule: digits, spaces, dashes, brackets and a leading +, at least 10 digits. */
export const isValidPhone = (v: string) => PHONE_PATTERN.test(v) && v.replace(/\D/g, "").length >= 10;

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const PINCODE_MESSAGE = "Please enter a valid 6-digit pincode";
export const PINCODE_PATTERN = /^\d{6}$/;

export const REGISTER_PASSWORD_MESSAGE = "Password must contain uppercase, lowercase, and number";
/** The registration password rule (besides 8-128 characters). */
export const hasMixedCaseAndDigit = (v: string) => /[a-z]/.test(v) && /[A-Z]/.test(v) && /\d/.test(v);

/** Strength meter 0-5: length >= 8, lowercase, uppercase, digit, special (!@#$%^&*). */
export const STRENGTH_LABELS = ["Very Weak", "Weak", "Fair", "Good", "Strong", "Very Strong"] as const;
export function passwordStrength(password: string): number {
  let score = 0;
  if (password.length >= 8) score++;
  if (/[a-z]/.test(password)) score++;
  if (/[A-Z]/.test(password)) score++;
  if (/\d/.test(password)) score++;
  if (/[!@#$%^&*]/.test(password)) score++;
  return score;
}

// ---------------------------------------------------------------- browser checks

/** A field's messages, and whether its value is unusable (zod "aborts": a later whole-form rule then does not run). */
export type FieldCheck = { messages: string[]; aborted: boolean };

/**
 * One text field as zod checks it after Conform's form coercion (an empty
 * string counts as absent): absent is `required` (or fine when optional),
 * then the value (trimmed first when `trim`) goes through every check in turn,
 * each failure adding its message, then the `refine` rule if any.
 */
export function checkText(
  value: unknown,
  options: {
    required?: string;
    /** For a value that is not text (a name posted twice): zod's own words unless the schema gives its own. */
    invalid?: string;
    trim?: boolean;
    checks?: Array<[ok: (v: string) => boolean, message: string]>;
    refine?: [ok: (v: string) => boolean, message: string];
  },
): FieldCheck {
  if (value === undefined || value === "") return options.required === undefined ? { messages: [], aborted: false } : { messages: [options.required], aborted: true };
  if (typeof value !== "string") return { messages: [options.invalid ?? `Expected string, received ${receivedType(value)}`], aborted: true };
  const v = options.trim ? value.trim() : value;
  const messages = (options.checks ?? []).filter(([ok]) => !ok(v)).map(([, message]) => message);
  if (options.refine && !options.refine[0](v)) messages.push(options.refine[1]);
  return { messages, aborted: false };
}

/** A flat form's values by name, as Conform reads them: a name posted more than once gives a list. */
export function formPayload(formData: FormData): Record<string, unknown> {
  const payload: Record<string, unknown> = {};
  for (const [name, value] of formData) {
    const prev = payload[name];
    payload[name] = prev === undefined ? value : Array.isArray(prev) ? [...prev, value] : [prev, value];
  }
  return payload;
}

/** zod's name for what a form posted instead of text. */
export const receivedType = (value: unknown) => (Array.isArray(value) ? "array" : value === null ? "null" : typeof value);

/** Field name -> messages, only for fields with at least one. */
export function collectErrors(checks: Record<string, FieldCheck>): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const [name, check] of Object.entries(checks)) if (check.messages.length) errors[name] = check.messages;
  return errors;
}

const INVALID_EMAIL = "Please enter a valid email address";
const EMAIL_REQUIRED = "Email is required";

/** Conform's HTML attributes of the sign-in and registration e-mail field. */
export const EMAIL_CONSTRAINT = { required: true, minLength: 1, maxLength: 254, pattern: "^(?=.*(?:^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$)).*$" };

/** The e-mail field of sign-in and registration. zod stops (aborts) after any e-mail problem: the address is lower-cased only when valid. */
export function checkEmail(value: unknown): FieldCheck {
  const check = checkText(value, {
    required: EMAIL_REQUIRED,
    trim: true,
    checks: [
      [(v) => v.length >= 1, EMAIL_REQUIRED],
      [(v) => v.length <= 254, INVALID_EMAIL],
      [(v) => EMAIL_PATTERN.test(v), INVALID_EMAIL],
    ],
  });
  return { messages: check.messages, aborted: check.aborted || check.messages.length > 0 };
}
