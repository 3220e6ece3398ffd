import {
  addToCart,
  adjustCartLine,
  applyCoupon,
  clearCart,
  removeCartLine,
  removeCoupon,
  updateCartLine,
  type Owner,
} from "~/models/cart.server";
import { CART_FAILURE_MESSAGES, CART_MESSAGES, couponAppliedMessage } from "~/schemas/cart";
import type { CartActionInput } from "~/utils/cart-action.server";
import { AppError, NotFound, ValidationError } from "~/utils/errors";

// The /cart form action's intent dispatcher, beside the cart model: one
// `intent` per button (Hydrogen's single cart action). The route parses the
// form (utils/cart-action.server.ts), finds the owner, calls runCartAction and
// turns the message into a toast (a redirect, or data for mode=fetch).

export type CartIntent = CartActionInput["intent"];

/** What a mode=fetch post answers: `count` is the cart's item count after the post. */
export type CartActionData = { ok: boolean; count: number; message: string };

const FAILURE: Record<CartIntent, string> = CART_FAILURE_MESSAGES;

const isIntent = (value: unknown): value is CartIntent => typeof value === "string" && value in FAILURE;

/** Only adding something gives a guest a cart (and so a guest id). */
export const intentCreatesCart = (intent: CartIntent) => intent === "add";

/** The message for a form that did not parse: the field's own words for a known intent, else the intent's failure. */
export function invalidCartActionMessage(intent: unknown, errors: Record<string, string[] | null> | null | undefined): string {
  if (!isIntent(intent)) return CART_MESSAGES.updateFailed;
  const first = Object.values(errors ?? {}).flat()[0];
  return first || FAILURE[intent];
}

/** Stock, limits, unknown products and coupon refusals are the shopper's to read; anything else is logged. */
export function cartActionErrorMessage(error: unknown, intent: CartIntent): string {
  if (error instanceof AppError && error.status < 500) return error.message;
  if (!(error instanceof AppError)) console.error("[cart] action failed:", error);
  return FAILURE[intent];
}

/** Runs one intent for the owner (null: a guest without a cart yet); returns the success message. */
export async function runCartAction(input: CartActionInput, owner: Owner | null): Promise<string> {
  if (!owner) {
    // No guest id yet means no cart: nothing to change.
    if (input.intent === "clear") return CART_MESSAGES.cleared;
    if (input.intent === "remove-coupon") return CART_MESSAGES.couponRemoved;
    if (input.intent === "apply-coupon") throw new ValidationError(CART_MESSAGES.couponEmptyCart);
    throw new NotFound(CART_MESSAGES.lineNotFound);
  }
  switch (input.intent) {
    case "add":
      await addToCart(owner, { productId: input.productId, quantity: input.quantity, size: input.size, color: input.color });
      return CART_MESSAGES.added;
    case "update":
      await updateCartLine(owner, { productId: input.productId, size: input.size, color: input.color, quantity: input.quantity });
      return input.quantity === 0 ? CART_MESSAGES.removed : CART_MESSAGES.updated;
    case "increment":
    case "decrement":
      await adjustCartLine(owner, { productId: input.productId, size: input.size, color: input.color, delta: input.intent === "increment" ? 1 : -1 });
      return CART_MESSAGES.updated;
    case "remove":
      await removeCartLine(owner, { productId: input.productId, size: input.size, color: input.color });
      return CART_MESSAGES.removed;
    case "clear":
      await clearCart(owner);
      return CART_MESSAGES.cleared;
    case "apply-coupon":
      return couponAppliedMessage(await applyCoupon(owner, input.code));
    case "remove-coupon":
      await removeCoupon(owner);
      return CART_MESSAGES.couponRemoved;
  }
}
