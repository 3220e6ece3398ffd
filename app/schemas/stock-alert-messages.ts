// "Notify me" messages (decision 0019), apart from the schema so a route can use them without zod.

export const STOCK_ALERT_MESSAGES = {
  emailRequired: "Please enter your email address",
  emailInvalid: "Please enter a valid email address",
  inStock: "This size and colour is in stock: add it to your cart.",
  unknown: "Choose a size and colour this product is sold in.",
  saved: (email: string) => `We will e-mail ${email} once when it is back in stock.`,
} as const;
