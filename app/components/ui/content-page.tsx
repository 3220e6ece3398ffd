import type { ReactNode } from "react";

/** The date shown on the privacy, terms and cookie pages. */
export const LEGAL_UPDATED = "21 November 2026";

/** The maroon banner at the top of content pages. */
export function PageHero({ title, eyebrow, children }: { title: string; eyebrow?: string; children?: ReactNode }) {
  return (
    <div className="border-b border-brand-100 bg-linear-to-br from-brand-50 via-white to-amber-50">
      <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
        {eyebrow ? <p className="text-sm font-semibold tracking-[0.2em] text-amber-700 uppercase">{eyebrow}</p> : null}
        <h1 className="mt-2 font-serif text-3xl font-bold text-brand-700 sm:text-4xl">{title}</h1>
        {children ? <div className="mt-3 max-w-3xl text-base leading-relaxed text-stone-700 sm:text-lg">{children}</div> : null}
      </div>
    </div>
  );
}

/** A legal page (privacy, terms, cookies): its title, the date it was last updated, an introduction and the text. */
export function LegalPage({ title, intro, children }: { title: string; intro: ReactNode; children: ReactNode }) {
  return (
    <>
      <PageHero title={title} eyebrow={`Last updated: ${LEGAL_UPDATED}`}>
        {intro}
      </PageHero>
      <Prose>{children}</Prose>
    </>
  );
}

/** The shop's postal address on one line: "line1, line2, city - pincode, state, country". */
export function shopAddressLine({ address: a }: { address: { line1: string; line2: string; city: string; pincode: string; state: string; country: string } }) {
  return `${a.line1}, ${a.line2}, ${a.city} - ${a.pincode}, ${a.state}, ${a.country}`;
}

/** Long-form text with consistent headings, lists and tables. */
export function Prose({ children }: { children: ReactNode }) {
  return (
    <div
      className={[
        "mx-auto max-w-5xl px-4 py-10 text-[15px] leading-relaxed text-stone-700 sm:px-6 sm:text-base lg:px-8",
        "[&_h2]:mt-10 [&_h2]:mb-3 [&_h2]:font-serif [&_h2]:text-2xl [&_h2]:font-semibold [&_h2]:text-brand-700 [&_h2:first-child]:mt-0",
        "[&_h3]:mt-6 [&_h3]:mb-2 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-stone-900",
        "[&_p]:my-3 [&_ul]:my-3 [&_ul]:list-disc [&_ul]:space-y-1.5 [&_ul]:pl-6 [&_ol]:my-3 [&_ol]:list-decimal [&_ol]:space-y-1.5 [&_ol]:pl-6",
        "[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2 hover:[&_a]:text-brand-900",
        "[&_strong]:text-stone-900",
      ].join(" ")}
    >
      {children}
    </div>
  );
}

/** A responsive, scrollable table with a caption. */
export function DataTable({
  caption,
  head,
  rows,
}: {
  caption: string;
  head: readonly string[];
  rows: readonly (readonly (string | number)[])[];
}) {
  return (
    <div className="my-4 overflow-x-auto rounded-xl border border-stone-200 bg-white shadow-sm" tabIndex={0} role="region" aria-label={caption}>
      <table className="w-full min-w-[32rem] border-collapse text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-brand-700 text-white">
          <tr>
            {head.map((h) => (
              <th key={h} scope="col" className="px-4 py-3 font-semibold whitespace-nowrap">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr key={i} className="border-t border-stone-200 odd:bg-white even:bg-brand-50/50">
              {row.map((cell, j) =>
                j === 0 ? (
                  <th key={j} scope="row" className="min-w-36 px-4 py-2.5 font-semibold text-stone-900">
                    {cell}
                  </th>
                ) : (
                  <td key={j} className="px-4 py-2.5 whitespace-nowrap">
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The one-line screen for routes a later issue fills. */
export function ComingSoon({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-20 text-center sm:px-6">
      <h1 className="font-serif text-3xl font-bold text-brand-700 sm:text-4xl">{title}</h1>
      {children}
      <p className="mt-4 text-stone-600">Coming soon</p>
    </section>
  );
}
