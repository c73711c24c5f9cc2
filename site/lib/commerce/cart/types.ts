/** The cart as the API returns it (specification 3: cart, cart item, product fields). Shared by server and islands. */
import type { Currency, Language, MarketCode } from "#lib/markets/markets.ts";

export interface Money {
  minor: number;
  formatted: string;
}

export interface CartItem {
  /** The cart line, for quantity changes and removal. */
  lineId: number;
  variantId: number;
  variantKey: string;
  size: string;
  quantity: number;
  /** How many are in stock now (caps the quantity control). */
  stock: number;
  attributes: { clone: boolean; ticket: string | null };
  /** Product fields. */
  id: number;
  productKey: string;
  fullSlug: string;
  name: string;
  brand: { name: string };
  media: { imageSrc: string }[];
  /** List price and sale price in minor units of the cart's currency. */
  price: number;
  salePrice: number | null;
  gender: "boys" | "girls";
  unitPrice: Money;
  lineTotal: Money;
}

export interface Cart {
  market: MarketCode;
  language: Language;
  currency: Currency;
  locale: string;
  items: CartItem[];
  totalQuantity: number;
  /** grandtotal is after the member discount, which shows as its own line when a member gets one (ADR 17). */
  totals: { grandtotal: Money; memberDiscount?: Money };
}

/** The product group lookup by product key (specification 7). */
export interface ProductGroup {
  id: number;
  productKey: string;
  fullSlug: string;
  name: string;
  brand: { name: string };
  gender: "boys" | "girls";
  clone: boolean;
  price: number;
  salePrice: number | null;
  media: { imageSrc: string }[];
  variants: { variantId: number; variantKey: string; size: string; inStock: boolean }[];
}

export interface ApiError {
  error: { code: string; message: string; fields?: Record<string, string> };
}
