import type { PathGroup } from "~/utils/openapi";

// OpenAPI entries for /api/admin/customers, /api/admin/users/{id}/status.
// Build each operation with `operation()` (and `ref`, `envelope`) from "~/utils/openapi".
export const adminPeoplePaths: PathGroup = {};
