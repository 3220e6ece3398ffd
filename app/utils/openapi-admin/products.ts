import type { PathGroup } from "~/utils/openapi";

// OpenAPI entries for product create, update, delete, toggles and GET /api/admin/products.
// Build each operation with `operation()` (and `ref`, `envelope`) from "~/utils/openapi".
export const adminProductPaths: PathGroup = {};
