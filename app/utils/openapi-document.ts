// Kept for the tests and callers that import it by this name; the document is
// generated in openapi.server.ts (server-only).
export { buildOpenApiDocument } from "~/utils/openapi.server";
