// The OpenAPI 3.1 description of the JSON API (API.md), served at
// GET /api/openapi.json. To document more routes, write a `PathGroup` (see
// `authPaths`) with `operation()` and add it to PATH_GROUPS; put new shared
// shapes in SCHEMAS. Every operation is wrapped in the envelope and gets the
// standard error responses automatically.

type Schema = Record<string, unknown>;
type Operation = Record<string, unknown>;
export type PathGroup = Record<string, Partial<Record<"get" | "post" | "put" | "patch" | "delete", Operation>>>;

export const ref = (name: string): Schema => ({ $ref: `#/components/schemas/${name}` });

const str = (extra: Schema = {}): Schema => ({ type: "string", ...extra });
const nullable = (schema: Schema): Schema => ({ oneOf: [schema, { type: "null" }] });

/** The success envelope around `data`. */
export function envelope(data: Schema): Schema {
  return {
    allOf: [
      ref("Envelope"),
      { type: "object", properties: { success: { const: true }, data }, required: ["data"] },
    ],
  };
}

const ERROR_RESPONSES: Record<number, string> = {
  400: "ValidationError",
  401: "Unauthorized",
  403: "Forbidden",
  404: "NotFound",
  405: "MethodNotAllowed",
  409: "Conflict",
  413: "PayloadTooLarge",
  415: "UnsupportedMediaType",
  429: "TooManyRequests",
  500: "InternalError",
};

type OperationSpec = {
  summary: string;
  tags: string[];
  description?: string;
  /** Bearer access token required. */
  auth?: boolean;
  /** JSON request body schema. */
  body?: Schema;
  /** Query parameters. */
  query?: Array<{ name: string; schema: Schema; description?: string; required?: boolean }>;
  /** Path parameters (each `{name}` in the path). */
  pathParams?: string[];
  /** Schema of `data` on success. */
  data: Schema;
  /** Success status: 200 (default) or 201. */
  status?: 200 | 201;
  successMessage?: string;
  /** Extra error statuses beyond the automatic ones (400 with a body, 401/403 with auth, 405, 500). */
  errors?: number[];
};

/** One operation with the envelope, the security requirement and the standard errors filled in. */
export function operation(spec: OperationSpec): Operation {
  const statuses = new Set<number>([405, 500, ...(spec.errors ?? [])]);
  if (spec.body) [400, 413, 415].forEach((s) => statuses.add(s));
  if (spec.query?.length) statuses.add(400);
  if (spec.auth) [401, 403].forEach((s) => statuses.add(s));
  const responses: Record<string, unknown> = {
    [String(spec.status ?? 200)]: {
      description: spec.successMessage ?? "Success",
      content: { "application/json": { schema: envelope(spec.data) } },
    },
  };
  for (const status of [...statuses].sort((a, b) => a - b)) {
    const name = ERROR_RESPONSES[status];
    responses[String(status)] = name ? { $ref: `#/components/responses/${name}` } : { description: `Error ${status}` };
  }
  const parameters = [
    ...(spec.pathParams ?? []).map((name) => ({ name, in: "path", required: true, schema: str() })),
    ...(spec.query ?? []).map((q) => ({ name: q.name, in: "query", required: q.required ?? false, schema: q.schema, description: q.description })),
  ];
  return {
    summary: spec.summary,
    ...(spec.description ? { description: spec.description } : {}),
    tags: spec.tags,
    ...(spec.auth ? { security: [{ bearerAuth: [] }] } : { security: [] }),
    ...(parameters.length ? { parameters } : {}),
    ...(spec.body ? { requestBody: { required: true, content: { "application/json": { schema: spec.body } } } } : {}),
    responses,
  };
}

function errorResponse(description: string, status: number, headers?: Record<string, unknown>) {
  return {
    description,
    ...(headers ? { headers } : {}),
    content: { "application/json": { schema: status === 400 ? ref("ValidationErrorEnvelope") : ref("ErrorEnvelope") } },
  };
}

// ---------------------------------------------------------------- shared shapes

const password = str({ minLength: 8, maxLength: 128, format: "password" });

