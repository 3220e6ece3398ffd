import type { ComponentType, SVGProps } from "react";

/** An icon centred in a round disc (contact tiles and details, the home benefits, the about page's values). */
export function IconDisc({
  Icon,
  className = "size-11 shrink-0 bg-brand-50 text-brand-700",
  iconClassName = "size-6",
}: {
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
  className?: string;
  iconClassName?: string;
}) {
  return (
    <span className={`flex items-center justify-center rounded-full ${className}`}>
      <Icon className={iconClassName} />
    </span>
  );
}
