import type { PathGroup } from "~/utils/openapi";

// OpenAPI entries for GET/PUT /api/admin/orders*.
// Build each operation with `operation()` (and `ref`, `envelope`) from "~/utils/openapi".
export const adminOrderPaths: PathGroup = {};
