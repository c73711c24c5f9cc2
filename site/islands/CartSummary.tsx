import type { Cart } from "../lib/commerce/cart/types.ts";
import { fill } from "../lib/i18n/fill.ts";
import { formatMoney } from "../lib/markets/format.ts";
import type { CartDrawerLabels } from "./CartDrawer.tsx";

interface Props {
  cart: Cart;
  labels: CartDrawerLabels;
  checkoutHref: string;
  /** What is left to spend for free shipping (0: it is free). */
  missing: number;
  onClose: () => void;
}

/** The cart drawer's summary: subtotal, shipping note, free shipping, the way to checkout. */
export function CartSummary({ cart, labels, checkoutHref, missing, onClose }: Props) {
  return (
    <div className="cart-drawer__summary">
      {cart.totals.memberDiscount && (
        <p className="cart-drawer__discount">
          <span>{labels.memberDiscount}</span>
          <span>−{cart.totals.memberDiscount.formatted}</span>
        </p>
      )}
      <p className="cart-drawer__subtotal">
        <span>{labels.subtotal}</span>
        <strong>{cart.totals.grandtotal.formatted}</strong>
      </p>
      <p className="cart-drawer__note">{labels.shippingNote}</p>
      <p className="cart-drawer__free">
        {missing > 0
          ? fill(labels.freeShippingLeft, { amount: formatMoney(missing, cart.currency, cart.locale) })
          : labels.freeShipping}
      </p>
      <a className="button button--primary button--wide" href={checkoutHref}>
        {labels.checkout}
      </a>
      <button type="button" className="button button--secondary button--wide" onClick={onClose}>
        {labels.continueShopping}
      </button>
    </div>
  );
}
