import { Suspense, useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore, type ComponentType } from "react";
import { flushSync } from "react-dom";
import { lazy, staticMarkup } from "#lazy";
import { settled } from "~/utils/settled";
import { whenReleased } from "~/components/pointer-press";

// Server-rendered content whose code loads on the shopper's first interaction with it
// (docs/decisions/0016-js-budget.md). The server renders the component in place (utils/lazy.server.ts
// has its code from the start), so it is on the page and works without JavaScript. The render that
// hydrates the page keeps that HTML as it is, without the component's code; the code loads when
// a pointer moves over it, a finger touches it or the focus enters it (its links work before
// that as plain links), or when its props change (new loader data), and React then renders it
// in place of the same markup, keeping the focus. After a client-side navigation it renders at
// once (the code loads with the route's data).
//
// For content without form fields (a typed value would not survive the swap), and inside a flex
// or grid parent: the wrapper is `display: contents`.
//
// `pure`: the component's markup depends on its props only (plain data; no router, request, user or
// date, no context at all), so the server renders it once per distinct props and reuses that markup
// (utils/lazy.server.ts `staticMarkup`): the footer's columns are on every page a signed-in shopper
// gets rendered for them. If that render fails, the section is rendered in place as without `pure`.
// The browser never hydrates that markup (see above), so it need not be React's streaming output.

const noSubscribe = () => () => {};
// Layout effects do nothing on the server (and React says so there).
const useClientLayoutEffect = typeof document === "undefined" ? useEffect : useLayoutEffect;
const SPAN = "contents";

/** The path of child indexes from `root` to `node` (to find the same element in the new markup). */
function pathTo(root: Element, node: Element | null): number[] | null {
  const path: number[] = [];
  for (let n = node; n && n !== root; n = n.parentElement) {
    if (!n.parentElement) return null;
    path.unshift(Array.prototype.indexOf.call(n.parentElement.children, n));
  }
  return node && root.contains(node) ? path : null;
}

/** A pure section's cached markup, or null when it cannot be rendered apart (logged; the page renders it in place). */
function pureMarkup<P extends object>(Component: ComponentType<P>, props: P): string | null {
  try {
    return staticMarkup(Component, props);
  } catch (error) {
    console.error("[deferred] a pure section could not be rendered on its own:", error);
    return null;
  }
}

export function deferred<P extends object>(load: () => Promise<ComponentType<P>>, { pure = false }: { pure?: boolean } = {}) {
  // Typed loosely for React.lazy (its props type wants refs); Deferred keeps P for its callers.
  let loaded: ComponentType<object> | undefined;
  // The browser caches the module: a second call costs a resolved promise (a failed one tries again).
  const loadCode = () => load().then((component) => (loaded = component as ComponentType<object>));
  // Once the code is here React.lazy gets it synchronously (utils/settled.ts): no suspense, one commit.
  const Real = lazy(() => (loaded ? settled({ default: loaded }) : loadCode().then((component) => ({ default: component }))));

  function Shown({ onShown }: { onShown: () => void }) {
    useClientLayoutEffect(onShown, [onShown]);
    return null;
  }

  return function Deferred(props: P) {
    // False in the server render and in the render that hydrates; true in any later browser render
    // (not only after a navigation, which is all useHydrated tells).
    const clientRender = useSyncExternalStore(noSubscribe, () => true, () => false);
    const [awake, setAwake] = useState(clientRender || typeof document === "undefined");
    const ref = useRef<HTMLDivElement>(null);
    const saved = useRef<{ focus: number[] | null } | null>(null);
    const first = useRef(props);

    useEffect(() => {
      const el = ref.current;
      if (awake || !el) return;
      // The server's markup is replaced by the component's in one commit (the code loaded first, then
      // flushSync), and only while no pointer is pressed: a press and its release on two different
      // elements make no click, so a swap between them would swallow the click on a link the pointer
      // had just reached. If the code cannot load, the server's markup stays (its links work as
      // plain links), unless it is stale: then the render goes ahead and the error boundary says so.
      const swap = (stale: boolean) => {
        const show = () =>
          whenReleased(() => {
            if (ref.current !== el) return;
            saved.current = { focus: pathTo(el, document.activeElement) };
            flushSync(() => setAwake(true));
          });
        void loadCode().then(show, () => (stale ? show() : undefined));
      };
      // New loader data for a page still showing the server's markup: render it with the code.
      if (first.current !== props && Object.keys(props).some((k) => props[k as keyof P] !== first.current[k as keyof P])) return swap(true);
      const wake = () => swap(false);
      const events = ["pointerover", "focusin", "touchstart"] as const;
      for (const e of events) el.addEventListener(e, wake, { passive: true, once: true });
      return () => {
        for (const e of events) el.removeEventListener(e, wake);
      };
    });

    const onShown = () => {
      const focus = saved.current?.focus;
      saved.current = null;
      if (!focus || !ref.current) return;
      let node: Element | undefined = ref.current;
      for (const i of focus) node = node?.children[i];
      if (node instanceof HTMLElement) node.focus({ preventScroll: true });
    };

    if (!awake) return <div ref={ref} className={SPAN} dangerouslySetInnerHTML={{ __html: "" }} suppressHydrationWarning />;
    if (pure && typeof document === "undefined") {
      const html = pureMarkup(Real, props);
      if (html !== null) return <div className={SPAN} dangerouslySetInnerHTML={{ __html: html }} />;
    }
    return (
      <div ref={ref} key="awake" className={SPAN}>
        {/* Waits only when mounted by a client-side navigation before the code is here. */}
        <Suspense fallback={null}>
          <Real {...props} />
          <Shown onShown={onShown} />
        </Suspense>
      </div>
    );
  };
}
