import { describe, expect, it } from "vitest";
import { safeRedirect } from "./redirect";

describe("safeRedirect", () => {
  it.each([
    ["/account", "/account"],
    ["/checkout?step=2#pay", "/checkout?step=2#pay"],
    ["/shop?category=silk-sarees", "/shop?category=silk-sarees"],
  ])("keeps the local path %s", (input, expected) => {
    expect(safeRedirect(input)).toBe(expected);
  });

  it.each([
    "https://evil.example/",
    "//evil.example/path",
    "/\\evil.example",
    "\\\\evil.example",
    "javascript:alert(1)",
    "account",
    "/foo\nLocation: https://evil.example",
    "",
    null,
    undefined,
  ])("falls back for %j", (input) => {
    expect(safeRedirect(input as string, "/home")).toBe("/home");
  });
});
