/**
 * The header's cart count while the cart button's island is not yet live (it
 * hydrates when a shopper reaches for it or adds something, ADR 21): reads the
 * cart once the page is idle and writes the count and the button's accessible
 * name into the server-rendered button. From hydration on, React shows them from
 * the same store, starting from what this wrote.
 */
import { cartCount } from "#lib/shell/cart-store.client.ts";
import { whenIdle } from "#lib/shell/idle.client.ts";
import { type AddMessages, currentPlace, installGlobalAddToCart, readCart, receiveCart, setAddMessages } from "./cart.client.ts";

export function initCartCount(): void {
  const button = document.querySelector<HTMLElement>(".site-header .cart-button[data-label]");
  if (!button) return;
  const messages = button.dataset.addMessages;
  if (messages) setAddMessages(JSON.parse(messages) as AddMessages);
  // Listings and editorial content add by key without waiting for the island.
  installGlobalAddToCart();
  const badge = button.querySelector<HTMLElement>(".cart-button__count");
  const show = (count: number) => {
    if (button.dataset.hydrated) return;
    if (badge) {
      badge.textContent = String(count);
      if (count === 0) badge.dataset.empty = "true";
      else delete badge.dataset.empty;
    }
    // The label's template names the count `{count}` (CartButton.tsx fills it the same way).
    button.setAttribute("aria-label", (button.dataset.label ?? "").replace("{count}", String(count)));
  };
  cartCount.listen(show);
  const read = () =>
    readCart(currentPlace())
      .then((cart) => cart && receiveCart(cart))
      .catch(() => {});
  whenIdle(read, 2000);
}
