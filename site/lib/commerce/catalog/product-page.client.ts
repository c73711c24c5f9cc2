/**
 * The product page's own script, beside its add-to-cart form. A size guide link
 * (`data-size-guide` naming its dialog) opens the guide over the page as a modal
 * dialog: the browser keeps focus inside, closes it on Escape and on a click beside
 * it (`closedby="any"`), and gives focus back to the link; a link opened in a new tab,
 * or without script, goes to the guide's page. Once the page is idle, the gallery's
 * controls and the recently viewed products follow (product-page-idle.client.ts runs
 * when it arrives), which nothing on the first screen waits for.
 */
import { whenIdle } from "#lib/shell/idle.client.ts";

export function enhanceProductPage(): void {
  document.addEventListener("click", (event) => {
    // Click targets are elements (never text); a modified click keeps the link's own behaviour (a new tab).
    const link = (event.target as Element).closest<HTMLElement>("a[data-size-guide]");
    const dialog = link && document.getElementById(link.dataset.sizeGuide ?? "");
    if (dialog instanceof HTMLDialogElement && !(event.button || event.metaKey || event.ctrlKey || event.shiftKey)) {
      event.preventDefault();
      dialog.showModal();
    }
  });
  whenIdle(() => void import("./product-page-idle.client.ts"), 2000);
}
