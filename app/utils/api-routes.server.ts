import type { z } from "zod";
import { getCartForApi, type LineKey, type Owner } from "~/models/cart.server";
import { listLimitQuerySchema } from "~/schemas/catalog";
import { apiMethods, ok, parseJsonBody, parseQuery, requireApiUser, type ApiHandler } from "~/utils/api.server";

// Route builders for API routes that differ only in the model function they call and their message.

type LineBody = { productId: string; quantity: number; selectedSize?: string; selectedColor?: string };

/**
 * The cart API's line writes (POST /api/cart/add, PUT /api/cart/update): the signed-in user's
 * line from the JSON body, written by the cart model, answered with the whole cart.
 */
export function cartLineMethod<S extends z.ZodType<LineBody, z.ZodTypeDef, unknown>>(
  method: "POST" | "PUT",
  schema: S,
  write: (owner: Owner, line: LineKey & { quantity: number }) => Promise<unknown>,
  message: (body: z.output<S>) => string,
) {
  const handler: ApiHandler = async ({ request }) => {
    const user = await requireApiUser(request);
    const body = await parseJsonBody(request, schema);
    await write({ userId: user.id }, { productId: body.productId, quantity: body.quantity, size: body.selectedSize, color: body.selectedColor });
    return ok(await getCartForApi(user.id), message(body));
  };
  return apiMethods({ [method]: handler });
}

const ShelfQuerySchema = listLimitQuerySchema(8);

/** A public GET of a product shelf (featured, new arrivals): `?limit=` (default 8), the model's list. */
export function productShelfMethods(list: (limit: number) => Promise<unknown>, message: string) {
  return apiMethods(
    {
      GET: async ({ request }) => {
        const { limit } = parseQuery(request, ShelfQuerySchema);
        return ok(await list(limit), message);
      },
    },
    { cache: "public" },
  );
}
