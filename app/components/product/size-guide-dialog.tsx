// The product page's Size Guide: a link to /size-guide (without JavaScript), and with JavaScript a
// native modal dialog over the page, next to the size buttons the shopper is choosing from
// (size-guide-open.ts, loaded on the first click: the page is at its 110 KB budget). Any failure
// (offline, no <dialog>) follows the link.

export const SizeGuideLink = ({ className }: { className: string }) => (
  <a
    href="/size-guide"
    className={className}
    onClick={(event) => {
      event.preventDefault();
      import("~/components/product/size-guide-open").then((m) => m.openSizeGuide(), () => (location.href = "/size-guide"));
    }}
  >
    Size Guide
  </a>
);
