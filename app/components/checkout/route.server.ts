// What routes/checkout.tsx uses in its loader and action only, imported through this `.server`
// module: in the browser build it is an empty, side-effect-free module, so the page does not
// load the chunks of these modules (esbuild loads the chunk of every module a route imports,
// used or not, when another page uses it: docs/decisions/0016-js-budget.md).
export { ORDER_MESSAGES } from "~/schemas/order-messages";
export { payPath, successPath } from "~/utils/checkout-urls";
