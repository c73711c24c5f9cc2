import { QueryClientProvider, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useId, useRef } from "react";
import {
  cartApi,
  cartDrawerOpen,
  cartSnapshot,
  currentPlace,
  drawerTrigger,
  receiveCart,
} from "../lib/commerce/cart/cart.client.ts";
import type { Cart } from "../lib/commerce/cart/types.ts";
import type { PaymentLogo } from "../lib/commerce/checkout/payment-logos.ts";
import { missingForFreeShipping } from "../lib/commerce/checkout/shipping.ts";
import { formatMoney } from "../lib/markets/format.ts";
import { isMarketCode } from "../lib/markets/markets.ts";
import { EMPTY_BAG } from "../lib/shell/illustrations.ts";
import { DEFAULT_STALE_TIME_MS, getQueryClient } from "../lib/shell/query.client.ts";
import { toast } from "../lib/shell/toast.client.ts";
import { CartLines } from "./CartLines.tsx";
import { CartSummary } from "./CartSummary.tsx";
import { Drawer } from "./Drawer.tsx";
import { useModalDialog } from "./use-modal-dialog.ts";
import "../styles/cart.css";

export interface CartDrawerLabels {
  title: string;
  close: string;
  empty: string;
  emptyHint: string;
  emptyAction: string;
  loading: string;
  size: string;
  oneSize: string;
  quantity: string;
  increase: string;
  decrease: string;
  remove: string;
  subtotal: string;
  memberDiscount: string;
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
  /** Where the empty cart sends a shopper on: the new arrivals. */
  newHref: string;
  paymentLogos: PaymentLogo[];
  market: string;
}

export default function CartDrawer(props: Props) {
  return (
    <QueryClientProvider client={getQueryClient()}>
      <CartDrawerBody {...props} />
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
    // The member discount stays as it was until the server's answer recomputes it.
    totals: {
      ...cart.totals,
      grandtotal: {
        minor: grand - (cart.totals.memberDiscount?.minor ?? 0),
        formatted: formatMoney(grand - (cart.totals.memberDiscount?.minor ?? 0), cart.currency, cart.locale),
      },
    },
  };
}

function CartDrawerBody({ labels, checkoutHref, newHref, paymentLogos, market }: Props) {
  const id = useId();
  const place = currentPlace();
  const queryKey = ["cart", place.market, place.language] as const;
  const client = useQueryClient();
  const dialog = useModalDialog();
  const { open, show, close } = dialog;
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
  // A cart the query read (on opening, once stale) is the page's cart: the header's count follows it.
  useEffect(() => {
    if (query.data && query.data !== cartSnapshot.get()) receiveCart(query.data);
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
        receiveCart(next);
      }
      return { previous };
    },
    onError: (_error, _vars, context) => {
      if (context?.previous) {
        receiveCart(context.previous);
      }
      toast.error(labels.updateFailed);
    },
    onSuccess: (cart) => {
      receiveCart(cart);
    },
  });

  const cart = query.data;
  const missing = cart && isMarketCode(market) ? missingForFreeShipping(market, cart.totals.grandtotal.minor) : 0;

  return (
    <Drawer
      dialog={dialog}
      side="right"
      titleId={`${id}-title`}
      title={labels.title}
      closeLabel={labels.close}
      className="cart-drawer"
      panelClassName="cart-drawer__panel"
      hydrated
    >
      {!cart ? (
        <p className="cart-drawer__status" role="status">
          {labels.loading}
        </p>
      ) : cart.items.length === 0 ? (
        <div className="empty-state cart-drawer__empty">
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own constant drawing (site/lib/shell/illustrations.ts), no input in it */}
          <span className="empty-state__picture" dangerouslySetInnerHTML={{ __html: EMPTY_BAG }} />
          <p className="empty-state__title cart-drawer__empty-title">{labels.empty}</p>
          <p>{labels.emptyHint}</p>
          <p className="empty-state__actions">
            <a className="button button--primary" href={newHref}>
              {labels.emptyAction}
            </a>
            <button type="button" className="button button--secondary" onClick={close}>
              {labels.continueShopping}
            </button>
          </p>
        </div>
      ) : (
        <>
          <CartLines cart={cart} labels={labels} onQuantity={(lineId, quantity) => change.mutate({ lineId, quantity })} />
          <CartSummary cart={cart} labels={labels} checkoutHref={checkoutHref} missing={missing} onClose={close} />
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
    </Drawer>
  );
}