const SCHEMAS: Record<string, Schema> = {
  Envelope: {
    type: "object",
    description: "Every response: { success, message, data, errors?, timestamp }.",
    properties: {
      success: { type: "boolean" },
      message: str(),
      data: {},
      errors: { type: "array", items: ref("FieldError") },
      timestamp: str({ format: "date-time" }),
    },
    required: ["success", "message", "data", "timestamp"],
  },
  FieldError: {
    type: "object",
    properties: { param: str({ description: "The field's name or dotted path" }), msg: str() },
    required: ["param", "msg"],
  },
  ErrorEnvelope: {
    allOf: [ref("Envelope"), { type: "object", properties: { success: { const: false }, data: { type: "null" } } }],
  },
  ValidationErrorEnvelope: {
    allOf: [
      ref("ErrorEnvelope"),
      { type: "object", properties: { errors: { type: "array", items: ref("FieldError"), minItems: 1 } }, required: ["errors"] },
    ],
  },
  Pagination: {
    type: "object",
    properties: {
      page: { type: "integer" },
      limit: { type: "integer", maximum: 100 },
      total: { type: "integer" },
      pages: { type: "integer" },
      hasNext: { type: "boolean" },
      hasPrev: { type: "boolean" },
    },
    required: ["page", "limit", "total", "pages", "hasNext", "hasPrev"],
  },
  User: {
    type: "object",
    properties: {
      id: str(),
      firstName: str(),
      lastName: str(),
      email: str({ format: "email" }),
      phone: nullable(str()),
      role: { enum: ["customer", "admin"] },
      joinedDate: str({ format: "date-time" }),
    },
    required: ["id", "firstName", "lastName", "email", "phone", "role", "joinedDate"],
  },
  TokenPair: {
    type: "object",
    properties: {
      token: str({ description: "Access JWT (HS256), valid 15 minutes; send as `Authorization: Bearer <token>`" }),
      refreshToken: str({ description: "Opaque refresh token, valid 30 days, single use: each refresh returns a new one" }),
    },
    required: ["token", "refreshToken"],
  },
  AuthResult: {
    allOf: [ref("TokenPair"), { type: "object", properties: { user: ref("User") }, required: ["user"] }],
  },
  Health: {
    type: "object",
    properties: { status: { enum: ["ok", "error"] }, db: { enum: ["ok", "error"] } },
    required: ["status", "db"],
  },
};

const RESPONSES = {
  ValidationError: errorResponse("Validation failed (one `errors` item per bad field), malformed JSON, or a bad query value", 400),
  Unauthorized: errorResponse("Missing, invalid or expired token", 401, {
    "WWW-Authenticate": { schema: str() },
  }),
  Forbidden: errorResponse("Authenticated but not allowed (wrong role or deactivated account)", 403),
  NotFound: errorResponse("Unknown id or route", 404),
  MethodNotAllowed: errorResponse("The route does not support this method", 405, { Allow: { schema: str() } }),
  Conflict: errorResponse("Conflict (e-mail taken, not enough stock, amount mismatch, already cancelled)", 409),
  PayloadTooLarge: errorResponse("Body over 1 MiB", 413),
  UnsupportedMediaType: errorResponse("Body not sent as application/json", 415),
  TooManyRequests: errorResponse("Too many attempts", 429, {
    "Retry-After": { description: "Seconds to wait", schema: { type: "integer" } },
  }),
  InternalError: errorResponse("'Internal server error' (no details)", 500),
};

// ---------------------------------------------------------------- paths

const registerBody: Schema = {
  type: "object",
  properties: {
    firstName: str({ minLength: 1, maxLength: 50 }),
    lastName: str({ minLength: 1, maxLength: 50 }),
    email: str({ format: "email" }),
    phone: str({ description: "10+ digits; may contain spaces, dashes, parentheses and a leading +" }),
    password: { ...password, description: "8-128 characters with lowercase, uppercase and a digit" },
    confirmPassword: str(),
    gender: { enum: ["female", "male", "other", "prefer-not-to-say"] },
    agreeToTerms: { const: true },
    subscribeNewsletter: { type: "boolean", default: true },
  },
  required: ["firstName", "lastName", "email", "phone", "password", "confirmPassword", "agreeToTerms"],
};

const strongPassword = { ...password, description: "8-128 characters with lowercase, uppercase, a digit and one of @$!%*?&" };
const AUTH = ["Auth"];

