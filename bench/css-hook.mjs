// Lets the benches import route modules in plain Node: a stylesheet import
// (`~/tailwind.css?url` in root.tsx) becomes an empty module.
import { register } from "node:module";

register(
  "data:text/javascript," +
    encodeURIComponent(`
export async function resolve(specifier, context, next) {
  if (/\\.css(\\?.*)?$/.test(specifier)) return { url: "data:text/javascript,export default ''", shortCircuit: true };
  return next(specifier, context);
}`),
  import.meta.url,
);
