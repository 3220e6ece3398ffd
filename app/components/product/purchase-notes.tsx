import { Link } from "@remix-run/react";
import { FacebookIcon, TwitterIcon, WhatsAppIcon } from "~/components/ui/icons/shell";
import { useShopPolicies } from "~/components/ui/shell";
import { RETURN_DAYS } from "~/utils/constants";
import { formatRupees } from "~/utils/money";

// Under the product page's purchase column: the shop's promises and the share links. Plain markup
// and links, so the page loads this code on first touch (components/ui/deferred.tsx), not with the page.

export function PurchaseNotes({ name, url }: { name: string; url: string }) {
  const policies = useShopPolicies();
  return (
    <div className="flex flex-col gap-5">
    <ul className="pn">
      <li>
        <b>Free shipping</b> on orders above {formatRupees(policies.freeShippingAbove)}
      </li>
      <li>
        <b>{RETURN_DAYS}-day returns</b>: see our{" "}
        <Link to="/returns" className="text-brand-700 underline underline-offset-2">
          return policy
        </Link>
      </li>
      <li>
        <b>Cash on Delivery</b> on orders above {formatRupees(policies.codAbove)}
      </li>
    </ul>
      <ShareLinks name={name} url={url} />
    </div>
  );
}

function ShareLinks({ name, url }: { name: string; url: string }) {
  const u = encodeURIComponent(url);
  const links = [
    { label: "Facebook", href: `https://www.facebook.com/sharer/sharer.php?u=${u}`, Icon: FacebookIcon },
    { label: "Twitter", href: `https://twitter.com/intent/tweet?url=${u}&text=${encodeURIComponent(name)}`, Icon: TwitterIcon },
    { label: "WhatsApp", href: `https://wa.me/?text=${encodeURIComponent(`${name} ${url}`)}`, Icon: WhatsAppIcon },
  ];
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className="text-sm font-semibold text-stone-900" id="share-label">
        Share:
      </span>
      <ul className="share" aria-labelledby="share-label">
        {links.map(({ label, href, Icon }) => (
          <li key={label}>
            <a
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`Share on ${label} (opens in a new tab)`}
            >
              <Icon className="size-5" aria-hidden="true" />
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

// Loaded with import(): an entry point of its own in the browser build, so it re-exports the shell chunk
// like the others do (app/utils/shell-chunk.ts).
export * as __shellChunk from "~/utils/shell-chunk";
