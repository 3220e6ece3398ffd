import type { ReactNode } from "react";
import { AlertIcon, CheckCircleIcon, ClockIcon } from "~/components/ui/icons/shell";

// The checkout screens' page frame and notices.

export function PageShell({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <h1 className="border-b border-stone-200 pb-4 font-serif text-3xl font-bold text-brand-700 sm:text-4xl">{title}</h1>
      {children}
    </div>
  );
}

export function Banner({ kind, children, testId }: { kind: "error" | "info" | "success"; children: ReactNode; testId?: string }) {
  const styles = {
    error: "border-red-200 bg-red-50 text-red-800",
    info: "border-amber-200 bg-amber-50 text-stone-800",
    success: "border-green-200 bg-green-50 text-green-800",
  }[kind];
  return (
    <div role={kind === "error" ? "alert" : "status"} data-testid={testId} className={`flex items-start gap-3 rounded-lg border px-4 py-3 text-sm ${styles}`}>
      {kind === "error" ? <AlertIcon className="mt-0.5 size-5 shrink-0" /> : kind === "success" ? <CheckCircleIcon className="mt-0.5 size-5 shrink-0" /> : <ClockIcon className="mt-0.5 size-5 shrink-0" />}
      <div>{children}</div>
    </div>
  );
}
