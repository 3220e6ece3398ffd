import { parseWithZod } from "@conform-to/zod";
import { LoginSchema, RegisterSchema } from "~/schemas/auth";
import { CheckoutFormSchema } from "~/schemas/checkout";

// The server's own checks of the sign-in, registration and checkout forms:
// their zod schemas through Conform, as before. A server module, so zod and
// @conform-to/zod never reach those pages' JavaScript: esbuild bundles every
// module a route file names, even one only its action uses, unless it is a
// .server module (replaced by an empty one for the browser). In the browser
// the screens check with login-form.ts, register-form.ts and checkout-form.ts.

export const parseLoginForm = (formData: FormData) => parseWithZod(formData, { schema: LoginSchema });

export const parseRegisterForm = (formData: FormData) => parseWithZod(formData, { schema: RegisterSchema });

export const parseCheckoutForm = (formData: FormData) => parseWithZod(formData, { schema: CheckoutFormSchema });

/** Whether a field name is one of the checkout form's (for field errors the order model reports). */
export const isCheckoutField = (name: string) => name in CheckoutFormSchema.shape;
