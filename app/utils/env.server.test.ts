import { afterEach, describe, expect, it } from "vitest";
import { getEnv, resetEnvCache } from "./env.server";

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
  resetEnvCache();
});

describe("getEnv", () => {
  it("refuses default secrets in production", () => {
    process.env = { ...saved, NODE_ENV: "production", SESSION_SECRET: "", JWT_SECRET: "" };
    resetEnvCache();
    expect(() => getEnv()).toThrow("Refusing to start in production with default secrets: set SESSION_SECRET and JWT_SECRET");
  });

  it("starts in production with real secrets", () => {
    process.env = { ...saved, NODE_ENV: "production", SESSION_SECRET: "s".repeat(32), JWT_SECRET: "j".repeat(32) };
    resetEnvCache();
    expect(getEnv().NODE_ENV).toBe("production");
  });

  it("rejects a malformed variable with its name", () => {
    process.env = { ...saved, PORT: "not-a-port" };
    resetEnvCache();
    expect(() => getEnv()).toThrow(/PORT/);
  });
});
