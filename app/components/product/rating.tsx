// Stars for a rating (a fractional fill) and "1 review" / "3 reviews".

export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

export function Stars({ rating, className = "" }: { rating: number; className?: string }) {
  const width = `${Math.max(0, Math.min(5, rating)) * 20}%`;
  return (
    <span aria-hidden="true" className={`relative inline-block leading-none tracking-tight whitespace-nowrap ${className}`}>
      <span className="text-stone-300">★★★★★</span>
      <span className="absolute inset-y-0 left-0 overflow-hidden text-gold-500" style={{ width }}>
        ★★★★★
      </span>
    </span>
  );
}
