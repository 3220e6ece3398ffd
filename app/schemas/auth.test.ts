import { describe, expect, it } from "vitest";
import { ChangePasswordSchema, LoginSchema, passwordStrength, RegisterSchema, STRENGTH_LABELS } from "./auth";

describe("password strength meter", () => {
  it.each([
    ["", 0, "Very Weak"],
    ["abc", 1, "Weak"],
    ["abcdefgh", 2, "Fair"],
    ["Abcdefgh", 3, "Good"],
    ["Abcdefg1", 4, "Strong"],
    ["Abcdefg1!", 5, "Very Strong"],
  ])("%j scores %i (%s)", (password, score, label) => {
    expect(passwordStrength(password)).toBe(score);
    expect(STRENGTH_LABELS[score]).toBe(label);
  });
});

const registration = {
  firstName: "Asha",
  lastName: "Patel",
  email: "Asha@Example.com ",
  phone: "+91 (982) 501-1111",
  password: "Secret123",
  confirmPassword: "Secret123",
  agreeToTerms: "on",
};

describe("RegisterSchema", () => {
  it("accepts a good registration and normalises the e-mail", () => {
    const out = RegisterSchema.parse(registration);
    expect(out.email).toBe("asha@example.com");
    expect(out.agreeToTerms).toBe(true);
  });

  it.each(["12345", "abcdefghij", "+91 98250", "98250-1111a"])("rejects the phone %j", (phone) => {
    const out = RegisterSchema.safeParse({ ...registration, phone });
    expect(out.success).toBe(false);
    expect(out.error?.issues[0].message).toBe("Please enter a valid phone number");
  });

  it.each(["9825011111", "+919825011111", "(0261) 245-6789"])("accepts the phone %j", (phone) => {
    expect(RegisterSchema.safeParse({ ...registration, phone }).success).toBe(true);
  });
});

describe("LoginSchema", () => {
  it("uses the documented messages", () => {
    const out = LoginSchema.safeParse({ email: "x@y", password: "12345" });
    expect(out.error?.issues.map((i) => i.message)).toEqual(["Please enter a valid email address", "Password must be at least 6 characters"]);
  });
});

describe("ChangePasswordSchema", () => {
  const rule = "Password must be 8+ chars and include uppercase, lowercase, number, and special character";
  it.each(["Short1!", "alllower1!", "ALLUPPER1!", "NoDigits!!", "NoSpecial12", `A1!${"a".repeat(126)}`])("rejects %j", (newPassword) => {
    const out = ChangePasswordSchema.safeParse({ currentPassword: "x", newPassword, confirmPassword: newPassword });
    expect(out.error?.issues.map((i) => i.message)).toContain(rule);
  });

  it("requires every field and a matching confirmation", () => {
    expect(ChangePasswordSchema.safeParse({ currentPassword: "", newPassword: "", confirmPassword: "" }).error?.issues[0].message).toBe(
      "All fields are required",
    );
    expect(
      ChangePasswordSchema.safeParse({ currentPassword: "old", newPassword: "Good@1234", confirmPassword: "Good@12345" }).error?.issues[0].message,
    ).toBe("New password and confirm password do not match");
  });
});
