import type { MouseEvent } from "react";

// The product page's Size Guide: a link to /size-guide (without JavaScript, or a browser without
// <dialog>), and with JavaScript a native modal dialog beside the size buttons. Its content (title,
// Close, the charts) comes once from /size-guide/chart, server-rendered HTML, and its look from
// tailwind.css (#size-guide), so next to nothing of it weighs on this page's JavaScript (the page is
// at its 110 KB budget). Esc and Close (a method="dialog" form) close it.

function openSizeGuide(event: MouseEvent<HTMLAnchorElement>) {
  const dialog = event.currentTarget.nextElementSibling as HTMLDialogElement;
  if (!dialog.showModal) return;
  event.preventDefault();
  (dialog.innerHTML ? Promise.resolve("") : fetch("/size-guide/chart").then((res) => (res.ok ? res.text() : Promise.reject()))).then(
    (html) => {
      if (html) dialog.innerHTML = html;
      dialog.showModal();
    },
    () => location.assign("/size-guide"),
  );
}

export function SizeGuideLink({ className }: { className: string }) {
  return (
    <>
      <a href="/size-guide" onClick={openSizeGuide} className={className} aria-haspopup="dialog">
        Size Guide
      </a>
      <dialog id="size-guide" aria-labelledby="size-guide-title" />
    </>
  );
}
