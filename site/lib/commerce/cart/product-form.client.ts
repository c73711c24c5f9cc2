/**
 * The product page's add-to-cart form with JavaScript: a chosen size goes to the
 * cart through `addToCartByKey` (drawer opens, count updates); no size chosen
 * gives a clear message in the shopper's language. Without JavaScript the same
 * form posts to /api/cart/add and comes back.
 */
import { type AddMessages, addToCartByKey, installGlobalAddToCart, setAddMessages } from "./cart.client.ts";

export function enhanceAddToCartForms(): void {
  installGlobalAddToCart();
  for (const form of document.querySelectorAll<HTMLFormElement>("form.product__form[data-product-key]")) {
    const messages = JSON.parse(form.dataset.messages ?? "{}") as AddMessages & { chooseSize: string };
    setAddMessages(messages);
    const status = form.querySelector<HTMLElement>(".product__message");
    const button = form.querySelector<HTMLButtonElement>("button[type=submit]");
    form.noValidate = true;
    form.addEventListener("submit", async (event) => {
      event.preventDefault();
      const chosen = form.querySelector<HTMLInputElement>('input[name="variant"]:checked');
      if (!chosen) {
        if (status) {
          status.textContent = messages.chooseSize;
          status.dataset.kind = "error";
        }
        form.querySelector<HTMLInputElement>('input[name="variant"]:not(:disabled)')?.focus();
        return;
      }
      if (status) {
        status.textContent = "";
        delete status.dataset.kind;
      }
      const key = `${form.dataset.productKey}-${chosen.value}${form.dataset.clone === "true" ? "-clone" : ""}`;
      button?.setAttribute("aria-busy", "true");
      try {
        await addToCartByKey(key, { trigger: button });
      } finally {
        button?.removeAttribute("aria-busy");
      }
    });
    form.addEventListener("change", () => {
      if (status?.dataset.kind === "error") {
        status.textContent = "";
        delete status.dataset.kind;
      }
    });
    form.dataset.hydrated = "true";
  }
}
