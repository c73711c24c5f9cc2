/**
 * The cart in the browser: API calls, the drawer's open state and the latest
 * cart (nanostores, shared by every island and script of the page), and the
 * global add-to-cart function `window.lnAddToCart(key)` for listings and
 * editorial content. Small on purpose: it is in the first load of every page;
 * the drawer (React Query and its UI) loads when it first opens.
 */
import { atom } from "nanostores";
import { HYDRATE_EVENT } from "#islands/hydrate-event.ts";
import { elevateMarketOf } from "#lib/markets/markets.ts";
import { ticketFor } from "#lib/search/tickets.client.ts";
import { cartSnapshot } from "#lib/shell/cart-store.client.ts";
import { toast } from "#lib/shell/toast.client.ts";
import type { ApiError, Cart, ProductGroup } from "./types.ts";

export const cartDrawerOpen = atom(false);
/** The one store of the cart in the browser (the header's count is computed from it); the drawer's query follows it. */
export { cartSnapshot };
/** The element that opened the drawer, where focus returns on close. */
export const drawerTrigger: { current: HTMLElement | null } = { current: null };

export interface CartPlace {
  market: string;
  language: string;
  locale: string;
}

/** The storefront of the current page, from the document (`<html lang data-market>`). */
export function currentPlace(): CartPlace {
  const root = document.documentElement;
  const market = root.dataset.market ?? "se";
  const language = root.lang || "sv";
  return { market, language, locale: `${language}-${market.toUpperCase()}` };
}

export class CartApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** Changes of the cart this page has sent (add, quantity, remove): a read sent before the latest one answers an older cart. */
let changesSent = 0;

async function call<T>(url: string, init?: RequestInit): Promise<T> {
  if (init?.method && init.method !== "GET") changesSent++;
  const response = await fetch(url, {
    ...init,
    headers: { Accept: "application/json", ...(init?.body ? { "Content-Type": "application/json" } : {}) },
  });
  const body = (await response.json().catch(() => null)) as (T & Partial<ApiError>) | null;
  if (!response.ok || !body) {
    throw new CartApiError(response.status, body?.error?.code ?? "NETWORK", body?.error?.message ?? `HTTP ${response.status}`);
  }
  return body;
}

const q = (p: CartPlace) => `market=${encodeURIComponent(p.market)}&language=${encodeURIComponent(p.language)}`;

export const cartApi = {
  get: (p: CartPlace) => call<Cart>(`/api/cart?${q(p)}`),
  add: (p: CartPlace, body: Record<string, unknown>) =>
    call<Cart>("/api/cart/items", { method: "POST", body: JSON.stringify({ ...body, language: p.language }) }),
  setQuantity: (p: CartPlace, lineId: number, quantity: number) =>
    call<Cart>(`/api/cart/items/${lineId}`, {
      method: "PATCH",
      body: JSON.stringify({ quantity, market: p.market, language: p.language }),
    }),
  remove: (p: CartPlace, lineId: number) => call<Cart>(`/api/cart/items/${lineId}?${q(p)}`, { method: "DELETE" }),
  /** The product group lookup: no session, no cookies (specification 7). */
  product: (p: CartPlace, productKey: string) =>
    call<ProductGroup>(
      `/api/products/${encodeURIComponent(productKey)}?market=${encodeURIComponent(elevateMarketOf(p.market))}&locale=${encodeURIComponent(p.locale)}`,
      { credentials: "omit" },
    ),
};

/**
 * The cart as the server has it, or null when a change was sent while it was read: a read that answers after an
 * add may have been answered before it, and would put the cart back as it was (the drawer opened empty after an
 * add, when the header's idle read crossed it on a slow phone).
 */
export async function readCart(place: CartPlace): Promise<Cart | null> {
  const before = changesSent;
  const cart = await cartApi.get(place);
  return changesSent === before ? cart : null;
}

/** Records a cart the server answered: the drawer's data and the header's count follow it. */
export function receiveCart(cart: Cart): void {
  cartSnapshot.set(cart);
}

export function openCartDrawer(trigger?: HTMLElement | null): void {
  drawerTrigger.current = trigger ?? (document.activeElement as HTMLElement | null);
  cartDrawerOpen.set(true);
  // The cart button renders the drawer; it hydrates on interaction (ADR 21), so wake it if nobody has yet.
  document.querySelector(".cart-button:not([data-hydrated])")?.dispatchEvent(new Event(HYDRATE_EVENT, { bubbles: true }));
}

export interface AddMessages {
  added: string;
  failed: string;
  outOfStock: string;
  limit: string;
  notFound: string;
}

let messages: AddMessages = {
  added: "Added to your cart",
  failed: "We couldn't add that to your cart. Please try again.",
  outOfStock: "Sorry, that size is sold out.",
  limit: "You can't add more of that size.",
  notFound: "That product is no longer available.",
};

/** The shopper's language for the add-to-cart toasts (set by the cart button or the product page). */
export function setAddMessages(next: AddMessages): void {
  messages = next;
}

/** The add-to-cart messages in the shopper's language, once the cart button or the product page set them. */
export function addMessages(): AddMessages {
  return messages;
}

const KEY = /^(LN\d+)-([a-z0-9]+(?:-[a-z0-9]+)*?)(-clone)?$/i;

/**
 * Adds one of a variant by its add-to-cart key (`LN100001-110`, `LN100001-19-22-clone`)
 * in one POST (the add takes the key), updates the count and opens the drawer.
 * Resolves true when added; failures show a toast.
 */
export async function addToCartByKey(
  key: string,
  options: { ticket?: string; trigger?: HTMLElement | null } = {},
): Promise<boolean> {
  const trigger = options.trigger ?? (document.activeElement as HTMLElement | null);
  const m = KEY.exec(key.trim());
  try {
    if (!m) throw new CartApiError(400, "INVALID_PRODUCT_KEY", key);
    const [, productKey = ""] = m;
    const place = currentPlace();
    // One request: the add takes the key itself and answers which of product or size is unknown.
    const cart = await cartApi.add(place, {
      productKey: key.trim(),
      options: {
        market: place.market,
        // A product picked from the search panel carries its click ticket to the cart line.
        ticket: options.ticket ?? ticketFor(productKey) ?? null,
      },
    });
    receiveCart(cart);
    openCartDrawer(trigger);
    return true;
  } catch (error) {
    const code = error instanceof CartApiError ? error.code : "NETWORK";
    const text =
      code === "OUT_OF_STOCK"
        ? messages.outOfStock
        : code === "INSUFFICIENT_STOCK" || code === "QUANTITY_LIMIT"
          ? messages.limit
          : code.endsWith("NOT_FOUND")
            ? messages.notFound
            : messages.failed;
    toast.error(text);
    return false;
  }
}

declare global {
  interface Window {
    lnAddToCart?: (key: string, options?: { ticket?: string }) => Promise<boolean>;
  }
}

/** Makes `window.lnAddToCart` available (idempotent). */
export function installGlobalAddToCart(): void {
  window.lnAddToCart ??= (key, options) => addToCartByKey(key, options);
}
