import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import * as envModule from "./env.server";
import { getEnv, resetEnvCache } from "./env.server";

const saved = { ...process.env };
const savedCwd = process.cwd();
afterEach(() => {
  process.env = { ...saved };
  process.chdir(savedCwd);
  resetEnvCache();
});

const SECRET_A = "aB3xQ9-mN7pL2kR8".repeat(2) + "0123";
const SECRET_B = "bC4yW8_nM6qK1jS5".repeat(2) + "4567";
const PRODUCTION = {
  NODE_ENV: "production",
  SESSION_SECRET: SECRET_A,
  JWT_SECRET: SECRET_B,
  APP_URL: "https://shop.example.in",
  RAZORPAY_KEY_ID: "rzp_live_abc",
  RAZORPAY_KEY_SECRET: "live-secret",
  RAZORPAY_WEBHOOK_SECRET: "webhook-secret",
  PAYMENT_METHODS: "",
  RAZORPAY_API_URL: "",
  TRUST_PROXY: "",
};

function withEnv(vars: Record<string, string | undefined>) {
  process.env = { ...saved, ...vars } as NodeJS.ProcessEnv;
  for (const [k, v] of Object.entries(vars)) if (v === undefined) delete process.env[k];
  resetEnvCache();
}

/** The message getEnv() refuses with, or null when it starts. */
function refusal(vars: Record<string, string | undefined>): string | null {
  withEnv(vars);
  try {
    getEnv();
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

describe("production contract", () => {
  it("starts with real secrets, an https APP_URL and the three Razorpay settings", () => {
    expect(refusal(PRODUCTION)).toBeNull();
    expect(getEnv().NODE_ENV).toBe("production");
  });

  it("refuses without SESSION_SECRET / JWT_SECRET (no built-in defaults), naming both", () => {
    const message = refusal({ ...PRODUCTION, SESSION_SECRET: undefined, JWT_SECRET: undefined });
    expect(message).toMatch(/SESSION_SECRET is not set/);
    expect(message).toMatch(/JWT_SECRET is not set/);
  });

  it("refuses secrets shorter than 32 characters (16 were enough before)", () => {
    expect(refusal({ ...PRODUCTION, SESSION_SECRET: "s".repeat(20) })).toMatch(/SESSION_SECRET has 20 characters.*at least 32/);
    expect(refusal({ ...PRODUCTION, JWT_SECRET: "j".repeat(31) })).toMatch(/JWT_SECRET has 31 characters/);
  });

  it("refuses a long secret that is a pattern, not random characters (fewer than 8 different ones)", () => {
    expect(refusal({ ...PRODUCTION, SESSION_SECRET: "a".repeat(40) })).toMatch(/SESSION_SECRET has only 1 different characters.*pattern/);
    expect(refusal({ ...PRODUCTION, JWT_SECRET: "abcabcabc".repeat(5) })).toMatch(/JWT_SECRET has only 3 different characters/);
    expect(refusal({ ...PRODUCTION, JWT_SECRET: "0123456789".repeat(4) })).toBeNull(); // weak, but not detectably so: length and variety only
  });

  it("refuses the placeholders that were published in .env.example, and one secret used twice", () => {
    expect(refusal({ ...PRODUCTION, SESSION_SECRET: "replace-with-32-random-characters-please" })).toMatch(/published in this repository/);
    expect(refusal({ ...PRODUCTION, JWT_SECRET: SECRET_A })).toMatch(/are the same/);
  });

  it("refuses without APP_URL, and with an http APP_URL", () => {
    expect(refusal({ ...PRODUCTION, APP_URL: undefined })).toMatch(/APP_URL is not set/);
    expect(refusal({ ...PRODUCTION, APP_URL: "http://shop.example.in" })).toMatch(/APP_URL must be https/);
  });

  it("refuses an APP_URL with a path or query in any mode", () => {
    expect(refusal({ ...PRODUCTION, APP_URL: "https://shop.example.in/store" })).toMatch(/APP_URL: must be an origin only/);
    expect(refusal({ NODE_ENV: "development", APP_URL: "http://localhost:3000/?a=1" })).toMatch(/APP_URL/);
    expect(refusal({ NODE_ENV: "development", APP_URL: "not a url" })).toMatch(/APP_URL/);
  });

  it("refuses online payment without all three Razorpay settings (no simulator in production)", () => {
    for (const missing of ["RAZORPAY_KEY_ID", "RAZORPAY_KEY_SECRET", "RAZORPAY_WEBHOOK_SECRET"]) {
      const message = refusal({ ...PRODUCTION, [missing]: undefined });
      expect(message, missing).toMatch(new RegExp(`${missing} is not set`));
      expect(message).toMatch(/PAYMENT_METHODS=cod/);
    }
    expect(refusal({ ...PRODUCTION, RAZORPAY_KEY_ID: undefined, RAZORPAY_KEY_SECRET: undefined, RAZORPAY_WEBHOOK_SECRET: undefined })).toMatch(
      /RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET are not set/,
    );
  });

  it("starts without Razorpay keys when the owner chooses COD only", () => {
    const cod = { ...PRODUCTION, PAYMENT_METHODS: "cod", RAZORPAY_KEY_ID: undefined, RAZORPAY_KEY_SECRET: undefined, RAZORPAY_WEBHOOK_SECRET: undefined };
    expect(refusal(cod)).toBeNull();
    expect(envModule.paymentMethods()).toEqual(["cod"]);
    expect(envModule.isOnlinePaymentEnabled()).toBe(false);
  });

  it("refuses Razorpay test-mode keys in production (test cards pay for real goods) unless RAZORPAY_TEST_MODE=1 says it is a staging site", () => {
    expect(refusal({ ...PRODUCTION, RAZORPAY_KEY_ID: "rzp_test_abc" })).toMatch(/RAZORPAY_KEY_ID is a test-mode key.*RAZORPAY_TEST_MODE=1/s);
    expect(refusal({ ...PRODUCTION, RAZORPAY_KEY_ID: "rzp_test_abc", RAZORPAY_TEST_MODE: "1" })).toBeNull();
    expect(refusal({ ...PRODUCTION, RAZORPAY_KEY_ID: "rzp_test_abc", PAYMENT_METHODS: "cod" })).toBeNull();
    expect(refusal({ NODE_ENV: "development", RAZORPAY_KEY_ID: "rzp_test_abc", RAZORPAY_KEY_SECRET: "s" })).toBeNull();
  });

  it("refuses RAZORPAY_API_URL (a test server for the SDK) in production only", () => {
    expect(refusal({ ...PRODUCTION, RAZORPAY_API_URL: "http://127.0.0.1:9999" })).toMatch(/RAZORPAY_API_URL is set/);
    expect(refusal({ NODE_ENV: "test", RAZORPAY_API_URL: "http://127.0.0.1:9999" })).toBeNull();
  });

  it("lists every problem at once", () => {
    const message = refusal({ NODE_ENV: "production", SESSION_SECRET: undefined, JWT_SECRET: undefined, APP_URL: undefined, RAZORPAY_KEY_ID: undefined, RAZORPAY_KEY_SECRET: undefined, RAZORPAY_WEBHOOK_SECRET: undefined, PAYMENT_METHODS: undefined, RAZORPAY_API_URL: undefined, TRUST_PROXY: undefined });
    expect(message?.match(/^ {2}- /gm)).toHaveLength(4);
    expect(message).toMatch(/README/);
  });
});

describe("PAYMENT_METHODS", () => {
  it("defaults to razorpay and cod, accepts cod alone, refuses unknown values", () => {
    withEnv({ NODE_ENV: "test", PAYMENT_METHODS: undefined });
    expect(envModule.paymentMethods()).toEqual(["razorpay", "cod"]);
    expect(envModule.isOnlinePaymentEnabled()).toBe(true);
    withEnv({ NODE_ENV: "test", PAYMENT_METHODS: " COD " });
    expect(envModule.paymentMethods()).toEqual(["cod"]);
    expect(refusal({ NODE_ENV: "test", PAYMENT_METHODS: "paypal" })).toMatch(/PAYMENT_METHODS/);
    expect(refusal({ NODE_ENV: "test", PAYMENT_METHODS: "," })).toMatch(/PAYMENT_METHODS/);
  });
});

describe("TRUST_PROXY", () => {
  it.each([
    [undefined, false],
    ["1", 1],
    ["2", 2],
    ["10.0.0.1", ["10.0.0.1"]],
    ["10.0.0.0/8, 172.16.0.0/12,::1", ["10.0.0.0/8", "172.16.0.0/12", "::1"]],
    ["loopback", ["loopback"]],
  ])("%s is passed to Express as %j", (value, expected) => {
    withEnv({ NODE_ENV: "test", TRUST_PROXY: value });
    expect(envModule.trustProxy()).toEqual(expected);
  });

  it.each(["true", "yes", "*", "10.0.0.0/99", "1.2.3", "10.0.0.1,,"])("refuses %s (never trust every hop)", (value) => {
    expect(refusal({ NODE_ENV: "test", TRUST_PROXY: value })).toMatch(/TRUST_PROXY/);
  });
});

describe("secrets outside production", () => {
  it("has no secret in the source: the first start generates random secrets into a 0600 file, later starts reuse them", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "env-secrets-"));
    process.chdir(dir);
    withEnv({ NODE_ENV: "development", SESSION_SECRET: undefined, JWT_SECRET: undefined });
    const first = getEnv();
    const file = path.join(dir, ".secrets.local.json");
    expect(fs.existsSync(file)).toBe(true);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(first.SESSION_SECRET.length).toBeGreaterThanOrEqual(32);
    expect(first.JWT_SECRET).not.toBe(first.SESSION_SECRET);
    expect(first.SESSION_SECRET).not.toMatch(/dev-|change-me/);
    resetEnvCache();
    const second = getEnv();
    expect([second.SESSION_SECRET, second.JWT_SECRET]).toEqual([first.SESSION_SECRET, first.JWT_SECRET]);
    // Another checkout gets other secrets.
    const other = fs.mkdtempSync(path.join(os.tmpdir(), "env-secrets-"));
    process.chdir(other);
    resetEnvCache();
    expect(getEnv().SESSION_SECRET).not.toBe(first.SESSION_SECRET);
    process.chdir(savedCwd);
    fs.rmSync(dir, { recursive: true, force: true });
    fs.rmSync(other, { recursive: true, force: true });
  });

  it("uses explicit secrets when set, without writing a file", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "env-secrets-"));
    process.chdir(dir);
    withEnv({ NODE_ENV: "development", SESSION_SECRET: SECRET_A, JWT_SECRET: SECRET_B });
    expect(getEnv().SESSION_SECRET).toBe(SECRET_A);
    expect(fs.existsSync(path.join(dir, ".secrets.local.json"))).toBe(false);
    process.chdir(savedCwd);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("rejects a malformed variable with its name", () => {
    expect(refusal({ PORT: "not-a-port" })).toMatch(/PORT/);
  });
});

describe("a live store started without NODE_ENV=production", () => {
  const DEV = { ...PRODUCTION, NODE_ENV: "development", RAZORPAY_KEY_ID: "", RAZORPAY_KEY_SECRET: "", RAZORPAY_WEBHOOK_SECRET: "" };

  it("refuses a public APP_URL or live Razorpay keys in development (the simulator and demo accounts would be live)", () => {
    expect(refusal(DEV)).toMatch(/NODE_ENV is not production[\s\S]*APP_URL is a public address \(https:\/\/shop\.example\.in\)/);
    expect(refusal({ ...DEV, APP_URL: "http://localhost:3000", RAZORPAY_KEY_ID: "rzp_live_abc", RAZORPAY_KEY_SECRET: "s" })).toMatch(/live-mode key/);
  });

  it("starts on a loopback APP_URL, or none, in development", () => {
    expect(refusal({ ...DEV, APP_URL: "http://localhost:3000" })).toBeNull();
    expect(refusal({ ...DEV, APP_URL: "http://127.0.0.1:3000" })).toBeNull();
    expect(refusal({ ...DEV, APP_URL: undefined })).toBeNull();
  });
});
