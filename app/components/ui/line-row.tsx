import type { ReactNode } from "react";

// One line of an order (the checkout's summary, the shopper's order page): its picture where it
// has one, what it is (`children`), then its line total. Two picture sizes, the summary's smaller.

const SIZES = {
  sm: { gap: "gap-3", width: 56, height: 72, box: "h-18 w-14" },
  md: { gap: "gap-4", width: 64, height: 80, box: "h-20 w-16" },
} as const;

export function LineRow({ image, size, total, totalTestId, children }: {
  image: string | null;
  size: keyof typeof SIZES;
  total: ReactNode;
  totalTestId?: string;
  children: ReactNode;
}) {
  const s = SIZES[size];
  return (
    <li className={`flex ${s.gap} py-3`}>
      {image ? <img src={image} alt="" width={s.width} height={s.height} className={`${s.box} shrink-0 rounded object-cover`} /> : null}
      <div className="min-w-0 flex-1 text-sm">{children}</div>
      <p className="text-sm font-semibold text-stone-900" data-testid={totalTestId}>
        {total}
      </p>
    </li>
  );
}
