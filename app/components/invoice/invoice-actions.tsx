import { useHydrated } from "~/components/forms";

// The invoice pages' actions: PDF downloads (plain links: a document, not a client navigation) and,
// with JavaScript, a Print button (without it the browser's own Print prints the same page).

export function InvoiceActions({ pdfs }: { pdfs: ReadonlyArray<{ href: string; label: string }> }) {
  const hydrated = useHydrated();
  const button = "inline-flex min-h-11 items-center justify-center rounded-md px-4 text-sm font-semibold";
  return (
    <div className="flex flex-wrap items-center gap-2">
      {pdfs.map((p) => (
        <a key={p.href} href={p.href} download className={`${button} bg-brand-700 text-white hover:bg-brand-800`}>
          {p.label}
        </a>
      ))}
      {hydrated ? (
        <button type="button" onClick={() => window.print()} className={`${button} border border-stone-300 text-stone-800 hover:border-brand-600`}>
          Print
        </button>
      ) : (
        <span className="text-sm text-stone-600">To print, use your browser&apos;s Print (Ctrl+P, or ⌘P on a Mac).</span>
      )}
    </div>
  );
}
