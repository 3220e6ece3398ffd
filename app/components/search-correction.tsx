import { useRouteLoaderData } from "@remix-run/react";

/**
 * "Showing results for "kanjivaram"" under the shop's search summary when the
 * search as typed found nothing and its corrected spelling did (decision 0031).
 * Server-rendered, so it shows without JavaScript too.
 */
export function SearchCorrection() {
  const data = useRouteLoaderData<{ correctedSearch?: string | null }>("routes/shop");
  if (!data?.correctedSearch) return null;
  return (
    <p className="mt-1 text-base break-words text-stone-700" data-testid="search-correction">
      Showing results for <strong className="font-semibold text-brand-700">"{data.correctedSearch}"</strong>
    </p>
  );
}
