import { createElement, lazy as reactLazy, type ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { settled, type Module } from "~/utils/settled";

// React.lazy, except that the server never has to wait for the code (docs/decisions/0029-streaming-documents.md).
// Imported as "#lazy": package.json's "imports" map it to this file on the server and to plain React.lazy
// (utils/lazy.browser.ts) in the browser build, so it costs the browser nothing.
//
// Documents stream: a browser gets the shell as soon as it is ready, and a Suspense boundary still
// waiting for its code is sent as its fallback, its content following in the same response with an
// inline script that swaps it in. Without JavaScript that swap never happens. Every page must be
// complete without JavaScript, so here the code is loaded when the module is evaluated (when the
// server loads the build) and handed to React synchronously from then on: the server renders the
// component in place, inside the shell, from the first request.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own constraint
export function lazy<T extends ComponentType<any>>(load: () => Promise<Module<T>>) {
  let loaded: Module<T> | undefined;
  // Loaded when the server loads the build; a failure here is the render's to report (the factory loads again).
  load()
    .then((module) => (loaded = module))
    .catch(() => {});
  return reactLazy(() => (loaded ? settled(loaded) : load()));
}

// The markup of a component whose output depends on its props only (components/ui/deferred.tsx,
// `pure`: the footer's columns on every page), rendered once per distinct props and reused: the
// browser never hydrates it (deferred keeps the server's markup until its code loads, then renders
// it anew), so plain static markup serves. One cache per component, keyed by the props' JSON (so the
// props must be plain data: outside production a function or a symbol in them throws); a few entries
// each (the shop's details and categories change rarely), the oldest dropped first. Rendered apart
// from the page, it sees no router, request or user context, and its ids (useId) are prefixed so
// they cannot repeat one of the page's.
const MAX_ENTRIES = 16;
const caches = new WeakMap<object, Map<string, string>>();
const plainData = (_key: string, value: unknown) => {
  if (typeof value === "function" || typeof value === "symbol") throw new TypeError("A pure section's props must be plain data");
  return value;
};

export function staticMarkup<P extends object>(Component: ComponentType<P>, props: P): string {
  let markup = caches.get(Component);
  if (!markup) caches.set(Component, (markup = new Map()));
  const key = process.env.NODE_ENV === "production" ? JSON.stringify(props) : JSON.stringify(props, plainData);
  let html = markup.get(key);
  if (html === undefined) {
    // A failure (a bug, or code still loading) throws before anything is cached.
    html = renderToStaticMarkup(createElement(Component, props), { identifierPrefix: "pure-" });
    if (markup.size >= MAX_ENTRIES) markup.delete(markup.keys().next().value as string);
    markup.set(key, html);
  }
  return html;
}
