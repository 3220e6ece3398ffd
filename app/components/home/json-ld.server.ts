// The home page's JSON-LD builder through a `.server` module of its own: in the browser build each
// `.server` import is an empty module, and one imported by two routes becomes a file of its own on
// both pages (a request for 100 bytes); imported by one route it is part of that route's file.
export { homeJsonLd } from "~/utils/json-ld.server";
