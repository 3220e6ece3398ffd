import { Form } from "@remix-run/react";
import { SearchIcon } from "~/components/ui/icons/search";

// The site-wide search (issue 14 section 4): a plain GET form to /shop?search=...,
// so it works without JavaScript and adds nothing to a page's script but markup
// (with JavaScript Remix's <Form> makes it a client navigation). The shop's
// loader redirects to its canonical URL; app/models/search.ts reads the words.

export function HeaderSearch({ id, className = "" }: { id: string; className?: string }) {
  return (
    <Form method="get" action="/shop" role="search" aria-label="Site search" className={`relative ${className}`}>
      <label htmlFor={id} className="sr-only">
        Search the shop
      </label>
      <input
        id={id}
        type="search"
        name="search"
        placeholder="Search sarees, lehengas, kurtas..."
        maxLength={200}
        autoComplete="off"
        enterKeyHint="search"
        className="min-h-11 w-full rounded-full border border-stone-300 bg-stone-50 py-2 pr-12 pl-4 text-base text-stone-900 placeholder:text-stone-500 focus:border-brand-600 focus:bg-white focus:ring-2 focus:ring-brand-200 focus:outline-none lg:text-sm"
      />
      <button
        type="submit"
        aria-label="Search"
        className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-full text-stone-600 hover:text-brand-700"
      >
        <SearchIcon className="size-5" />
      </button>
    </Form>
  );
}
