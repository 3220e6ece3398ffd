import type { LoaderFunctionArgs } from "@remix-run/node";
import { lookupPincode } from "~/models/pincode.server";
import type { CachePolicy } from "~/utils/cache-control.server";

export const cachePolicy = "public" satisfies CachePolicy;

// GET /pincode/:pin: the city and state of a 6-digit pincode from India Post's directory
// (models/pincode.server.ts), for the checkout and address forms' fill on blur (components/pincode-fill.ts).
// {"pincode","city","state"}, or 404 when the directory does not have it. The same for everyone
// and for a long time: the browser and any shared cache may keep it for a day.

export async function loader({ params }: LoaderFunctionArgs) {
  const place = lookupPincode(params.pin ?? "");
  if (!place) return Response.json({ error: "Pincode not found" }, { status: 404, headers: { "Cache-Control": "public, max-age=3600" } });
  return Response.json(place, { headers: { "Cache-Control": "public, max-age=86400" } });
}
