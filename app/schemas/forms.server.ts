import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { AddressActionSchema, AddressSchema } from "~/schemas/address";
import { ChangePasswordSchema, ForgotPasswordSchema, LoginSchema, ProfileSchema, RegisterSchema, ResetPasswordFormSchema } from "~/schemas/auth";
import { CheckoutFormSchema } from "~/schemas/checkout";
import { ContactSchema } from "~/schemas/contact";
import { CouponCodeSchema } from "~/schemas/coupon";
import { NewsletterSchema } from "~/schemas/newsletter";
import { CancelOrderFormSchema } from "~/schemas/order-cancel";
import { ReviewSchema } from "~/schemas/review";

// The storefront forms whose rules the browser takes from the server, so zod
// and @conform-to/zod never reach a storefront page's JavaScript (the 110 KB
// budget; docs/decisions/0013-forms.md). A .server module: esbuild bundles
// every module a route file names, even one only its action uses, unless it
// is a .server module (replaced by an empty one for the browser).
//   - the HTML constraints (required, maxlength, pattern...) come from the
//     schema through getZodConstraint, in the screen's loader data;
//   - the field messages on blur come from the same schema through
//     /forms/:form/validate (routes/forms.$form.validate.ts), and on submit
//     from the action's reply.

export const FORMS = {
  login: { schema: LoginSchema, hidden: ["password"] },
  register: { schema: RegisterSchema, hidden: ["password", "confirmPassword"] },
  checkout: { schema: CheckoutFormSchema, hidden: [] as string[] },
  profile: { schema: ProfileSchema, hidden: [] as string[] },
  "change-password": { schema: ChangePasswordSchema, hidden: ["currentPassword", "newPassword", "confirmPassword"] },
  "forgot-password": { schema: ForgotPasswordSchema, hidden: [] as string[] },
  "reset-password": { schema: ResetPasswordFormSchema, hidden: ["password", "confirmPassword"] },
  contact: { schema: ContactSchema, hidden: [] as string[] },
  address: { schema: AddressSchema, hidden: [] as string[] },
  "order-cancel": { schema: CancelOrderFormSchema, hidden: [] as string[] },
  review: { schema: ReviewSchema, hidden: [] as string[] },
  // Constraints only: the cart's Promo code box answers with the /cart action's toast.
  coupon: { schema: CouponCodeSchema, hidden: [] as string[] },
  // Constraints only: the footer's box answers on submit, from the /newsletter action's reply.
  newsletter: { schema: NewsletterSchema, hidden: [] as string[] },
};
export type FormName = keyof typeof FORMS;

export const isFormName = (name: string | undefined): name is FormName => name !== undefined && Object.hasOwn(FORMS, name);

const constraints = new Map<FormName, ReturnType<typeof getZodConstraint>>();
/** The form's HTML constraints, derived from its schema (once). */
export function formConstraint(name: FormName) {
  let constraint = constraints.get(name);
  if (!constraint) constraints.set(name, (constraint = getZodConstraint(FORMS[name].schema)));
  return constraint;
}

/** The schema's verdict on a form, as Conform's reply (secret fields are never echoed back). */
export function validateForm(name: FormName, formData: FormData) {
  return parseWithZod(formData, { schema: FORMS[name].schema }).reply({ hideFields: FORMS[name].hidden });
}

export const parseLoginForm = (formData: FormData) => parseWithZod(formData, { schema: LoginSchema });

export const parseRegisterForm = (formData: FormData) => parseWithZod(formData, { schema: RegisterSchema });

export const parseProfileForm = (formData: FormData) => parseWithZod(formData, { schema: ProfileSchema });

export const parseChangePasswordForm = (formData: FormData) => parseWithZod(formData, { schema: ChangePasswordSchema });

export const parseForgotPasswordForm = (formData: FormData) => parseWithZod(formData, { schema: ForgotPasswordSchema });

export const parseResetPasswordForm = (formData: FormData) => parseWithZod(formData, { schema: ResetPasswordFormSchema });

export const parseContactForm = (formData: FormData) => parseWithZod(formData, { schema: ContactSchema });

/** The /newsletter form's e-mail (zod's own result: the action answers with the first message). */
export const parseNewsletterForm = (email: FormDataEntryValue | undefined) => NewsletterSchema.safeParse({ email });

/** The /addresses action: the form (create, update) or a card's button (delete, set-default), by intent. */
export const parseAddressForm = (formData: FormData) => parseWithZod(formData, { schema: AddressActionSchema });

/** The order page's Cancel form: the reason as cancelOrder takes it ("Changed my mind: ..."). */
export const parseCancelOrderForm = (formData: FormData) => parseWithZod(formData, { schema: CancelOrderFormSchema });

/** The product page's review form (Conform coerces the rating radio's text to a number). */
export const parseReviewForm = (formData: FormData) => parseWithZod(formData, { schema: ReviewSchema });

export const parseCheckoutForm = (formData: FormData) => parseWithZod(formData, { schema: CheckoutFormSchema });

/** Whether a field name is one of the checkout form's (for field errors the order model reports). */
export const isCheckoutField = (name: string) => name in CheckoutFormSchema.shape;
