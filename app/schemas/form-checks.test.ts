import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import type { ZodTypeAny } from "zod";
import { LoginSchema, RegisterSchema } from "~/schemas/auth";
import { CheckoutFormSchema } from "~/schemas/checkout";
import { CHECKOUT_CONSTRAINT, checkoutErrors } from "~/schemas/checkout-form";
import { LOGIN_CONSTRAINT, validateLogin } from "~/schemas/login-form";
import { REGISTER_CONSTRAINT, validateRegister } from "~/schemas/register-form";

// The browser's zod-free form checks (*-form.ts) must answer exactly as the
// server's zod schemas do through Conform (parseWithZod): the same fields in
// error, the same messages in the same order, and the same HTML constraints.

type Value = string | string[] | undefined;
type Case = Record<string, Value>;

function formDataOf(values: Case) {
  const fd = new FormData();
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) fd.append(name, v);
  }
  return fd;
}

/** Deterministic pseudo-random numbers (mulberry32), so a failure can be replayed. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The valid form, each field changed alone to each candidate, then random mixes. */
function cases(valid: Case, candidates: Record<string, Value[]>, mixes = 1500): Case[] {
  const out: Case[] = [valid];
  for (const [name, values] of Object.entries(candidates)) for (const value of values) out.push({ ...valid, [name]: value });
  const rnd = random(20261121);
  for (let i = 0; i < mixes; i++) {
    const c: Case = { ...valid };
    for (const [name, values] of Object.entries(candidates)) if (rnd() < 0.4) c[name] = values[Math.floor(rnd() * values.length)];
    out.push(c);
  }
  return out;
}

function expectSameAnswers(schema: ZodTypeAny, validate: (fd: FormData) => { status?: string; error?: unknown }, all: Case[]) {
  let errors = 0;
  for (const c of all) {
    const fd = formDataOf(c);
    const zod = parseWithZod(fd, { schema });
    const ours = validate(fd);
    if (zod.status === "error") errors++;
    expect({ case: c, status: ours.status, error: ours.error }).toEqual({ case: c, status: zod.status, error: zod.status === "error" ? zod.error : undefined });
  }
  // The cases must exercise both answers.
  expect(errors).toBeGreaterThan(10);
  expect(errors).toBeLessThan(all.length);
}

const text = (max: number) => [undefined, "", "   ", "a", " Surat ", "x".repeat(max), "x".repeat(max + 1), ` ${"x".repeat(max)} `, ["a", "b"]];

describe("checkout form checks in the browser", () => {
  const valid: Case = {
    fullName: "Kavya Mehta",
    phone: "+91 98250 55555",
    address: "21 Athwa Lines",
    city: "Surat",
    state: "Gujarat",
    pincode: "395007",
    country: "India",
    paymentMethod: "razorpay",
    notes: undefined,
    saveAddress: undefined,
    idempotencyKey: "k_0123456789abcdef",
    expectedTotal: "240000",
  };
  const candidates: Record<string, Value[]> = {
    fullName: text(100),
    phone: [undefined, "", "  ", "12345", "abcdefghijkl", "1234567890", "(022) 4000-1234", "+91 98250 55555 12345 6", " +91 98250 55555 ", "+91-98250-5555x", ["1234567890", "1"]],
    address: text(300),
    city: text(100),
    state: text(100),
    pincode: [undefined, "", "  ", "3950", "39500a", " 395007 ", "3950071", ["395007", "395007"]],
    country: [undefined, "", "  ", "India", "x".repeat(61), ` ${"x".repeat(60)} `, ["India", "India"]],
    paymentMethod: [undefined, "", "cod", "upi", "Razorpay", ["cod", "razorpay"]],
    notes: [undefined, "", "  ", "Please ring the bell twice", "x".repeat(501), ` ${"x".repeat(500)} `, ["a", "b"]],
    saveAddress: [undefined, "", "on", "yes", ["on", "on"]],
    idempotencyKey: [undefined, "", "short", "12345678", "x".repeat(100), "x".repeat(101), ["k_0123456789", "k_0123456789"]],
    expectedTotal: [undefined, "", " ", "abc", "1.5", "-1", "-0.5", "0", " 12 ", "1e3", "Infinity", ["1", "2"]],
  };

  it("answers as CheckoutFormSchema does", () => {
    const validateCheckout = (fd: FormData) => {
      const error = checkoutErrors(fd);
      return Object.keys(error).length ? { status: "error", error } : { status: "success" };
    };
    expectSameAnswers(CheckoutFormSchema, validateCheckout, cases(valid, candidates));
  });

  it("puts the same constraints on the inputs", () => {
    expect(CHECKOUT_CONSTRAINT).toEqual(getZodConstraint(CheckoutFormSchema));
  });
});

const emails = [undefined, "", "   ", "asha", "asha@", "asha@example", "ASHA@Example.COM", " asha@example.com ", "a b@example.com", `${"a".repeat(250)}@x.in`, `${"a".repeat(250)} @x.in`, ["a@b.in", "c@d.in"]];

describe("sign-in form checks in the browser", () => {
  const valid: Case = { email: "asha@example.com", password: "Silk2026x", remember: undefined, redirectTo: "" };
  const candidates: Record<string, Value[]> = {
    email: emails,
    password: [undefined, "", " ", "abcde", "abcdef", "      ", "x".repeat(128), "x".repeat(129), ["Silk2026x", "x"]],
    remember: [undefined, "", "on", "off", ["on", "on"]],
    redirectTo: [undefined, "", "/account", ["/a", "/b"]],
  };

  it("answers as LoginSchema does", () => {
    expectSameAnswers(LoginSchema, validateLogin, cases(valid, candidates));
  });

  it("puts the same constraints on the inputs", () => {
    expect(LOGIN_CONSTRAINT).toEqual(getZodConstraint(LoginSchema));
  });
});

describe("registration form checks in the browser", () => {
  const valid: Case = {
    firstName: "Kavya",
    lastName: "Iyer",
    email: "kavya@example.com",
    phone: "+91 98250 67890",
    password: "Silk2026x",
    confirmPassword: "Silk2026x",
    gender: "",
    agreeToTerms: "on",
    subscribeNewsletter: "on",
    redirectTo: "",
  };
  const candidates: Record<string, Value[]> = {
    firstName: text(50),
    lastName: text(50),
    email: emails,
    phone: [undefined, "", "  ", "12345", "abcdefghijkl", "1234567890", "+91 98250 55555 12345 6", ["1234567890", "1"]],
    password: [undefined, "", "Ab1", "alllowercase1", "ALLUPPER1", "NoDigitsHere", "Silk2026x", " Silk2026x ", `Aa1${"x".repeat(125)}`, `Aa1${"x".repeat(126)}`, ["Silk2026x", "x"]],
    confirmPassword: [undefined, "", "Silk2026x", "Different1x", " Silk2026x ", ["Silk2026x", "Silk2026x"]],
    gender: [undefined, "", "female", "prefer-not-to-say", "robot", ["male", "female"]],
    agreeToTerms: [undefined, "", "on", "true", "yes", ["on", "on"]],
    subscribeNewsletter: [undefined, "", "on", "no"],
    redirectTo: [undefined, "", "/wishlist", ["/a", "/b"]],
  };

  it("answers as RegisterSchema does", () => {
    expectSameAnswers(RegisterSchema, validateRegister, cases(valid, candidates, 3000));
  });

  it("puts the same constraints on the inputs", () => {
    expect(REGISTER_CONSTRAINT).toEqual(getZodConstraint(RegisterSchema));
  });
});
