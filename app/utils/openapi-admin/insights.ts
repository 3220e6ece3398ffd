import { operation, ref, type PathGroup } from "~/utils/openapi";

// OpenAPI entries for /api/admin/dashboard, /api/admin/analytics, category create/update/delete.
const ADMIN = ["Admin"];
const num = { type: "number" };
const int = { type: "integer" };
const str = { type: "string" };
const date = { type: "string", format: "date", description: "Kolkata calendar date" };
const nullableStr = { oneOf: [str, { type: "null" }] };
const obj = (properties: Record<string, unknown>) => ({ type: "object", properties, required: Object.keys(properties) });
const growth = obj({ current: num, previous: num, growth: { type: "number", description: "Percent, 1 decimal; 100 when previous is 0 and current > 0" } });
const productSales = obj({ product: obj({ _id: str, name: str, image: nullableStr }), totalSold: int, revenue: { type: "number", description: "Rupees" } });

const dashboard = obj({
  overview: obj({ totalUsers: int, totalProducts: int, totalCategories: int, totalOrders: int, monthlyRevenue: num, yearlyRevenue: num }),
  growth: obj({ users: growth, orders: growth, revenue: growth }),
  recentOrders: {
    type: "array",
    items: obj({ _id: str, orderNumber: str, user: obj({ firstName: str, lastName: str, email: str }), totalAmount: num, status: str, paymentStatus: str, createdAt: { type: "string", format: "date-time" } }),
  },
  topProducts: { type: "array", items: productSales, description: "Last 90 days, by units sold in revenue orders" },
  lowStockProducts: { type: "array", items: obj({ _id: str, name: str, stock: int, image: nullableStr }), description: "Active products with stock <= 5, fewest first" },
  categoryStats: { type: "array", items: obj({ _id: str, name: str, productCount: int, activeProducts: int }) },
});

const analytics = obj({
  period: { enum: ["7d", "30d", "3m", "1y"] },
  salesData: { type: "array", items: obj({ date, revenue: num, orders: int }), description: "Every day of the period" },
  userRegistrations: { type: "array", items: obj({ date, registrations: int }) },
  productPerformance: { type: "array", items: productSales },
  categoryPerformance: { type: "array", items: obj({ categoryId: str, categoryName: str, totalSold: int, revenue: num }) },
});

const categoryBody = (required: string[]) => ({
  type: "object",
  properties: {
    name: { type: "string", minLength: 1, maxLength: 80 },
    description: { oneOf: [{ type: "string", maxLength: 1000 }, { type: "null" }] },
    image: { oneOf: [{ type: "string", maxLength: 500, description: "A path starting with / or an http(s) URL" }, { type: "null" }] },
    subcategories: { type: "array", maxItems: 50, items: { oneOf: [{ type: "string" }, obj({ name: str })] }, description: "The full list, in order; existing ones keep their ids" },
    featured: { type: "boolean" },
    sortOrder: { type: "integer", minimum: 0 },
  },
  required,
});

const REVENUE_NOTE = "Revenue counts orders that are paid or delivered, except cancelled and returned ones. Dates are Asia/Kolkata.";

export const adminInsightPaths: PathGroup = {
  "/api/admin/dashboard": {
    get: operation({
      summary: "Admins: dashboard figures",
      description: `Growth compares the current calendar month so far with the whole previous month. ${REVENUE_NOTE}`,
      tags: ADMIN,
      auth: true,
      data: dashboard,
    }),
  },
  "/api/admin/analytics": {
    get: operation({
      summary: "Admins: sales, registrations, product and category performance for a period",
      description: `7d and 30d: whole days up to today; 3m: 13 weeks; 1y: 12 calendar months. ${REVENUE_NOTE}`,
      tags: ADMIN,
      auth: true,
      query: [{ name: "period", schema: { enum: ["7d", "30d", "3m", "1y"], default: "30d" } }],
      data: analytics,
    }),
  },
  "/api/categories": {
    post: operation({
      summary: "Admins: create a category",
      description: "Without an image the placeholder /images/categories/placeholder.svg is stored. 409 when the name is taken (case-insensitive).",
      tags: ADMIN,
      auth: true,
      body: categoryBody(["name"]),
      data: ref("Category"),
      status: 201,
      successMessage: "Category created successfully",
      errors: [409],
    }),
  },
  "/api/categories/{id}": {
    put: operation({
      summary: "Admins: update a category (any subset)",
      description: "The image is saved as sent (empty or null clears it). subcategories replaces the list: removed ones are cleared from their products. 409 when the name is taken.",
      tags: ADMIN,
      auth: true,
      pathParams: ["id"],
      body: categoryBody([]),
      data: ref("Category"),
      successMessage: "Category updated successfully",
      errors: [404, 409],
    }),
    delete: operation({
      summary: "Admins: delete a category",
      description: "data is null. 409 while products use it: active ones, and also inactive or archived ones (kept for order history; move them first).",
      tags: ADMIN,
      auth: true,
      pathParams: ["id"],
      data: { type: "null" },
      successMessage: "Category deleted successfully",
      errors: [404, 409],
    }),
  },
};
