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

describe("safeRedirect: targets a Location header cannot carry as they are", () => {
  it.each([
    ["/\u3002x", "/%E3%80%82x"],
    ["/shop?q=साड़ी", "/shop?q=%E0%A4%B8%E0%A4%BE%E0%A4%A1%E0%A4%BC%E0%A5%80"],
    ["/product/é#rév", "/product/%C3%A9#r%C3%A9v"],
    ["/a b", "/a%20b"],
    ["/already%20encoded", "/already%20encoded"],
  ])("percent-encodes %j to %j", (input, expected) => {
    expect(safeRedirect(input)).toBe(expected);
  });

  it("whatever it returns can be a Location header (never the 'Cannot convert argument to a ByteString' 500)", () => {
    for (const input of ["/\u3002x", "/\u{1F97B}", "/x\u202Ey", "/\uFF0F\uFF0Fevil.example", "/\u2028x"]) {
      const target = safeRedirect(input);
      expect(() => new Headers({ Location: target }), input).not.toThrow();
      expect(target, input).toMatch(/^\/(?![/\\])[\x21-\x7e]*$/);
      expect(new URL(target, "https://shop.example.in").origin).toBe("https://shop.example.in");
    }
  });

  it("falls back for a lone surrogate, which has no UTF-8 form", () => {
    expect(safeRedirect("/x\uD800y", "/home")).toBe("/home");
  });
});
