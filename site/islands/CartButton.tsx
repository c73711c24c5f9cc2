import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from "react";
import {
  type AddMessages,
  cartDrawerOpen,
  installGlobalAddToCart,
  openCartDrawer,
  setAddMessages,
} from "../lib/commerce/cart/cart.client.ts";
import type { PaymentLogo } from "../lib/commerce/checkout/payment-logos.ts";
import { cartCount } from "../lib/shell/cart-store.client.ts";
import type { CartDrawerLabels } from "./CartDrawer.tsx";
import { BackIcon, CartIcon } from "./icons.tsx";
import { useHydrated } from "./use-modal-dialog.ts";

// The drawer (React Query, its UI) is fetched when it first opens, not with the page.
const CartDrawer = lazy(() => import("./CartDrawer.tsx"));

export interface CartButtonProps {
  /** Without JavaScript the icon leads to checkout. */
  href: string;
  /** The accessible name with `{count}` for the number of items. */
  label: string;
  drawer: CartDrawerLabels;
  add: AddMessages;
  paymentLogos: PaymentLogo[];
  /** Where the empty cart sends a shopper on. */
  newHref: string;
  /** The storefront's base path, for the free-shipping hint's market and links. */
  market: string;
  /** A visible text instead of the icon and count (checkout's header: "Back to cart"). */
  text?: string;
}

/**
 * During hydration the count is what the page already shows: the header's script
 * (cart-count.client.ts) has written the store's count into this button.
 */
const countBeforeHydration = () => (typeof window === "undefined" ? 0 : cartCount.get());

/**
 * The header's cart icon with the number of items (the shared `cartCount` store,
 * which the header's script fills before this hydrates, ADR 21). Once hydrated
 * it opens the cart drawer.
 */
export default function CartButton({ href, label, drawer, add, paymentLogos, newHref, market, text }: CartButtonProps) {
  const hydrated = useHydrated();
  const count = useSyncExternalStore(cartCount.listen, cartCount.get, countBeforeHydration);
  const open = useSyncExternalStore(cartDrawerOpen.listen, cartDrawerOpen.get, () => false);
  const [mounted, setMounted] = useState(false);

  useEffect(() => {
    setAddMessages(add);
    installGlobalAddToCart();
  }, [add]);

  useEffect(() => {
    if (open) setMounted(true);
  }, [open]);

  return (
    <>
      <a
        className={text ? "header-action cart-button cart-button--text" : "header-action cart-button"}
        href={href}
        role={hydrated ? "button" : undefined}
        aria-haspopup={hydrated ? "dialog" : undefined}
        aria-label={text ? undefined : label.replace("{count}", String(count))}
        data-label={text ? undefined : label}
        data-add-messages={text ? undefined : JSON.stringify(add)}
        data-hydrated={hydrated ? "true" : undefined}
        onClick={(event) => {
          event.preventDefault();
          openCartDrawer(event.currentTarget);
        }}
        onKeyDown={(event) => {
          if (event.key === " ") {
            event.preventDefault();
            openCartDrawer(event.currentTarget);
          }
        }}
      >
        {text ? (
          <>
            <BackIcon />
            <span>{text}</span>
          </>
        ) : (
          <>
            <CartIcon />
            <span className="cart-button__count" aria-hidden="true" data-empty={count === 0 ? "true" : undefined}>
              {count}
            </span>
          </>
        )}
      </a>
      {mounted ? (
        <Suspense fallback={null}>
          <CartDrawer labels={drawer} checkoutHref={href} newHref={newHref} paymentLogos={paymentLogos} market={market} />
        </Suspense>
      ) : null}
    </>
  );
}
