// Messages of the auth schemas (auth.ts) that screens show themselves: without zod,
// so a screen can name them without zod reaching its JavaScript.

/** Shown for an unknown, used or expired reset link. */
export const RESET_INVALID = "This reset link is invalid or has expired.";
