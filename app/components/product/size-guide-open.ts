// Loaded on the first click of the product page's Size Guide link (size-guide-dialog.tsx), not with
// the page: the dialog (title, Close, the charts) comes once from /size-guide/chart, server-rendered
// HTML, and is added at the end of the body (the size buttons sit inside the Add to Cart form, where
// its Close form could not be); its look is in tailwind.css (#size-guide). Esc and Close close it.

/** Opens the dialog (fetched the first time); anything failing (offline, no <dialog>) goes to /size-guide. */
export async function openSizeGuide() {
  try {
    let dialog = document.getElementById("size-guide") as HTMLDialogElement | null;
    if (!dialog) {
      const res = await fetch("/size-guide/chart");
      if (!res.ok) throw new Error(`size guide: ${res.status}`);
      document.body.insertAdjacentHTML("beforeend", await res.text());
      dialog = document.getElementById("size-guide") as HTMLDialogElement;
    }
    dialog.showModal();
  } catch {
    location.href = "/size-guide";
  }
}

// Loaded with import(): an entry point of its own in the browser build, so it re-exports the shell chunk
// like the others do (app/utils/shell-chunk.ts).
export * as __shellChunk from "~/utils/shell-chunk";
