import { atom } from "nanostores";

/**
 * How many items the cart holds, shared by every island that shows it (the
 * header's cart icon). The cart work sets it from the cart query; until then 0.
 */
export const cartCount = atom(0);

export function setCartCount(count: number): void {
  cartCount.set(Number.isFinite(count) && count > 0 ? Math.floor(count) : 0);
}
