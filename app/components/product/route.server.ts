// What routes/product.$id.tsx uses in its loader only, imported through this `.server` module:
// in the browser build it is empty, so the page does not load the chunk of the module below
// (esbuild loads the chunk of every module a route imports, used or not: decision 0016).
export { reviewerName } from "~/components/product/reviewer-name";
