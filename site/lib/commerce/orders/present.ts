/**
 * An order as the shopper reads it (issue 29.7), on the confirmation, in /user/orders and on
 * an order's own page: amounts in the order's currency written the storefront's way, the
 * delivery method and status in the page's language, each line with its picture.
 */

import { lineSizeText } from "#lib/commerce/catalog/sizes.ts";
import { fill } from "#lib/i18n/fill.ts";
import { dictionary } from "#lib/i18n/index.ts";
import { formatMoney } from "#lib/markets/format.ts";
import { MARKETS, type Storefront } from "#lib/markets/markets.ts";
import type { OrderView } from "./orders.server.ts";

export interface PresentedOrder {
  number: string;
  date: string;
  status: string;
  delivery: string;
  lines: { name: string; brand: string; size: string; quantity: string; total: string; imageSrc: string | null }[];
  /** The member discount taken off, or null when there was none. */
  discount: string | null;
  subtotal: string;
  shipping: string;
  total: string;
  recipient: string;
  street: string;
  city: string;
  email: string;
}

export function presentOrder(sf: Storefront, order: OrderView): PresentedOrder {
  const t = dictionary(sf.language);
  const money = (minor: number) => formatMoney(minor, MARKETS[order.market].currency, sf.locale);
  return {
    number: order.number,
    date: new Intl.DateTimeFormat(sf.locale, { dateStyle: "long", timeZone: sf.market.timeZone }).format(order.createdAt),
    status: t.account.user.orderStatuses[order.status],
    delivery: order.shippingMethod === "express" ? t.cart.checkout.express : t.cart.checkout.standard,
    lines: order.lines.map((line) => ({
      name: line.name,
      brand: line.brand,
      size: lineSizeText(line, t.cart.drawer),
      quantity: fill(t.cart.checkout.quantity, { count: line.quantity }),
      total: money(line.lineTotalMinor),
      imageSrc: line.imageSrc,
    })),
    discount: order.memberDiscountMinor > 0 ? money(order.memberDiscountMinor) : null,
    subtotal: money(order.subtotalMinor),
    shipping: order.shippingMinor === 0 ? t.cart.checkout.free : money(order.shippingMinor),
    total: money(order.totalMinor),
    recipient: `${order.firstName} ${order.lastName}`,
    street: order.street,
    city: `${order.postalCode} ${order.city}`,
    email: order.email,
  };
}
