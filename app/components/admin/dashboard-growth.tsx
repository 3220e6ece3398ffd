import { formatChange } from "~/schemas/admin-analytics";

/** Up or down (arrow, colour and words: never colour alone) and the percent, e.g. "▲ +12.5% from last month". */
export function GrowthIndicator({ percent, suffix = "from last month" }: { percent: number; suffix?: string }) {
  const up = percent > 0;
  const down = percent < 0;
  const tone = up ? "text-green-700" : down ? "text-red-700" : "text-stone-600";
  const word = up ? "Up" : down ? "Down" : "No change";
  return (
    <span data-testid="growth">
      <span className={`font-medium whitespace-nowrap ${tone}`}>
        <span aria-hidden="true">{up ? "▲" : down ? "▼" : "■"} </span>
        <span className="sr-only">{word} </span>
        {formatChange(percent)}
      </span>
      {suffix ? <span className="text-stone-600"> {suffix}</span> : null}
    </span>
  );
}
