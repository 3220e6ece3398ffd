import { operation, ref, type PathGroup } from "~/utils/openapi";

// OpenAPI entries for /api/admin/customers, /api/admin/users/{id}/status.
// (The contact admin routes /api/contact/messages-get and /api/contact/{id}/status
// are documented with the storefront's contact group.)

const ADMIN = ["Admin"];
const dateTime = { type: "string", format: "date-time" };

const customerStats = {
  type: "object",
  properties: {
    orderCount: { type: "integer", minimum: 0, description: "Every order the customer placed, whatever its status" },
    totalSpent: {
      type: "number",
      minimum: 0,
      description: "Rupees: orders that are paid or delivered, excluding cancelled and returned ones",
    },
    lastOrderDate: { oneOf: [dateTime, { type: "null" }], description: "When the newest order was placed" },
  },
  required: ["orderCount", "totalSpent", "lastOrderDate"],
};

const customer = {
  type: "object",
  properties: {
    _id: { type: "string" },
    firstName: { type: "string" },
    lastName: { type: "string" },
    email: { type: "string", format: "email" },
    phone: { oneOf: [{ type: "string" }, { type: "null" }] },
    isActive: { type: "boolean" },
    role: { const: "customer" },
    createdAt: dateTime,
    updatedAt: dateTime,
    stats: customerStats,
  },
  required: ["_id", "firstName", "lastName", "email", "phone", "isActive", "role", "createdAt", "updatedAt", "stats"],
};

export const adminPeoplePaths: PathGroup = {
  "/api/admin/customers": {
    get: operation({
      summary: "Admins: customers with their order figures",
      description:
        "Customer accounts only (never admins). `search` matches first name, last name, full name, e-mail or phone " +
        "(every word must match one of them). `data.stats` counts Total, Active and Inactive over every customer " +
        "matching the search, whatever the status filter and page.",
      tags: ADMIN,
      auth: true,
      query: [
        { name: "page", schema: { type: "integer", minimum: 1, default: 1 } },
        { name: "limit", schema: { type: "integer", minimum: 1, default: 10 }, description: "Capped at 100" },
        { name: "search", schema: { type: "string", maxLength: 100 } },
        { name: "status", schema: { enum: ["all", "active", "inactive"], default: "all" } },
        { name: "sortBy", schema: { enum: ["createdAt", "firstName", "email"], default: "createdAt" } },
        { name: "sortOrder", schema: { enum: ["asc", "desc"], default: "desc" } },
      ],
      data: {
        type: "object",
        properties: {
          customers: { type: "array", items: customer },
          pagination: ref("Pagination"),
          stats: {
            type: "object",
            properties: { total: { type: "integer" }, active: { type: "integer" }, inactive: { type: "integer" } },
            required: ["total", "active", "inactive"],
          },
        },
        required: ["customers", "pagination", "stats"],
      },
      successMessage: "Customers retrieved successfully",
    }),
  },
  "/api/admin/users/{id}/status": {
    put: operation({
      summary: "Admins: activate or deactivate a customer",
      description:
        "Deactivating ends every web session and API token of the customer; they cannot sign in until activated again. " +
        "403 for an admin account (including the caller's own); 404 'Customer not found'. Message: " +
        "'User activated successfully' or 'User deactivated successfully'.",
      tags: ADMIN,
      auth: true,
      pathParams: ["id"],
      body: { type: "object", properties: { isActive: { type: "boolean" } }, required: ["isActive"] },
      data: customer,
      errors: [404],
    }),
  },
};
