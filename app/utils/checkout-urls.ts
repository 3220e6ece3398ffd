// The checkout steps' URLs (routes/checkout*.tsx), for the screens, the payment callback and the models.

/** The pay step of an online order; `payment` (failed, cancelled, invalid) says what just happened. */
export const payPath = (orderId: string, payment?: string | null) =>
  `/checkout/pay/${encodeURIComponent(orderId)}${payment ? `?${new URLSearchParams({ payment })}` : ""}`;

/** The success page of a paid (or cash-on-delivery) order. */
export const successPath = (orderId: string) => `/checkout/success/${encodeURIComponent(orderId)}`;

/** My Orders with a just-placed order highlighted at the top (where the success screen goes after 3 seconds). */
export const placedPath = (orderNumber: string) => `/account?${new URLSearchParams({ placed: orderNumber })}`;
