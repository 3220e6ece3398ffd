import { z } from "zod";
import { ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES } from "~/schemas/order-status";

// Shapes the JSON API answers with (API.md). They only feed the OpenAPI
// document (utils/openapi.server.ts) and are kept honest by
// tests/integration/api-response-schemas.test.ts, which validates real
// responses against them. Plain zod, no OpenAPI library: names and refs are
// given where the document is assembled.

export const IsoDateTime = z.string().datetime({ offset: true });
export const NullableDateTime = IsoDateTime.nullable();
export const Rupees = z.number().describe("Rupees");

export const OrderStatusSchema = z.enum(ORDER_STATUSES);
export const PaymentStatusSchema = z.enum(PAYMENT_STATUSES);
export const PaymentMethodSchema = z.enum(PAYMENT_METHODS);

export const FieldErrorSchema = z.object({
  param: z.string().describe("The field's name or dotted path"),
  msg: z.string(),
});

// `data` must be present (null at least): unknown() alone would make it optional.
const anyData = z.unknown().refine((v) => v !== undefined, "data is required");

export const EnvelopeSchema = z
  .object({
    success: z.boolean(),
    message: z.string(),
    data: anyData,
    errors: z.array(FieldErrorSchema).optional(),
    timestamp: IsoDateTime,
  })
  .describe("Every response: { success, message, data, errors?, timestamp }.");

export const ErrorEnvelopeSchema = EnvelopeSchema.extend({ success: z.literal(false), data: z.null() });
export const ValidationErrorEnvelopeSchema = ErrorEnvelopeSchema.extend({ errors: z.array(FieldErrorSchema).min(1) });

export const PaginationSchema = z.object({
  page: z.number().int(),
  limit: z.number().int().max(100),
  total: z.number().int(),
  pages: z.number().int(),
  hasNext: z.boolean(),
  hasPrev: z.boolean(),
});

/** A person's name and e-mail, as every user-shaped answer (account, customer, order) carries them. */
export const PersonFields = { firstName: z.string(), lastName: z.string(), email: z.string().email() };

export const UserSchema = z.object({
  id: z.string(),
  ...PersonFields,
  phone: z.string().nullable(),
  role: z.enum(["customer", "admin"]),
  joinedDate: IsoDateTime,
});

export const TokenPairSchema = z.object({
  token: z.string().describe("Access JWT (HS256), valid 15 minutes; send as `Authorization: Bearer <token>`"),
  refreshToken: z.string().describe("Opaque refresh token, valid 30 days, single use: each refresh returns a new one"),
});

export const AuthResultSchema = TokenPairSchema.extend({ user: UserSchema });

export const HealthSchema = z.object({ status: z.enum(["ok", "error"]), db: z.enum(["ok", "error"]) });

/** A list that pages: `{ <key>: item[], pagination }`. */
export const paged = <K extends string, T extends z.ZodTypeAny>(key: K, item: T) =>
  z.object({ [key]: z.array(item), pagination: PaginationSchema } as { [P in K]: z.ZodArray<T> } & { pagination: typeof PaginationSchema });
