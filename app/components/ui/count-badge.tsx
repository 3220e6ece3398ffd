import { BADGE_CAP } from "~/utils/constants";

/** "99+" above the cap (spec: badge cap 99+). */
export function formatBadgeCount(count: number) {
  return count > BADGE_CAP ? `${BADGE_CAP}+` : String(count);
}

/** "Wishlist, 3 items" / "Cart, 1 item" for icon links whose badge is visual only. */
export function countLabel(name: string, count: number) {
  return `${name}, ${count} ${count === 1 ? "item" : "items"}`;
}

/** A small count bubble on an icon; hidden at 0. The link itself carries the accessible label. */
export function CountBadge({ count, className = "" }: { count: number; className?: string }) {
  if (!count || count < 1) return null;
  return (
    <span
      aria-hidden="true"
      data-testid="count-badge"
      className={`pointer-events-none absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-brand-600 px-1 text-[11px] leading-none font-bold text-white ring-2 ring-white ${className}`}
    >
      {formatBadgeCount(count)}
    </span>
  );
}
