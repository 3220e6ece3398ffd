// Field rules that several zod schemas share (auth.ts, address.ts, checkout.ts):
// the patterns and predicates the schemas build on, and the registration
// screen's strength meter. Rules and messages are written in the schemas; the
// browser takes them from the server (docs/decisions/0013-forms.md).

export const PHONE_PATTERN = /^\+?[\d\s\-()]{10,}$/;
/** The registration phone rule: digits, spaces, dashes, brackets and a leading +, at least 10 digits. */
export const isValidPhone = (v: string) => PHONE_PATTERN.test(v) && v.replace(/\D/g, "").length >= 10;

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const PINCODE_MESSAGE = "Please enter a valid 6-digit pincode";
export const PINCODE_PATTERN = /^\d{6}$/;

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
