import type { ComponentType, SVGProps } from "react";
import { HeadsetIcon } from "~/components/ui/icons/headset";
import { ReturnIcon } from "~/components/ui/icons/return";
import { ShieldIcon, TruckIcon } from "~/components/ui/icons/shell";
import { useShopPolicies } from "~/components/ui/shell";
import { RETURN_DAYS } from "~/utils/constants";
import { formatRupees } from "~/utils/money";
import { IconDisc } from "~/components/ui/icon-disc";

// The benefits strip under the hero: four promises the shop keeps.

type IconType = ComponentType<SVGProps<SVGSVGElement>>;

const benefits = (freeShippingAbove: number): Array<{ title: string; text: string; Icon: IconType }> => [
  { title: "Free Shipping", text: `On orders above ${formatRupees(freeShippingAbove)}`, Icon: TruckIcon },
  { title: "24/7 Support", text: "Always here to help", Icon: HeadsetIcon },
  { title: "Secure Payment", text: "UPI, cards and COD", Icon: ShieldIcon },
  { title: "Easy Returns", text: `${RETURN_DAYS}-day return policy`, Icon: ReturnIcon },
];

export function Benefits() {
  const { freeShippingAbove } = useShopPolicies();
  return (
    <section aria-label="Why shop with us" className="border-b border-stone-200 bg-white">
      <ul className="mx-auto grid max-w-7xl grid-cols-2 gap-x-4 gap-y-5 px-4 py-6 sm:px-6 md:grid-cols-4 lg:px-8" data-testid="benefits">
        {benefits(freeShippingAbove).map(({ title, text, Icon }) => (
          <li key={title} className="flex items-center gap-3">
            <IconDisc Icon={Icon} />
            <span>
              <span className="block text-sm font-semibold text-stone-900 sm:text-base">{title}</span>
              <span className="block text-xs text-stone-600 sm:text-sm">{text}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
