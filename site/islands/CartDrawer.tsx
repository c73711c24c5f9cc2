import { QueryClientProvider, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useId, useRef } from "react";
import { cartApi, cartDrawerOpen, cartSnapshot, currentPlace, drawerTrigger, receiveCart } from "../lib/commerce/cart/client";
import type { Cart } from "../lib/commerce/cart/types";
import type { PaymentLogo } from "../lib/commerce/checkout/payment-logos";
import { missingForFreeShipping } from "../lib/commerce/checkout/shipping";
import { formatMoney } from "../lib/markets/format";
import { isMarketCode } from "../lib/markets/markets";
import { setCartCount } from "../lib/shell/cart-store";
import { DEFAULT_STALE_TIME_MS, getQueryClient } from "../lib/shell/query-client";
import { toast } from "../lib/shell/toast";
import { CloseIcon } from "./icons";
import { useModalDialog } from "./use-modal-dialog";
import "../styles/cart.css";

export interface CartDrawerLabels {
  title: string;
  close: string;
  empty: string;
  emptyHint: string;
  loading: string;
  size: string;
  oneSize: string;
  quantity: string;
  increase: string;
  decrease: string;
  remove: string;
  subtotal: string;
  shippingNote: string;
  freeShippingLeft: string;
  freeShipping: string;
  checkout: string;
  continueShopping: string;
  paymentMethods: string;
  itemCount: string;
  updateFailed: string;
}

interface Props {
  labels: CartDrawerLabels;
  checkoutHref: string;
  paymentLogos: PaymentLogo[];
  market: string;
}

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (all, key: string) => (key in values ? String(values[key]) : all));

export default function CartDrawer(props: Props) {
  return (
    <QueryClientProvider client={getQueryClient()}>
      <Drawer {...props} />
    </QueryClientProvider>
  );
}

/** Recomputes what the client can while a change is on its way; the server's answer replaces it. */
function withQuantity(cart: Cart, lineId: number, quantity: number): Cart {
  const items = cart.items
    .filter((i) => i.lineId !== lineId || quantity > 0)
    .map((i) => {
      if (i.lineId !== lineId) return i;
      const minor = i.unitPrice.minor * quantity;
      return { ...i, quantity, lineTotal: { minor, formatted: formatMoney(minor, cart.currency, cart.locale) } };
    });
  const grand = items.reduce((sum, i) => sum + i.lineTotal.minor, 0);
  return {
    ...cart,
    items,
    totalQuantity: items.reduce((n, i) => n + i.quantity, 0),
    totals: { grandtotal: { minor: grand, formatted: formatMoney(grand, cart.currency, cart.locale) } },
  };
}

function Drawer({ labels, checkoutHref, paymentLogos, market }: Props) {
  const id = useId();
  const place = currentPlace();
  const queryKey = ["cart", place.market, place.language] as const;
  const client = useQueryClient();
  const { ref, open, show, close } = useModalDialog();
  const wasOpen = useRef(false);

  const query = useQuery({
    queryKey,
    queryFn: () => cartApi.get(place),
    initialData: cartSnapshot.get() ?? undefined,
    initialDataUpdatedAt: cartSnapshot.get() ? Date.now() : undefined,
    staleTime: DEFAULT_STALE_TIME_MS,
  });

  // Carts the server answers elsewhere (add to cart) replace the query's data.
  useEffect(() => cartSnapshot.listen((cart) => cart && client.setQueryData(queryKey, cart)), [client, queryKey]);
  useEffect(() => {
    if (query.data) setCartCount(query.data.totalQuantity);
  }, [query.data]);

  // The store opens and closes the dialog; closing the dialog (Escape, backdrop, button) resets the store.
  useEffect(
    () =>
      cartDrawerOpen.subscribe((isOpen) => {
        if (isOpen) show(drawerTrigger.current);
        else close();
      }),
    [show, close],
  );
  useEffect(() => {
    if (open) wasOpen.current = true;
    else if (wasOpen.current) cartDrawerOpen.set(false);
  }, [open]);

  const change = useMutation({
    mutationFn: ({ lineId, quantity }: { lineId: number; quantity: number }) =>
      quantity === 0 ? cartApi.remove(place, lineId) : cartApi.setQuantity(place, lineId, quantity),
    onMutate: async ({ lineId, quantity }) => {
      await client.cancelQueries({ queryKey });
      const previous = client.getQueryData<Cart>(queryKey);
      if (previous) {
        const next = withQuantity(previous, lineId, quantity);
        client.setQueryData(queryKey, next);
        setCartCount(next.totalQuantity);
      }
      return { previous };
    },
    onError: (_error, _vars, context) => {
      if (context?.previous) {
        client.setQueryData(queryKey, context.previous);
        setCartCount(context.previous.totalQuantity);
      }
      toast.error(labels.updateFailed);
    },
    onSuccess: (cart) => {
      client.setQueryData(queryKey, cart);
      receiveCart(cart);
    },
  });

  const cart = query.data;
  const missing = cart && isMarketCode(market) ? missingForFreeShipping(market, cart.totals.grandtotal.minor) : 0;

  return (
    <dialog ref={ref} className="drawer drawer--right cart-drawer" aria-labelledby={`${id}-title`} data-hydrated="true">
      <div className="drawer__panel cart-drawer__panel">
        <div className="drawer__head">
          <h2 id={`${id}-title`} className="drawer__title">
            {labels.title}
          </h2>
          <button type="button" className="icon-button" onClick={close} aria-label={labels.close}>
            <CloseIcon />
          </button>
        </div>
        {!cart ? (
          <p className="cart-drawer__status" role="status">
            {labels.loading}
          </p>
        ) : cart.items.length === 0 ? (
          <div className="cart-drawer__empty">
            <p className="cart-drawer__empty-title">{labels.empty}</p>
            <p>{labels.emptyHint}</p>
            <button type="button" className="button button--primary" onClick={close}>
              {labels.continueShopping}
            </button>
          </div>
        ) : (
          <>
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
                      <p className="cart-line__size">
                        {item.variantKey === "onesize" ? labels.oneSize : fill(labels.size, { size: item.size })}
                      </p>
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
                            onClick={() => change.mutate({ lineId: item.lineId, quantity: item.quantity - 1 })}
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
                            onClick={() => change.mutate({ lineId: item.lineId, quantity: item.quantity + 1 })}
                          >
                            +
                          </button>
                        </fieldset>
                        <button
                          type="button"
                          className="icon-button cart-line__remove"
                          aria-label={fill(labels.remove, { name })}
                          onClick={() => change.mutate({ lineId: item.lineId, quantity: 0 })}
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
            <div className="cart-drawer__summary">
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
              <button type="button" className="button button--secondary button--wide" onClick={close}>
                {labels.continueShopping}
              </button>
            </div>
          </>
        )}
        {paymentLogos.length > 0 ? (
          <section className="cart-drawer__payments" aria-label={labels.paymentMethods}>
            <ul className="payment-list">
              {paymentLogos.map((logo) => (
                <li key={logo.src}>
                  <img src={logo.src} alt={logo.name} width="56" height="36" loading="lazy" />
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </dialog>
  );
}
