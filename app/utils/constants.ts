// Business constants from the documents and DECISIONS, in one place.

export const FREE_SHIPPING_THRESHOLD_RUPEES = 2000;
export const SHIPPING_FEE_RUPEES = 99;
export const COD_MIN_TOTAL_RUPEES = 500; // COD offered when the total is above this
export const GST_SLAB_THRESHOLD_RUPEES = 2500; // per-item taxable value; at most this is 5%, above is 18%
export const GST_LOW_RATE = 5;
export const GST_HIGH_RATE = 18;

export const SHOP_PAGE_SIZE = 12;
export const ACCOUNT_ORDERS_PAGE_SIZE = 5;
export const ADMIN_PAGE_SIZE = 10;
export const ADMIN_PRODUCTS_PAGE_SIZE = 12;
export const API_MAX_LIMIT = 100;

export const PRICE_SLIDER_MAX = 50000;
export const PRICE_SLIDER_STEP = 500;
export const MAX_PAGE_BUTTONS = 5;

export const BADGE_CAP = 99;
export const MAX_LINE_QUANTITY = 10;
export const LOW_STOCK_THRESHOLD = 5;
export const STOCK_HOLD_MINUTES = 30;
/** Orders a customer may have open (pending, confirmed or processing) and unpaid at once: COD and online alike. */
export const MAX_OPEN_UNPAID_ORDERS = 3;
/** Guest carts and wishlists untouched this long are removed (runMaintenance). */
export const GUEST_DATA_DAYS = 30;
/** Empty guest carts and wishlists older than this are removed (runMaintenance). */
export const EMPTY_GUEST_DATA_HOURS = 24;
export const RETURN_DAYS = 7;

/** The hidden field public forms carry: bots fill every field, people never see this one. */
export const HONEYPOT_FIELD = "website";

export const DEFAULT_SIZE = "Free Size";
export const DEFAULT_COLOR = "Default";
export const DEFAULT_COUNTRY = "India";

export const SUCCESS_REDIRECT_DELAY_MS = 3000;
export const HERO_ROTATION_MS = 5000;
export const MOBILE_MENU_SWIPE_CLOSE_PX = 50;
export const BACK_TO_TOP_PX = 300;
export const SHOP_BACK_TO_TOP_PX = 400;

export const SESSION_DAYS_REMEMBER = 30;
export const SESSION_HOURS_DEFAULT = 24;
export const ACCESS_TOKEN_MINUTES = 15;
export const REFRESH_TOKEN_DAYS = 30;
export const PASSWORD_RESET_MINUTES = 60;

export const MESSAGE_STATUSES = ["new", "read", "responded", "closed"] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

export const GENDERS = ["female", "male", "other", "prefer-not-to-say"] as const;
