import { MAX_LINE_QUANTITY } from "~/utils/constants";

// Cart messages (the documents' words where they give them), shared by the
// cart model, the cart page (browser too) and the API.
export const CART_MESSAGES = {
  added: "Item added to cart!",
  updated: "Cart updated!",
  removed: "Item removed from cart",
  cleared: "Cart cleared",
  couponRemoved: "Coupon removed",
  addFailed: "Failed to add item to cart",
  updateFailed: "Failed to update cart",
  removeFailed: "Failed to remove item from cart",
  clearFailed: "Failed to clear cart",
  couponFailed: "Failed to apply coupon",
  productNotFound: "Product not found",
  productUnavailable: "This product is no longer available",
  outOfStock: "This product is out of stock",
  lineNotFound: "Item not found in cart",
  quantityWhole: "Quantity must be a whole number",
  quantityMin: "Quantity must be at least 1",
  quantityMax: `Quantity cannot be more than ${MAX_LINE_QUANTITY} per item`,
  couponInvalid: "Invalid coupon code. Try SAVE10, FIRST20, or FESTIVE15",
  couponRequired: "Please enter a coupon code",
  couponEmptyCart: "Add items to your cart before applying a coupon",
  couponUsedUp: "This coupon has reached its usage limit",
  couponAlreadyUsed: "You have already used this coupon",
  checkoutEmpty: "Your cart is empty",
  checkoutUnavailable: "Remove or update the unavailable items to continue",
} as const;

export const couponAppliedMessage = (c: { code: string; percent: number }) => `Coupon ${c.code} applied: ${c.percent}% off`;

/** What a failed cart post says, by its intent (the documents' words); the page and the server share it. */
export const CART_FAILURE_MESSAGES = {
  add: CART_MESSAGES.addFailed,
  update: CART_MESSAGES.updateFailed,
  increment: CART_MESSAGES.updateFailed,
  decrement: CART_MESSAGES.updateFailed,
  remove: CART_MESSAGES.removeFailed,
  clear: CART_MESSAGES.clearFailed,
  "apply-coupon": CART_MESSAGES.couponFailed,
  "remove-coupon": CART_MESSAGES.updateFailed,
} as const;

/** The failure message of a posted cart form (an unknown intent: 'Failed to update cart'). */
export function cartFailureMessage(form: FormData): string {
  const intent = form.get("intent");
  return typeof intent === "string" && intent in CART_FAILURE_MESSAGES ? CART_FAILURE_MESSAGES[intent as keyof typeof CART_FAILURE_MESSAGES] : CART_MESSAGES.updateFailed;
}