export const authPaths: PathGroup = {
  "/api/auth/register": {
    post: operation({
      summary: "Create a customer account and sign in",
      description: "Rate limited per IP address and per e-mail.",
      tags: AUTH,
      body: registerBody,
      data: ref("AuthResult"),
      status: 201,
      errors: [409, 429],
    }),
  },
  "/api/auth/login": {
    post: operation({
      summary: "Sign in",
      description: "401 'Invalid email or password' whether or not the e-mail exists; 403 for a deactivated account. Rate limited per IP address and per e-mail.",
      tags: AUTH,
      body: { type: "object", properties: { email: str({ format: "email" }), password: str({ format: "password" }) }, required: ["email", "password"] },
      data: ref("AuthResult"),
      errors: [401, 403, 429],
    }),
  },
  "/api/auth/logout": {
    post: operation({
      summary: "Sign out",
      description: "Revokes the given refresh token (and every token rotated from the same sign-in). Without a refresh token, revokes all of the user's refresh tokens.",
      tags: AUTH,
      auth: true,
      body: { type: "object", properties: { refreshToken: str() } },
      data: { type: "null" },
    }),
  },
  "/api/auth/profile": {
    get: operation({ summary: "The signed-in user", tags: AUTH, auth: true, data: ref("User") }),
    put: operation({
      summary: "Update name and phone",
      tags: AUTH,
      auth: true,
      body: {
        type: "object",
        properties: { firstName: str({ minLength: 1, maxLength: 50 }), lastName: str({ minLength: 1, maxLength: 50 }), phone: str() },
        required: ["firstName", "lastName", "phone"],
      },
      data: ref("User"),
    }),
  },
  "/api/auth/change-password": {
    post: operation({
      summary: "Change the password",
      description: "400 'Current password is incorrect' (param currentPassword) when the current password is wrong.",
      tags: AUTH,
      auth: true,
      body: { type: "object", properties: { currentPassword: str({ format: "password" }), newPassword: strongPassword }, required: ["currentPassword", "newPassword"] },
      data: { type: "null" },
    }),
  },
  "/api/auth/forgot-password": {
    post: operation({
      summary: "E-mail a password reset link",
      description: "The same answer whether or not the e-mail has an account. The link expires after 60 minutes and works once. Rate limited per IP address and per e-mail.",
      tags: AUTH,
      body: { type: "object", properties: { email: str({ format: "email" }) }, required: ["email"] },
      data: { type: "null" },
      errors: [429],
    }),
  },
  "/api/auth/reset-password": {
    post: operation({
      summary: "Set a new password with a reset token",
      description: "The token is single use and expires; a reset signs the user out everywhere (web sessions and refresh tokens).",
      tags: AUTH,
      body: { type: "object", properties: { token: str(), password: strongPassword }, required: ["token", "password"] },
      data: { type: "null" },
    }),
  },
  "/api/auth/refresh-token": {
    post: operation({
      summary: "Exchange a refresh token for a new token pair",
      description: "The presented refresh token is used up. Presenting one that was already used revokes every token of that sign-in (reuse detection). 403 for a deactivated account.",
      tags: AUTH,
      body: { type: "object", properties: { refreshToken: str() }, required: ["refreshToken"] },
      data: ref("TokenPair"),
      errors: [401, 403],
    }),
  },
};

export const systemPaths: PathGroup = {
  "/api/health": {
    get: {
      ...operation({ summary: "Liveness and database check", tags: ["System"], data: ref("Health") }),
      responses: {
        "200": { description: "The database answers", content: { "application/json": { schema: envelope(ref("Health")) } } },
        "503": { description: "The database does not answer", content: { "application/json": { schema: ref("Envelope") } } },
      },
    },
  },
  "/api/openapi.json": {
    get: {
      summary: "This document (plain OpenAPI JSON, not wrapped in the envelope)",
      tags: ["System"],
      security: [],
      responses: { "200": { description: "OpenAPI 3.1 document", content: { "application/json": { schema: { type: "object" } } } } },
    },
  },
};

/** Every documented route; add new groups here. */
const PATH_GROUPS: PathGroup[] = [authPaths, systemPaths];

export function buildOpenApiDocument() {
  const paths: PathGroup = {};
  for (const group of PATH_GROUPS) {
    for (const [path, methods] of Object.entries(group)) paths[path] = { ...paths[path], ...methods };
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Surat Ethnic Wear API",
      version: "1.0.0",
      description:
        "JSON API of the store. Every response is the envelope { success, message, data, errors?, timestamp }. " +
        "Bodies are application/json (415 otherwise), at most 1 MiB (413). Prices are rupees; ids are opaque strings.",
    },
    servers: [{ url: "/" }],
    tags: [{ name: "Auth" }, { name: "System" }],
    paths,
    components: {
      schemas: SCHEMAS,
      responses: RESPONSES,
      securitySchemes: { bearerAuth: { type: "http", scheme: "bearer", bearerFormat: "JWT" } },
    },
  };
}
