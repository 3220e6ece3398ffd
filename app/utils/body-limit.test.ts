import { describe, expect, it } from "vitest";
import { MAX_BODY_BYTES } from "~/utils/api.server";
import { MESSAGES } from "~/utils/api.server";
import { API_BODY_LIMIT, apiBodyTooLargeMessage, bodyLimitFor, bodyTooLargePage, FORM_BODY_LIMIT, LARGE_FORM_BODY_LIMIT, UPLOAD_BODY_LIMIT } from "./body-limit";

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

  it("the API's 413 names the limit the request was held to: 25 MB for a photo upload, 1 MiB for JSON", () => {
    const photos = bodyLimitFor("POST", "/api/admin/products/abc/photos", "multipart/form-data; boundary=x")!;
    expect(photos).toBe(UPLOAD_BODY_LIMIT);
    expect(apiBodyTooLargeMessage(photos)).toBe("Request body must not exceed 25 MB (photos: at most 8 MB each, 24 MB in all)");
    const json = bodyLimitFor("POST", "/api/admin/products/abc/photos", "application/json")!;
    expect(apiBodyTooLargeMessage(json)).toBe("Request body must not exceed 1 MiB");
    expect(apiBodyTooLargeMessage(json)).toBe(MESSAGES.payloadTooLarge);
    // Server.js holds anyone but an admin to 512 KB on the upload path before reading the body.
    expect(apiBodyTooLargeMessage(LARGE_FORM_BODY_LIMIT)).toBe("Request body must not exceed 512 KB");
  });
});
