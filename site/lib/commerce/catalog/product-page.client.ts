/**
 * The product page's own script, beside its add-to-cart form: the size guide's links
 * open it over the page; then, once the page is idle, the gallery's controls and the
 * recently viewed products (product-page-idle.client.ts), which nothing on the first
 * screen waits for.
 */
import { whenIdle } from "#lib/shell/idle.client.ts";

export function enhanceProductPage(): void {
  openSizeGuidesInPlace();
  whenIdle(() => void import("./product-page-idle.client.ts").then((m) => m.enhanceProductPageWhenIdle()), 2000);
}

/**
 * A size guide link (`data-size-guide` naming its dialog) opens the guide as a modal
 * dialog: the browser keeps focus inside and closes it on Escape; a click beside it
 * closes it too. A link opened in a new tab, or without script, goes to the guide's page.
 */
function openSizeGuidesInPlace(): void {
  const root = document.documentElement;
  let opener: HTMLElement | null = null;
  document.addEventListener("click", (event) => {
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>("a[data-size-guide]") : null;
    if (!link || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const dialog = document.getElementById(link.dataset.sizeGuide ?? "");
    if (!(dialog instanceof HTMLDialogElement)) return;
    event.preventDefault();
    if (dialog.dataset.bound !== "true") {
      dialog.dataset.bound = "true";
      dialog.addEventListener("click", (e) => e.target === dialog && dialog.close());
      dialog.addEventListener("close", () => {
        root.classList.remove("has-drawer");
        // Where the browser gives focus back to nothing (Safari after a click), give it to the link.
        if (document.activeElement === document.body) opener?.focus();
      });
    }
    opener = link;
    dialog.showModal();
    root.classList.add("has-drawer");
  });
}
