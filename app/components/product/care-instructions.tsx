import type { CareInstructions } from "~/utils/care-instructions";

// The Care Instructions tab; the words come from utils/care-instructions.ts
// through the loader.

export function CarePanel({ material, care }: { material: string; care: CareInstructions }) {
  return (
    <div className="max-w-3xl text-stone-700">
      <p className="leading-relaxed">
        {material ? <span className="font-semibold text-stone-900">{material}: </span> : null}
        {care.summary}
      </p>
      <ul className="mt-3 list-disc space-y-1.5 pl-6 leading-relaxed" data-testid="care-instructions">
        {care.steps.map((s) => (
          <li key={s}>{s}</li>
        ))}
      </ul>
    </div>
  );
}
