import { useFetcher, useLocation, useRouteLoaderData } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useHydrated } from "~/components/use-hydrated";
import { CheckCircleIcon } from "~/components/ui/icons/shell";
import type { RootData } from "~/root";
import type { NewsletterActionData } from "~/routes/newsletter";
import { NEWSLETTER_MESSAGES } from "~/schemas/newsletter-messages";
import { HONEYPOT_FIELD } from "~/utils/constants";

// The newsletter box (spec/storefront.md "Newsletter box"): e-mail field,
// Subscribe Now, Subscribing..., Thank You. Used on the home page and in the
// footer, so both behave the same.
//
// Its rules and messages are NewsletterSchema's (schemas/newsletter.ts), never
// run in the browser (docs/decisions/0013-forms.md). Without JavaScript it is a
// plain POST to /newsletter that comes back to this page with a toast; the
// browser checks the address with the schema's HTML constraints (required,
// maxlength, the documents' pattern), which come with the root loader data.
// Once JavaScript runs it posts through a fetcher with mode=fetch and shows the
// states in place; a refused address shows the action's message, which stays
// until the address is edited. This box is on every page: it takes neither zod
// nor Conform (about 10 KB gzip) for one field.

type Tone = "dark" | "light";

const TONES: Record<Tone, { input: string; button: string; error: string; success: string; successText: string }> = {
  dark: {
    input: "border-white/30 focus:border-gold-400 focus:ring-gold-400",
    button: "bg-gold-400 text-brand-900 hover:bg-gold-500",
    error: "bg-white text-red-700",
    success: "border-white/20 bg-white/10 text-white",
    successText: "text-brand-100",
  },
  light: {
    input: "border-stone-300 focus:border-brand-600 focus:ring-brand-200",
    button: "bg-brand-700 text-white hover:bg-brand-900",
    error: "bg-red-50 text-red-700",
    success: "border-green-200 bg-green-50 text-green-900",
    successText: "text-green-800",
  },
};

export function NewsletterForm({
  id,
  label = "Email address",
  tone = "dark",
  className = "",
}: {
  /** Unique on the page: the form, its field and its error derive their ids from it. */
  id: string;
  /** The field's (visually hidden) label. */
  label?: string;
  tone?: Tone;
  className?: string;
}) {
  const fetcher = useFetcher<NewsletterActionData>();
  const location = useLocation();
  const hydrated = useHydrated();
  const inputRef = useRef<HTMLInputElement>(null);
  // NewsletterSchema's HTML constraints (schemas/forms.server.ts, through the root loader).
  const constraint = (useRouteLoaderData("root") as RootData | undefined)?.newsletterConstraint.email;
  // The action's message stays until the address is edited.
  const [edited, setEdited] = useState(false);
  const styles = TONES[tone];

  const busy = fetcher.state !== "idle";
  const result = busy ? undefined : fetcher.data;
  const error = result && !result.ok && !edited ? result.error : null;
  const inputId = `${id}-email`;
  const errorId = `${id}-error`;

  // A refused address: back to the field, as the browser's own check would.
  useEffect(() => {
    if (result && !result.ok) inputRef.current?.focus();
  }, [result]);

  return (
    <div className={className} aria-live="polite">
      {result?.ok ? (
        <div data-testid="newsletter-success" className={`flex items-start gap-3 rounded-lg border px-4 py-3 ${styles.success}`}>
          <CheckCircleIcon className="mt-0.5 size-6 shrink-0" />
          <div>
            <p className="font-serif text-lg font-semibold">Thank You!</p>
            <p className={`text-sm ${styles.successText}`}>{result.message}</p>
          </div>
        </div>
      ) : (
        <fetcher.Form method="post" action="/newsletter" id={id} noValidate={hydrated} onSubmit={() => setEdited(false)} className="nl-f">
          <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
          {hydrated ? <input type="hidden" name="mode" value="fetch" /> : null}
          {/* Bots fill every field; people never see this one. */}
          <div aria-hidden="true" style={{ position: "absolute", left: "-10000px", width: 1, height: 1, overflow: "hidden" }}>
            <label htmlFor={`${id}-website`}>Leave this field empty</label>
            <input id={`${id}-website`} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
          </div>
          <label htmlFor={inputId} className="sr-only">
            {label}
          </label>
          <input
            ref={inputRef}
            id={inputId}
            type="email"
            name="email"
            required={constraint?.required}
            maxLength={constraint?.maxLength}
            pattern={constraint?.pattern}
            title={hydrated ? undefined : NEWSLETTER_MESSAGES.invalid}
            autoComplete="email"
            placeholder="Enter your email address"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={() => setEdited(true)}
            // `.nl-in` and `.nl-btn` (tailwind.css): the box is on most pages, in the footer.
            className={`nl-in ${styles.input}`}
          />
          <button
            type="submit"
            disabled={busy}
            className={`nl-btn ${styles.button}`}
          >
            {busy ? "Subscribing..." : "Subscribe Now"}
          </button>
        </fetcher.Form>
      )}
      {error ? (
        <p id={errorId} role="alert" data-testid="newsletter-error" className={`mt-2 inline-block rounded px-2 py-1 text-sm font-medium ${styles.error}`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
