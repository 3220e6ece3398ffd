import { describe, expect, it } from "vitest";
import { MAX_BODY_BYTES } from "~/utils/api.server";
import { API_BODY_LIMIT, bodyLimitFor, bodyTooLargePage, FORM_BODY_LIMIT, LARGE_FORM_BODY_LIMIT } from "./body-limit";

describe("bodyLimitFor", () => {
  it("reads no body for GET, HEAD and OPTIONS", () => {
    for (const method of ["GET", "HEAD", "OPTIONS", "get"]) expect(bodyLimitFor(method, "/login")).toBeNull();
  });

  it("gives screens 64 KB, the admin product form 512 KB and the JSON API its 1 MiB", () => {
    expect(bodyLimitFor("POST", "/login")).toBe(FORM_BODY_LIMIT);
    expect(bodyLimitFor("POST", "/admin/orders/abc")).toBe(FORM_BODY_LIMIT);
    expect(bodyLimitFor("POST", "/admin/products/new")).toBe(LARGE_FORM_BODY_LIMIT);
    expect(bodyLimitFor("POST", "/admin/products/abc/edit")).toBe(LARGE_FORM_BODY_LIMIT);
    expect(bodyLimitFor("POST", "/admin/products/abc/edit/x")).toBe(FORM_BODY_LIMIT);
    // Single fetch: a JavaScript submission posts to the route's path + ".data".
    expect(bodyLimitFor("POST", "/admin/products/new.data")).toBe(LARGE_FORM_BODY_LIMIT);
    expect(bodyLimitFor("POST", "/admin/products/abc/edit.data")).toBe(LARGE_FORM_BODY_LIMIT);
    expect(bodyLimitFor("POST", "/login.data")).toBe(FORM_BODY_LIMIT);
    expect(bodyLimitFor("PUT", "/api/products/abc")).toBe(API_BODY_LIMIT);
    expect(bodyLimitFor("POST", "/apis")).toBe(FORM_BODY_LIMIT);
    expect(API_BODY_LIMIT).toBe(MAX_BODY_BYTES);
  });

  it("the 413 page says what happened in words", () => {
    expect(bodyTooLargePage(FORM_BODY_LIMIT)).toContain("larger than this form accepts (64 KB)");
  });
});
