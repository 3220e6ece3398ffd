import { parse } from "@conform-to/react";
import { checkEmail, checkText, collectErrors, EMAIL_CONSTRAINT } from "~/schemas/rules";

// The sign-in form's checks in the browser, without zod: the same rules and
// messages as LoginSchema (auth.ts), which the action still applies and which
// stays the authority. form-checks.test.ts compares the two, and this
// constraint with getZodConstraint(LoginSchema).

export const LOGIN_CONSTRAINT = {
  email: EMAIL_CONSTRAINT,
  password: { required: true, minLength: 6, maxLength: 128 },
  remember: { required: false },
  redirectTo: { required: false },
};

/** Conform's onValidate for /login. */
export function validateLogin(formData: FormData) {
  return parse(formData, {
    resolve(payload) {
      const error = collectErrors({
        email: checkEmail(payload.email),
        password: checkText(payload.password, {
          required: "Password is required",
          checks: [
            [(v) => v.length >= 1, "Password is required"],
            [(v) => v.length >= 6, "Password must be at least 6 characters"],
            [(v) => v.length <= 128, "Invalid email or password"],
          ],
        }),
        redirectTo: checkText(payload.redirectTo, {}),
      });
      return Object.keys(error).length ? { error } : { value: payload };
    },
  });
}
