import type { ComponentPropsWithoutRef, ReactNode } from "react";
import { useId, useRef, useState } from "react";
import { useHydrated } from "~/components/use-hydrated";
import { PendingButton } from "~/components/ui/pending-button";
import { HONEYPOT_FIELD } from "~/utils/constants";

// Form primitives shared by every screen: a labelled field with its error,
// the honeypot for public forms, and a form-level error banner.

// Import it from ~/components/use-hydrated where nothing else from this module is needed.
export { useHydrated };

type FieldProps = {
  label: ReactNode;
  errors?: string[] | null;
  hint?: ReactNode;
  inputProps: ComponentPropsWithoutRef<"input"> & { key?: string | number | null };
  /** Adds a show/hide toggle (only once JavaScript runs). */
  revealable?: boolean;
  children?: ReactNode;
};

export function Field({ label, errors, hint, inputProps, revealable, children }: FieldProps) {
  const fallbackId = useId();
  const id = inputProps.id ?? fallbackId;
  const errorId = `${id}-error`;
  const hydrated = useHydrated();
  const [shown, setShown] = useState(false);
  const { key, ...rest } = inputProps;
  const hasError = Boolean(errors?.length);
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-stone-800">
        {label}
      </label>
      <div className="relative">
        <input
          key={key ?? undefined}
          {...rest}
          id={id}
          type={revealable && shown ? "text" : rest.type}
          aria-invalid={hasError || undefined}
          aria-describedby={hasError ? errorId : undefined}
          className={`block min-h-11 w-full rounded-md border bg-white px-3 py-2 text-base text-stone-900 shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none ${
            hasError ? "border-red-600" : "border-stone-300"
          } ${revealable ? "pr-16" : ""}`}
        />
        {revealable && hydrated ? (
          <button
            type="button"
            onClick={() => setShown((s) => !s)}
            className="absolute inset-y-0 right-0 min-w-14 px-3 text-sm font-medium text-brand-700 hover:text-brand-900"
            aria-label={shown ? "Hide password" : "Show password"}
            aria-pressed={shown}
          >
            {shown ? "Hide" : "Show"}
          </button>
        ) : null}
      </div>
      {children}
      {hint && !hasError ? <p className="text-xs text-stone-600">{hint}</p> : null}
      <FieldErrors id={errorId} errors={errors} />
    </div>
  );
}

export function FieldErrors({ id, errors }: { id?: string; errors?: string[] | null }) {
  if (!errors?.length) return null;
  return (
    <p id={id} className="text-sm text-red-700" role="alert">
      {errors.join(", ")}
    </p>
  );
}

export function FormError({ errors }: { errors?: string[] | null }) {
  if (!errors?.length) return null;
  return (
    <div role="alert" className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
      {errors.join(" ")}
    </div>
  );
}

/** Bots fill every field; people never see this one (HONEYPOT_FIELD). */
export function Honeypot() {
  return (
    <div aria-hidden="true" style={{ position: "absolute", left: "-10000px", width: 1, height: 1, overflow: "hidden" }}>
      <label htmlFor="hp-website">Leave this field empty</label>
      <input id="hp-website" type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}

export function SubmitButton({ className = "", ...props }: ComponentPropsWithoutRef<typeof PendingButton>) {
  return (
    <PendingButton
      {...props}
      className={`inline-flex min-h-11 w-full items-center justify-center rounded-md bg-brand-700 px-4 py-2 font-semibold text-white shadow hover:bg-brand-900 disabled:cursor-not-allowed disabled:opacity-60 ${className}`}
    />
  );
}

/**
 * How many replies the action has sent, counted in the render that shows the reply (not in an
 * effect after it): password inputs keyed on it are emptied together with the reply's messages,
 * never a moment later, when the shopper may already be typing again.
 */
export function useReplyCount(reply: unknown): number {
  const seen = useRef<{ reply: unknown; count: number }>({ reply: undefined, count: 0 });
  if (reply && seen.current.reply !== reply) seen.current = { reply, count: seen.current.count + 1 };
  return seen.current.count;
}
