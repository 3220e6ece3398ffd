import type { TrackerStep } from "~/utils/order-tracker";

// Placed → Confirmed → Shipped → Delivered (utils/order-tracker.ts decides the
// steps). An ordered list, the current step marked aria-current="step", each
// step's state also in words for screen readers. Pure CSS: a vertical list on
// a phone, a row of four from 640 px; no JavaScript.

const STATE_WORDS: Record<TrackerStep["state"], string> = {
  done: "done",
  current: "current step",
  upcoming: "not yet",
  ended: "current step",
};

function Mark({ step }: { step: TrackerStep }) {
  const base = "relative z-10 flex size-7 shrink-0 items-center justify-center rounded-full border-2";
  if (step.state === "upcoming") return <span aria-hidden="true" className={`${base} border-stone-300 bg-white`} />;
  if (step.state === "ended") {
    return (
      <span aria-hidden="true" className={`${base} border-red-700 bg-red-700 text-white ring-4 ring-red-100`}>
        <svg viewBox="0 0 20 20" className="size-4" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round">
          <path d="M6 6l8 8M14 6l-8 8" />
        </svg>
      </span>
    );
  }
  return (
    <span aria-hidden="true" className={`${base} border-green-700 bg-green-700 text-white ${step.state === "current" ? "ring-4 ring-green-100" : ""}`}>
      <svg viewBox="0 0 20 20" className="size-4" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
        <path d="M5 10.5l3.2 3.2L15 7" />
      </svg>
    </span>
  );
}

/** The line from a step to the next one: green once the next step is reached, red into a cancellation or return. */
function lineClass(next: TrackerStep) {
  if (next.state === "ended") return "bg-red-300";
  return next.state === "upcoming" ? "bg-stone-200" : "bg-green-700";
}

export function OrderTracker({ steps, className = "" }: { steps: TrackerStep[]; className?: string }) {
  return (
    <section aria-labelledby="progress-heading" className={className}>
      <h2 id="progress-heading" className="sr-only">
        Order progress
      </h2>
      <ol aria-labelledby="progress-heading" className="grid sm:auto-cols-fr sm:grid-flow-col" data-testid="order-tracker">
        {steps.map((step, i) => {
          const next = steps[i + 1];
          const current = step.state === "current" || step.state === "ended";
          return (
            <li
              key={step.key}
              data-step={step.key}
              data-state={step.state}
              aria-current={current ? "step" : undefined}
              className="relative flex gap-3 pb-6 last:pb-0 sm:flex-col sm:items-center sm:gap-2 sm:px-2 sm:pb-0 sm:text-center"
            >
              {next ? (
                <span
                  aria-hidden="true"
                  className={`absolute top-7 bottom-0 left-[13px] w-0.5 sm:top-[13px] sm:bottom-auto sm:left-1/2 sm:h-0.5 sm:w-full ${lineClass(next)}`}
                />
              ) : null}
              <Mark step={step} />
              <div className="min-w-0 pt-0.5 sm:pt-0">
                <p className={`text-sm ${current ? "font-bold" : "font-semibold"} ${step.state === "upcoming" ? "text-stone-500" : step.state === "ended" ? "text-red-800" : "text-stone-900"}`}>
                  {step.label}
                  <span className="sr-only">, {STATE_WORDS[step.state]}</span>
                </p>
                {step.at ? <p className="text-xs text-stone-600">{step.at}</p> : null}
                {step.note ? <p className="text-xs font-medium text-stone-700">{step.note}</p> : null}
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
