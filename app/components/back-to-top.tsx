import { useEffect, useState } from "react";
import { ArrowUpIcon } from "~/components/ui/icons/shell";
import { BACK_TO_TOP_PX } from "~/utils/constants";

export function scrollToTop() {
  const reduce = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
  window.scrollTo({ top: 0, behavior: reduce ? "auto" : "smooth" });
  // Keyboard users continue from the top of the page.
  document.getElementById("top")?.focus({ preventScroll: true });
}

/**
 * The floating back-to-top button (JavaScript only): shown once the page is
 * scrolled more than 300 px. Without JavaScript the footer's plain
 * `<a href="#top">` link does the job.
 */
export function BackToTop({ threshold = BACK_TO_TOP_PX }: { threshold?: number }) {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const update = () => setVisible(window.scrollY > threshold);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [threshold]);

  return (
    <button
      type="button"
      onClick={scrollToTop}
      aria-label="Back to top"
      data-testid="back-to-top"
      tabIndex={visible ? 0 : -1}
      aria-hidden={visible ? undefined : true}
      className={`btt ${
        visible ? "visible translate-y-0 opacity-100" : "invisible translate-y-3 opacity-0"
      }`}
    >
      <ArrowUpIcon className="size-6" />
    </button>
  );
}
