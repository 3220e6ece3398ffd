import { z } from "zod";
import { RESET_INVALID } from "~/schemas/auth-messages";
import { EMAIL_PATTERN, isValidPhone } from "~/schemas/rules";
import { GENDERS } from "~/utils/constants";

export { RESET_INVALID } from "~/schemas/auth-messages";

// The documents' validation rules and messages, word for word
// (spec/storefront.md section 5). Shared by the web forms and the API.

const email = z
  .string({ required_error: "Email is required" })
  .trim()
  .min(1, "Email is required")
  .max(254, "Please enter a valid email address")
  .regex(EMAIL_PATTERN, "Please enter a valid email address")
  .transform((v) => v.toLowerCase());

export { PHONE_PATTERN } from "~/schemas/rules";
export const phone = z
  .string({ required_error: "Phone number is required" })
  .trim()
  .min(1, "Phone number is required")
  .max(20, "Please enter a valid phone number")
  .refine(isValidPhone, "Please enter a valid phone number");

const checkbox = z.preprocess((v) => v === "on" || v === true || v === "true", z.boolean());

export const LoginSchema = z.object({
  email,
  password: z
    .string({ required_error: "Password is required" })
    .min(1, "Password is required")
    .min(6, "Password must be at least 6 characters")
    .max(128, "Invalid email or password"),
  remember: checkbox.optional(),
  redirectTo: z.string().optional(),
});

const REGISTER_PASSWORD_MESSAGE = "Password must contain uppercase, lowercase, and number";
/** The registration password rule (besides 8-128 characters). */
const hasMixedCaseAndDigit = (v: string) => /[a-z]/.test(v) && /[A-Z]/.test(v) && /\d/.test(v);

export const RegisterSchema = z
  .object({
    firstName: z.string({ required_error: "First name is required" }).trim().min(1, "First name is required").max(50, "First name is too long"),
    lastName: z.string({ required_error: "Last name is required" }).trim().min(1, "Last name is required").max(50, "Last name is too long"),
    email,
    phone,
    password: z
      .string({ required_error: "Password is required" })
      .min(1, "Password is required")
      .min(8, "Password must be at least 8 characters")
      .max(128, "Password must be at most 128 characters")
      .refine(hasMixedCaseAndDigit, REGISTER_PASSWORD_MESSAGE),
    confirmPassword: z.string({ required_error: "Please confirm your password" }).min(1, "Please confirm your password"),
    gender: z.enum(GENDERS).optional(),
    agreeToTerms: checkbox.refine((v) => v === true, "You must agree to the terms and conditions"),
    // Absent means "not ticked" on the web form and "default true" in the API; each edge decides.
    subscribeNewsletter: checkbox.optional(),
    redirectTo: z.string().optional(),
  })
  .refine((d) => d.password === d.confirmPassword, {
    message: "Passwords do not match",
    path: ["confirmPassword"],
  });

export const ForgotPasswordSchema = z.object({ email });

const CHANGE_PASSWORD_RULE = "Password must be 8+ chars and include uppercase, lowercase, number, and special character";
export const strongPassword = z
  .string({ required_error: "All fields are required" })
  .min(1, "All fields are required")
  .refine(
    (v) => v.length >= 8 && v.length <= 128 && /[a-z]/.test(v) && /[A-Z]/.test(v) && /\d/.test(v) && /[@$!%*?&]/.test(v),
    CHANGE_PASSWORD_RULE,
  );

export const ResetPasswordSchema = z
  .object({
    token: z.string({ required_error: RESET_INVALID }).min(10, RESET_INVALID).max(200, RESET_INVALID),
    password: strongPassword,
    confirmPassword: z.string().optional(),
  })
  .refine((d) => d.confirmPassword === undefined || d.password === d.confirmPassword, {
    message: "New password and confirm password do not match",
    path: ["confirmPassword"],
  });

/** The web form also asks for the confirmation (the API takes token and password only). */
export const ResetPasswordFormSchema = ResetPasswordSchema.refine((d) => d.confirmPassword !== undefined, {
  message: "All fields are required",
  path: ["confirmPassword"],
});

export const ChangePasswordSchema = z
  .object({
    currentPassword: z.string({ required_error: "All fields are required" }).min(1, "All fields are required").max(128),
    newPassword: strongPassword,
    confirmPassword: z.string({ required_error: "All fields are required" }).min(1, "All fields are required"),
  })
  .refine((d) => d.newPassword === d.confirmPassword, {
    message: "New password and confirm password do not match",
    path: ["confirmPassword"],
  });

export const ProfileSchema = z.object({
  firstName: z.string({ required_error: "First name is required" }).trim().min(1, "First name is required").max(50),
  lastName: z.string({ required_error: "Last name is required" }).trim().min(1, "Last name is required").max(50),
  phone,
});

/** The strength meter (rules.ts, where the browser's register screen takes it from). */
export { passwordStrength, STRENGTH_LABELS } from "~/schemas/rules";
