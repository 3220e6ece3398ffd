import type { PathGroup } from "~/utils/openapi";

// OpenAPI entries for /api/admin/dashboard, /api/admin/analytics, category create/update/delete.
// Build each operation with `operation()` (and `ref`, `envelope`) from "~/utils/openapi".
export const adminInsightPaths: PathGroup = {};
