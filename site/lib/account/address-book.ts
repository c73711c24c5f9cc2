/**
 * The address book's rules (issue 29.6): a signed-in customer keeps delivery addresses in
 * /user/settings and picks one at checkout. An address is in one market's country and
 * is validated with the checkout's own address fields (commerce/checkout/address.ts), so
 * whatever the book saves, the checkout takes. Server only: it loads zod.
 */
import { z } from "zod";
import { addressFields, type CheckoutErrorKey, errorKeys } from "#lib/commerce/checkout/address.ts";
import { isMarketCode, type MarketCode } from "#lib/markets/markets.ts";

/** Enough for home, the grandparents', the other parent's and the holiday cottage; a bound on what one account stores. */
export const ADDRESS_BOOK_LIMIT = 10;

export interface SavedAddress {
  id: number;
  market: MarketCode;
  firstName: string;
  lastName: string;
  street: string;
  postalCode: string;
  city: string;
  isDefault: boolean;
}

export type AddressInput = Omit<SavedAddress, "id">;
export type AddressField = "market" | "firstName" | "lastName" | "street" | "postalCode" | "city";
export type AddressErrors = Partial<Record<AddressField, CheckoutErrorKey>>;

const marketSchema = z.string({ error: "required" }).refine(isMarketCode, { error: "required" });

/** An address as the settings' form or the API sends it; on failure one checkout error key per field. */
export function parseAddress(input: unknown): { ok: true; value: AddressInput } | { ok: false; errors: AddressErrors } {
  const body = input && typeof input === "object" ? (input as Record<string, unknown>) : {};
  const market = marketSchema.safeParse(body.market);
  if (!market.success) return { ok: false, errors: { market: "required" } };
  const code = market.data as MarketCode;
  const result = z.object({ ...addressFields(code), isDefault: z.boolean().default(false) }).safeParse(body);
  if (!result.success) return { ok: false, errors: errorKeys<AddressField>(result.error.issues) };
  return { ok: true, value: { market: code, ...result.data } };
}

/** An address id in a path: PostgreSQL `integer`s only. */
export function parseAddressId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

/** The book's addresses in a market, the default first: what the checkout of that market offers. */
export function addressesIn<A extends Pick<SavedAddress, "market" | "isDefault">>(book: readonly A[], market: MarketCode): A[] {
  return book.filter((a) => a.market === market).sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
}
