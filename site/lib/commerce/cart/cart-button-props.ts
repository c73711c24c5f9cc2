import type { CartButtonProps } from "#islands/CartButton.tsx";
import { paymentLogos } from "#lib/commerce/checkout/payment-logos.ts";
import { dictionary } from "#lib/i18n/index.ts";
import type { Storefront } from "#lib/markets/markets.ts";
import { checkoutPath, newArrivalsPath } from "#lib/markets/paths.ts";

/** What the cart button island needs in a storefront: the header's icon and checkout's "back to cart" alike. */
export function cartButtonProps(sf: Storefront): CartButtonProps {
  const t = dictionary(sf.language);
  return {
    href: checkoutPath(sf),
    label: t.shell.header.cartCount,
    drawer: { ...t.cart.drawer, updateFailed: t.cart.update.failed, memberDiscount: t.account.memberDiscount },
    add: t.cart.add,
    paymentLogos: paymentLogos(sf.market.code),
    newHref: newArrivalsPath(sf),
    market: sf.market.code,
  };
}
