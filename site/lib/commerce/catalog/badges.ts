/** The badges a product shows (issue 18): which apply, in the order a card shows them. */
import { unitPrice } from "#lib/commerce/cart/pricing.ts";
import { salePercent } from "./price.ts";

/** At this many units left over all sizes, or fewer, a card says so. */
export const FEW_LEFT = 3;

export type Badge = { kind: "sale"; percent: number } | { kind: "new" } | { kind: "low-stock" };

interface BadgeFacts {
  listMinor: number;
  saleMinor: number | null;
  isNew: boolean;
  inStock: boolean;
  stockLeft: number;
}

/** Sale first (with the percent saved), then new, then few left; a sold-out product says so elsewhere. */
export function productBadges(p: BadgeFacts): Badge[] {
  const badges: Badge[] = [];
  if (unitPrice(p) < p.listMinor && p.saleMinor !== null)
    badges.push({ kind: "sale", percent: salePercent(p.listMinor, p.saleMinor) });
  if (p.isNew) badges.push({ kind: "new" });
  if (p.inStock && p.stockLeft <= FEW_LEFT) badges.push({ kind: "low-stock" });
  return badges;
}
