import { atom, computed } from "nanostores";
import type { Cart } from "#lib/commerce/cart/types.ts";

/**
 * The cart in the browser, one store for the page: the latest cart the server
 * answered (or the drawer's change on its way), shared by every island and script.
 * The server knows the cart by its HttpOnly cookie alone; nothing else is kept.
 */
export const cartSnapshot = atom<Cart | null>(null);

/** How many items the cart holds (the header's cart icon): 0 until the cart is read. */
export const cartCount = computed(cartSnapshot, (cart) => {
  const count = cart?.totalQuantity ?? 0;
  return Number.isFinite(count) && count > 0 ? Math.floor(count) : 0;
});
