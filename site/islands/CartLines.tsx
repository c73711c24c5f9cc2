import type { Cart } from "../lib/commerce/cart/types.ts";
import { lineSizeText } from "../lib/commerce/catalog/sizes.ts";
import { fill } from "../lib/i18n/fill.ts";
import type { CartDrawerLabels } from "./CartDrawer.tsx";

interface Props {
  cart: Cart;
  labels: CartDrawerLabels;
  /** A new quantity for a line; 0 removes it. */
  onQuantity: (lineId: number, quantity: number) => void;
}

/** The cart drawer's lines: picture, brand, name, size, price, quantity buttons and remove. */
export function CartLines({ cart, labels, onQuantity }: Props) {
  return (
    <ul className="cart-lines" aria-label={fill(labels.itemCount, { count: cart.totalQuantity })}>
      {cart.items.map((item) => {
        const name = `${item.brand.name} ${item.name}`;
        return (
          <li key={item.lineId} className="cart-line">
            <img src={item.media[0]?.imageSrc} alt="" width="72" height="90" className="cart-line__image" />
            <div className="cart-line__body">
              <p className="cart-line__brand">{item.brand.name}</p>
              <a className="cart-line__name" href={item.fullSlug}>
                {item.name}
              </a>
              <p className="cart-line__size">{lineSizeText(item, labels)}</p>
              <p className="cart-line__price">
                {item.salePrice !== null ? (
                  <span className="price price--sale">{item.lineTotal.formatted}</span>
                ) : (
                  item.lineTotal.formatted
                )}
              </p>
              <div className="cart-line__controls">
                <fieldset className="quantity" aria-label={`${labels.quantity}: ${name}`}>
                  <button
                    type="button"
                    className="quantity__button"
                    aria-label={fill(labels.decrease, { name })}
                    disabled={item.quantity <= 1}
                    onClick={() => onQuantity(item.lineId, item.quantity - 1)}
                  >
                    −
                  </button>
                  <output className="quantity__value" aria-live="polite">
                    {item.quantity}
                  </output>
                  <button
                    type="button"
                    className="quantity__button"
                    aria-label={fill(labels.increase, { name })}
                    disabled={item.quantity >= Math.min(20, item.stock)}
                    onClick={() => onQuantity(item.lineId, item.quantity + 1)}
                  >
                    +
                  </button>
                </fieldset>
                <button
                  type="button"
                  className="icon-button cart-line__remove"
                  aria-label={fill(labels.remove, { name })}
                  onClick={() => onQuantity(item.lineId, 0)}
                >
                  <svg
                    width="20"
                    height="20"
                    viewBox="0 0 24 24"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="1.8"
                    strokeLinecap="round"
                    aria-hidden="true"
                    focusable="false"
                  >
                    <path d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13M10 11v6M14 11v6" />
                  </svg>
                </button>
              </div>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
