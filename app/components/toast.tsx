import { useEffect, useRef, useState } from "react";
import { onClientToast } from "~/utils/network-failure";
import type { RootData } from "~/utils/root-data";
import { AlertIcon, CheckCircleIcon, CloseIcon, InfoIcon } from "~/components/ui/icons/shell";

export type ToastData = NonNullable<NonNullable<RootData>["toast"]>;

export const TOAST_DURATION_MS = 5000;

const STYLES: Record<ToastData["type"], { bar: string; icon: string; Icon: typeof InfoIcon }> = {
  success: { bar: "border-l-green-600", icon: "text-green-700", Icon: CheckCircleIcon },
  error: { bar: "border-l-red-600", icon: "text-red-700", Icon: AlertIcon },
  info: { bar: "border-l-brand-600", icon: "text-brand-700", Icon: InfoIcon },
};

/**
 * Shows the root loader's toast (a flash cookie, one at a time). Without
 * JavaScript it is simply part of the page and its close control is a
 * `<summary>` (closing the `<details>` hides the whole toast). With JavaScript
 * it also dismisses itself after 5 seconds, paused while hovered or focused.
 */
export function Toaster({ toast }: { toast: ToastData | null | undefined }) {
  const next = toast ?? null;
  // Each new toast object (a fresh loader result) is a new toast, even when
  // its text repeats, so it gets a fresh key and shows again.
  const [current, setCurrent] = useState<{ toast: ToastData | null; from: ToastData | null; id: number }>({ toast: next, from: next, id: 0 });
  if (next !== current.from) setCurrent({ toast: next, from: next, id: current.id + 1 });
  // Toasts raised in the browser (a submission that never reached the server: utils/network-failure.ts).
  useEffect(() => onClientToast((t) => setCurrent((c) => ({ ...c, toast: { ...t, description: undefined } as ToastData, id: c.id + 1 }))), []);

  return (
    // On a phone toasts rise from the bottom: at the top they covered the header's cart badge at the
    // very moment it changed ("Item added to cart!").
    <div className="toasts">
      {current.toast ? <ToastCard key={current.id} toast={current.toast} /> : null}
    </div>
  );
}

function ToastCard({ toast }: { toast: ToastData }) {
  const ref = useRef<HTMLDetailsElement>(null);
  const [paused, setPaused] = useState(false);
  const style = STYLES[toast.type] ?? STYLES.info;

  useEffect(() => {
    if (paused) return;
    const timer = window.setTimeout(() => {
      if (ref.current) ref.current.open = false;
    }, TOAST_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [paused]);

  return (
    <details
      ref={ref}
      open
      className="pointer-events-auto relative w-full [&:not([open])]:hidden"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <summary
        aria-label="Dismiss notification"
        className="absolute top-1.5 right-1.5 z-10 flex size-11 cursor-pointer items-center justify-center rounded-full text-stone-500 hover:bg-stone-100 hover:text-stone-900"
      >
        <CloseIcon className="size-5" />
      </summary>
      <div
        data-testid="toast"
        data-type={toast.type}
        role={toast.type === "error" ? "alert" : "status"}
        className={`flex items-start gap-3 rounded-xl border border-l-4 border-stone-200 bg-white py-4 pr-14 pl-4 shadow-xl ${style.bar}`}
      >
        <style.Icon className={`mt-0.5 size-5 shrink-0 ${style.icon}`} />
        <div className="min-w-0">
          <p className="font-semibold text-stone-900">{toast.title}</p>
          {toast.description ? <p className="mt-0.5 text-sm text-stone-600">{toast.description}</p> : null}
        </div>
      </div>
    </details>
  );
}
