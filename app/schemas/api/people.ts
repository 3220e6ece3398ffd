import { z } from "zod";
import { IsoDateTime } from "~/schemas/api/common";
import { ApiOrderAddressSchema } from "~/schemas/api/orders";
import { MESSAGE_STATUSES } from "~/utils/constants";

export const ApiContactMessageSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string().email(),
  phone: z.string().nullable(),
  subject: z.string(),
  message: z.string(),
  status: z.enum(MESSAGE_STATUSES),
  userId: z.string().nullable(),
  createdAt: IsoDateTime,
  updatedAt: IsoDateTime,
});

export const ApiAddressSchema = z.object({
  _id: z.string(),
  ...ApiOrderAddressSchema.shape,
  isDefault: z.boolean(),
  createdAt: IsoDateTime,
  updatedAt: IsoDateTime,
});

export const ApiAddressListSchema = z.array(ApiAddressSchema).describe("The caller's whole address book: the default first, then newest first");
