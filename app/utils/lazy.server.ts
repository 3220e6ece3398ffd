import { lazy as reactLazy, type ComponentType } from "react";
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
