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
// it anew), so plain static markup serves. Keyed by the props' JSON; a few entries at most (the
// shop's details and categories change rarely), the oldest dropped first.
const MAX_ENTRIES = 16;
const markup = new Map<string, string>();

export function staticMarkup<P extends object>(Component: ComponentType<P>, props: P): string {
  const key = JSON.stringify(props);
  let html = markup.get(key);
  if (html === undefined) {
    html = renderToStaticMarkup(createElement(Component, props));
    if (markup.size >= MAX_ENTRIES) markup.delete(markup.keys().next().value as string);
    markup.set(key, html);
  }
  return html;
}
