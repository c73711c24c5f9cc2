import type { Currency, Storefront } from "./markets.ts";

// Formatters are costly to build and pages format hundreds of prices.
const moneyFormatters = new Map<string, Intl.NumberFormat>();

/** Minor units per major unit; every currency the shop sells in has two decimals. */
const MINOR_UNITS = 100;

/**
 * Currencies the shop prices in whole units (699 kr, 499 kr.), whose amounts shoppers
 * never see with öre or øre; euro and złoty prices end in cents and grosze (24,95 €).
 */
const WHOLE_UNIT_CURRENCIES: ReadonlySet<Currency> = new Set(["SEK", "NOK", "DKK"]);

export function wholeUnitsOnly(currency: Currency): boolean {
  return WHOLE_UNIT_CURRENCIES.has(currency);
}

/**
 * Formats an amount held in minor units (öre, cents, grosze) the way a native
 * shopper reads a price tag: "699 kr", "499 kr.", "€ 69", "69 €", "299 zł".
 * Whole amounts drop their decimals; others keep two.
 */
export function formatMoney(amountMinor: number, currency: Currency, locale: string): string {
  if (!Number.isInteger(amountMinor)) throw new RangeError(`amount must be whole minor units, got ${amountMinor}`);
  const key = `${locale}|${currency}`;
  let formatter = moneyFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      style: "currency",
      currency,
      trailingZeroDisplay: "stripIfInteger",
    });
    moneyFormatters.set(key, formatter);
  }
  return formatter.format(amountMinor / MINOR_UNITS);
}

/** A price in the storefront's currency and locale. */
export function formatPrice(amountMinor: number, sf: Pick<Storefront, "market" | "locale">): string {
  return formatMoney(amountMinor, sf.market.currency, sf.locale);
}

export type DateStyle = "long" | "medium" | "short";

export function formatDate(date: Date | string, sf: Pick<Storefront, "locale" | "market">, style: DateStyle = "long"): string {
  const value = typeof date === "string" ? new Date(date) : date;
  if (Number.isNaN(value.getTime())) throw new RangeError(`not a date: ${String(date)}`);
  return new Intl.DateTimeFormat(sf.locale, { dateStyle: style, timeZone: sf.market.timeZone }).format(value);
}
