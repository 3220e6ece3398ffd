import { getFormProps, getInputProps, getTextareaProps, type SubmissionResult } from "@conform-to/react";
import { Form, useActionData, useNavigation } from "@remix-run/react";
import { Fragment } from "react";
import { FieldErrors, FormError, useHydrated } from "~/components/forms";
import { useServerForm } from "~/components/server-form";
import type { ReviewDTO } from "~/models/review.server";
import { PendingButton } from "~/components/ui/pending-button";

// The product page's review form (loaded on demand by product/reviews-section.tsx).
// Its rules and messages are ReviewSchema's (schemas/review.ts), never run in the
// browser (docs/decisions/0013-forms.md): the HTML constraints come with the product
// page's loader data, the field messages on blur (cleared on edit) from
// /forms/review/validate, and on submit from the product action's reply, which
// also brings back what was chosen and typed without JavaScript.

export type ReviewConstraint = Record<string, { required?: boolean; min?: number | string; max?: number | string; minLength?: number; maxLength?: number }>;

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

export default function ReviewForm({ productPath, own, constraint }: { productPath: string; own: ReviewDTO | null; constraint: ReviewConstraint }) {
  const actionData = useActionData() as { result?: SubmissionResult<string[]> } | undefined;
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const [form, fields] = useServerForm("review", actionData?.result, {
    id: "review-form",
    defaultValue: own ? { rating: String(own.rating), comment: own.comment } : undefined,
    constraint,
  });
  const submitting = navigation.state === "submitting" && navigation.formData?.get("intent") === "review";
  const ratingError = fields.rating.errors;
  const commentError = fields.comment.errors;
  const hintId = `${fields.comment.id}-hint`;
  const comment = getTextareaProps(fields.comment, { ariaDescribedBy: commentError ? undefined : hintId });

  return (
    <section id="write-review" aria-labelledby="write-review-heading" className="scroll-mt-24 rounded-xl border border-brand-100 bg-brand-50/40 p-5" data-testid="review-box">
      <h3 id="write-review-heading" className="font-serif text-lg font-semibold text-brand-700">
        {own ? "Edit Your Review" : "Write a Review"}
      </h3>
      {/* Without JavaScript the browser checks the constraints itself, and the page comes back at the form (errors) or at #reviews (saved). */}
      <Form
        method="post"
        action={hydrated ? undefined : `${productPath}#write-review`}
        preventScrollReset
        {...getFormProps(form)}
        className="mt-3 space-y-4"
      >
        <input type="hidden" name="intent" value="review" />
        <FormError errors={form.errors} />
        <fieldset aria-describedby={ratingError ? fields.rating.errorId : undefined}>
          <legend className="text-sm font-semibold text-stone-900">Your rating</legend>
          {/* Highest first in the DOM, shown lowest first: a checked star lights itself and every lower one (CSS only). */}
          <div className="mt-1 inline-flex flex-row-reverse justify-end rounded-md has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600">
            {[5, 4, 3, 2, 1].map((n) => {
              const { key, ...radio } = getInputProps(fields.rating, { type: "radio", value: String(n), ariaAttributes: false });
              return (
                <Fragment key={n}>
                  <input
                    key={key}
                    {...radio}
                    id={`review-rating-${n}`}
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
              );
            })}
          </div>
          <FieldErrors id={fields.rating.errorId} errors={ratingError} />
        </fieldset>
        <div className="space-y-1">
          <label htmlFor={fields.comment.id} className="block text-sm font-semibold text-stone-900">
            Your review
          </label>
          <textarea
            {...comment}
            key={comment.key}
            rows={5}
            placeholder="How was the fabric, the colour, the fit? Would you recommend it?"
            className={`block w-full rounded-md border bg-white px-3 py-2 text-base text-stone-900 shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none ${
              commentError ? "border-red-600" : "border-stone-300"
            }`}
          />
          {commentError ? (
            <FieldErrors id={fields.comment.errorId} errors={commentError} />
          ) : (
            <p id={hintId} className="text-xs text-stone-600">
              At least {constraint.comment?.minLength} characters.
            </p>
          )}
        </div>
        <PendingButton pending={submitting} pendingText="Saving..." className="inline-flex min-h-11 items-center justify-center rounded-md bg-brand-700 px-6 font-semibold text-white shadow hover:bg-brand-900 disabled:cursor-not-allowed disabled:opacity-60">
          {own ? "Update Review" : "Submit Review"}
        </PendingButton>
      </Form>
    </section>
  );
}

// Loaded with import(): an entry point of its own in the browser build, so it re-exports the shell chunk
// like the others do (app/utils/shell-chunk.ts).
export * as __shellChunk from "~/utils/shell-chunk";
