import { z } from "zod";
import { IsoDateTime } from "~/schemas/api/common";
import { MAX_LINE_QUANTITY } from "~/utils/constants";

export const ApiCartSchema = z
  .object({
    _id: z.string(),
    userId: z.string(),
    items: z.array(
      z.object({
        _id: z.string(),
        productId: z.object({
          _id: z.string(),
          name: z.string(),
          price: z.number(),
          originalPrice: z.number(),
          images: z.array(z.string()),
          category: z.object({ _id: z.string(), name: z.string(), slug: z.string() }),
          inStock: z.boolean(),
          stock: z.number().int(),
          isActive: z.boolean(),
          discountPercentage: z.number().int(),
        }),
        quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY),
        selectedSize: z.string(),
        selectedColor: z.string(),
        addedAt: IsoDateTime,
      }),
    ),
    totalItems: z.number().int().describe("Sum of the quantities of every line"),
    totalAmount: z.number().describe("Subtotal of the available lines"),
    originalAmount: z.number().describe("The same at the struck-through prices"),
    isActive: z.boolean(),
    createdAt: IsoDateTime,
    updatedAt: IsoDateTime,
    totals: z
      .object({
        subtotal: z.number(),
        discount: z.number(),
        shipping: z.number(),
        tax: z.number(),
        total: z.number(),
        couponCode: z.string().nullable(),
        freeShippingRemaining: z.number(),
      })
      .describe("From the pricing engine. tax = the GST contained in the total; freeShippingRemaining = 0 once shipping is free."),
  })
  .describe(
    "The caller's cart with CURRENT prices (rupees). A line whose product is no longer listed, out of stock, below the line's quantity, " +
      "or no longer offered in its size or colour stays in `items` but is left out of totalAmount, originalAmount and totals.",
  );

export const ApiCartCountSchema = z.object({ count: z.number().int() });
