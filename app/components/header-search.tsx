import { Form } from "@remix-run/react";
import { Icon } from "~/components/ui/icons/shell";

// The site-wide search (issue 14 section 4): a plain GET form to /shop?search=...,
// so it works without JavaScript and costs a page's script only its markup (with
// JavaScript Remix's <Form> makes it a client navigation). The shop's loader
// redirects to its canonical URL and cuts the words at 200 characters.

export function HeaderSearch({ className }: { className: string }) {
  return (
    <Form method="get" action="/shop" role="search" aria-label="Search" className={`hs ${className}`}>
      <input
        type="search"
        name="search"
        aria-label="Search the shop"
        placeholder="Search sarees, lehengas..."
      />
      <button type="submit" aria-label="Search">
        {/* By name, not imported from icons/search: that module would become a chunk of its own on every page. */}
        <Icon name="search" />
      </button>
    </Form>
  );
}
