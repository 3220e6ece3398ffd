import { useFetcher, useLocation } from "@remix-run/react";
import { useRef, useState, type FormEvent } from "react";
import { useHydrated } from "~/components/use-hydrated";
import { CheckCircleIcon } from "~/components/ui/icons/shell";
import type { NewsletterActionData } from "~/routes/newsletter";
import { HONEYPOT_FIELD } from "~/utils/constants";

// The newsletter box (spec/storefront.md "Newsletter box"): e-mail field,
// Subscribe Now, Subscribing..., Thank You. Used on the home page and in the
// footer, so both behave the same.
//
// Without JavaScript it is a plain POST to /newsletter that comes back to this
// page with a toast; the browser checks the address natively (required,
// type=email, the documents' pattern). Once JavaScript runs it posts through a
// fetcher with mode=fetch and shows the states in place, checking the address
// first with the documents' messages.
//
// The rules live here, not in schemas/newsletter.ts: this form is on every
// page, and zod (plus Conform) would add about 25 KB gzip to every page's
// JavaScript for one field. NewsletterSchema, used by the server, is built on
// these same constants.

export const NEWSLETTER_MESSAGES = {
  required: "Please enter your email address",
  invalid: "Please enter a valid email address",
  /**
   * The toast and the inline thanks; the same for an address already on the list (no enumeration).
   * Subscribing e-mails a confirmation link (double opt-in): the address counts once it is confirmed.
   */
  subscribed: "Thank you for subscribing! Please check your inbox and confirm your subscription.",
  /** The API's success message. */
  apiSubscribed: "Confirmation e-mail sent. Please check your inbox to confirm your subscription.",
  /** The confirmation page, after its button. */
  confirmed: "Your subscription is confirmed. Thank you for subscribing!",
  /** A forged, mangled or expired confirmation link. */
  linkInvalid: "This confirmation link is invalid or has expired. Please subscribe again.",
  failed: "Subscription failed. Please try again.",
} as const;

/** The documents' "simple pattern": something@something.something, no spaces. */
export const NEWSLETTER_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** The longest address SMTP allows. */
export const NEWSLETTER_EMAIL_MAX = 254;

/** The message for a typed address, or null when it passes (NewsletterSchema's rules). */
export function newsletterEmailError(value: string): string | null {
  const email = value.trim();
  if (email === "") return NEWSLETTER_MESSAGES.required;
  if (email.length > NEWSLETTER_EMAIL_MAX || !NEWSLETTER_EMAIL_PATTERN.test(email)) return NEWSLETTER_MESSAGES.invalid;
  return null;
}

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
  const [clientError, setClientError] = useState<string | null>(null);
  // A server error stays until the address is edited.
  const [edited, setEdited] = useState(false);
  const styles = TONES[tone];

  const busy = fetcher.state !== "idle";
  const result = busy ? undefined : fetcher.data;
  const error = clientError ?? (result && !result.ok && !edited ? result.error : null);
  const inputId = `${id}-email`;
  const errorId = `${id}-error`;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const problem = newsletterEmailError(inputRef.current?.value ?? "");
    if (problem) {
      event.preventDefault();
      setClientError(problem);
      inputRef.current?.focus();
      return;
    }
    setClientError(null);
    setEdited(false);
  }

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
        <fetcher.Form method="post" action="/newsletter" id={id} noValidate={hydrated} onSubmit={onSubmit} className="flex w-full flex-col gap-3 sm:flex-row">
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
            required
            maxLength={NEWSLETTER_EMAIL_MAX}
            pattern={NEWSLETTER_EMAIL_PATTERN.source}
            title={hydrated ? undefined : NEWSLETTER_MESSAGES.invalid}
            autoComplete="email"
            placeholder="Enter your email address"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={() => {
              setClientError(null);
              setEdited(true);
            }}
            className={`min-h-12 w-full min-w-0 flex-1 rounded-lg border bg-white px-4 text-base text-stone-900 placeholder:text-stone-500 focus:ring-2 focus:outline-none ${styles.input}`}
          />
          <button
            type="submit"
            disabled={busy}
            className={`min-h-12 shrink-0 rounded-lg px-6 font-semibold transition-colors disabled:cursor-wait disabled:opacity-70 ${styles.button}`}
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
