import { Form, useActionData, useNavigation } from "@remix-run/react";
import { Fragment, useEffect, useState } from "react";
import { FormError, useHydrated } from "~/components/forms";
import type { ReviewDTO } from "~/models/review.server";

// The product page's review form (loaded on demand by product.$id.tsx).
// Page weight: zod and Conform stay on the server; the browser checks the
// form with a few lines mirroring ReviewSchema, whose words come with the
// loader data as `rules`.

export type ReviewRules = { rating: string; short: string; long: string; min: number; max: number; notReceived: string };
type ActionResult = { result?: { error?: Record<string, string[] | null>; initialValue?: Record<string, unknown> | null } } | undefined;

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

type ReviewErrors = { rating?: string; comment?: string };

/** The browser's copy of ReviewSchema's rules (the action re-checks with the schema itself). */
function checkReview(form: HTMLFormElement, rules: ReviewRules): ReviewErrors {
  const data = new FormData(form);
  const rating = Number(data.get("rating"));
  const comment = String(data.get("comment") ?? "").trim();
  const errors: ReviewErrors = {};
  if (!Number.isInteger(rating) || rating < 1 || rating > 5) errors.rating = rules.rating;
  if (comment.length < rules.min) errors.comment = rules.short;
  else if (comment.length > rules.max) errors.comment = rules.long;
  return errors;
}

export default function ReviewForm({ productPath, own, rules }: { productPath: string; own: ReviewDTO | null; rules: ReviewRules }) {
  const actionData = useActionData() as ActionResult;
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const [checked, setChecked] = useState<ReviewErrors | null>(null);
  // A new answer from the server replaces the browser's own findings.
  useEffect(() => setChecked(null), [actionData]);
  const result = actionData?.result;
  const serverErrors = result?.error ?? {};
  const initial = (result?.initialValue ?? {}) as Record<string, unknown>;
  const ratingError = checked ? checked.rating : serverErrors.rating?.[0];
  const commentError = checked ? checked.comment : serverErrors.comment?.[0];
  const formError = checked ? undefined : serverErrors[""];
  const defaultRating = typeof initial.rating === "string" ? initial.rating : own ? String(own.rating) : "";
  const defaultComment = typeof initial.comment === "string" ? initial.comment : (own?.comment ?? "");
  const submitting = navigation.state === "submitting" && navigation.formData?.get("intent") === "review";

  return (
    <section id="write-review" aria-labelledby="write-review-heading" className="scroll-mt-24 rounded-xl border border-brand-100 bg-brand-50/40 p-5" data-testid="review-box">
      <h3 id="write-review-heading" className="font-serif text-lg font-semibold text-brand-700">
        {own ? "Edit Your Review" : "Write a Review"}
      </h3>
      {/* Without JavaScript the browser checks required/minlength itself, and the page comes back at the form (errors) or at #reviews (saved). */}
      <Form
        method="post"
        id="review-form"
        action={hydrated ? undefined : `${productPath}#write-review`}
        preventScrollReset
        noValidate={hydrated}
        onSubmit={(e) => {
          const errors = checkReview(e.currentTarget, rules);
          setChecked(errors);
          if (errors.rating || errors.comment) {
            e.preventDefault();
            e.currentTarget.querySelector<HTMLElement>(errors.rating ? "input[name=rating]" : "textarea[name=comment]")?.focus();
          }
        }}
        onChange={(e) => {
          if (checked) setChecked(checkReview(e.currentTarget, rules));
        }}
        className="mt-3 space-y-4"
      >
        <input type="hidden" name="intent" value="review" />
        <FormError errors={formError} />
        <fieldset aria-describedby={ratingError ? "review-rating-error" : undefined}>
          <legend className="text-sm font-semibold text-stone-900">Your rating</legend>
          {/* Highest first in the DOM, shown lowest first: a checked star lights itself and every lower one (CSS only). */}
          <div className="mt-1 inline-flex flex-row-reverse justify-end rounded-md has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600">
            {[5, 4, 3, 2, 1].map((n) => (
              <Fragment key={n}>
                <input
                  type="radio"
                  name="rating"
                  value={n}
                  id={`review-rating-${n}`}
                  required
                  defaultChecked={defaultRating === String(n)}
                  aria-invalid={ratingError ? true : undefined}
                  className="peer sr-only"
                />
                <label
                  htmlFor={`review-rating-${n}`}
                  className="peer cursor-pointer px-0.5 text-4xl leading-none text-stone-300 peer-checked:text-gold-500 peer-hover:text-gold-400 hover:text-gold-400"
                  title={plural(n, "star")}
                >
                  <span aria-hidden="true">★</span>
                  <span className="sr-only">{plural(n, "star")}</span>
                </label>
              </Fragment>
            ))}
          </div>
          {ratingError ? (
            <p id="review-rating-error" className="mt-1 text-sm text-red-700" role="alert">
              {ratingError}
            </p>
          ) : null}
        </fieldset>
        <div className="space-y-1">
          <label htmlFor="review-comment" className="block text-sm font-semibold text-stone-900">
            Your review
          </label>
          <textarea
            id="review-comment"
            name="comment"
            rows={5}
            required
            minLength={rules.min}
            maxLength={rules.max}
            defaultValue={defaultComment}
            aria-invalid={commentError ? true : undefined}
            aria-describedby={commentError ? "review-comment-error" : "review-comment-hint"}
            placeholder="How was the fabric, the colour, the fit? Would you recommend it?"
            className={`block w-full rounded-md border bg-white px-3 py-2 text-base text-stone-900 shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none ${
              commentError ? "border-red-600" : "border-stone-300"
            }`}
          />
          {commentError ? (
            <p id="review-comment-error" className="text-sm text-red-700" role="alert">
              {commentError}
            </p>
          ) : (
            <p id="review-comment-hint" className="text-xs text-stone-600">
              At least {rules.min} characters.
            </p>
          )}
        </div>
        <button
          type="submit"
          disabled={submitting}
          className="inline-flex min-h-11 items-center justify-center rounded-md bg-brand-700 px-6 font-semibold text-white shadow hover:bg-brand-900 disabled:cursor-not-allowed disabled:opacity-60"
        >
          {submitting ? "Saving..." : own ? "Update Review" : "Submit Review"}
        </button>
      </Form>
    </section>
  );
}

