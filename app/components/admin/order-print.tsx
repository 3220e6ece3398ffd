import { Link } from "@remix-run/react";
import { buttonClass } from "~/components/admin/ui";
import { useHydrated } from "~/components/use-hydrated";

// The print stylesheet: only the invoice goes to paper (the admin shell,
// toasts and the screen's controls stay off it). With ?print=1 the screen
// shows the invoice alone too.
/** The page's own CSS: the status-dependent fields (CSS :has, so also without JavaScript) and the print rules. */
export function orderPageCss(formId: string, printView = false) {
  return PRINT_CSS(formId) + (printView ? PRINT_PAGE_CSS : "");
}

const PRINT_CSS = (FORM_ID: string) => `
.order-tracking-field, .order-end-confirm { display: none; }
#${FORM_ID}:has(select[name="status"] option[value="shipped"]:checked) .order-tracking-field,
#${FORM_ID}:has(select[name="status"] option[value="delivered"]:checked) .order-tracking-field { display: block; }
#${FORM_ID}:has(select[name="status"] option[value="cancelled"]:checked) .order-end-confirm,
#${FORM_ID}:has(select[name="status"] option[value="returned"]:checked) .order-end-confirm { display: block; }
@media print {
  @page { margin: 12mm; }
  html, body { background: #fff !important; }
  #admin-sidebar, #admin-topbar { display: none !important; }
  body * { visibility: hidden; }
  #order-invoice, #order-invoice * { visibility: visible; }
  #order-invoice { display: block !important; position: absolute; inset: 0 auto auto 0; width: 100%; padding: 0; box-shadow: none; border: 0; }
}`;
const PRINT_PAGE_CSS = `#admin-sidebar, #admin-topbar { display: none !important; }`;

export function PrintButton() {
  const hydrated = useHydrated();
  return hydrated ? (
    <button type="button" onClick={() => window.print()} className={buttonClass("secondary")}>
      Print
    </button>
  ) : (
    <Link to="?print=1" className={buttonClass("secondary")}>
      Print
    </Link>
  );
}
