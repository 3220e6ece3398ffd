import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { ChangePasswordSchema, ForgotPasswordSchema, LoginSchema, ProfileSchema, RegisterSchema, ResetPasswordFormSchema } from "~/schemas/auth";
import { CheckoutFormSchema } from "~/schemas/checkout";
import { ContactSchema } from "~/schemas/contact";
import { NewsletterSchema } from "~/schemas/newsletter";

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

export const parseCheckoutForm = (formData: FormData) => parseWithZod(formData, { schema: CheckoutFormSchema });

/** Whether a field name is one of the checkout form's (for field errors the order model reports). */
export const isCheckoutField = (name: string) => name in CheckoutFormSchema.shape;
