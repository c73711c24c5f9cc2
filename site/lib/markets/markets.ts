/**
 * The eight country markets and the languages a market can be viewed in.
 * Every market is shown in its own language at `/{market}` and in English at
 * `/{market}/en`; prices stay in the market's currency either way.
 */

export const LANGUAGES = ["sv", "nb", "da", "fi", "nl", "de", "fr", "pl", "en"] as const;
export type Language = (typeof LANGUAGES)[number];

export const MARKET_CODES = ["se", "no", "dk", "fi", "nl", "de", "fr", "pl"] as const;
export type MarketCode = (typeof MARKET_CODES)[number];

export type Currency = "SEK" | "NOK" | "DKK" | "EUR" | "PLN";

export interface Market {
  code: MarketCode;
  /** ISO 3166-1 alpha-2 country code. */
  country: string;
  language: Exclude<Language, "en">;
  currency: Currency;
  /** BCP 47 locale for the market's own language. */
  locale: string;
  /** The market code the search service knows the market by (spec: elevateMarket). */
  elevateMarket: string;
  /** IANA zone for dates shown to shoppers (delivery days, orders). */
  timeZone: string;
}

export const MARKETS: Readonly<Record<MarketCode, Market>> = {
  se: {
    code: "se",
    timeZone: "Europe/Stockholm",
    country: "SE",
    language: "sv",
    currency: "SEK",
    locale: "sv-SE",
    elevateMarket: "SE",
  },
  no: {
    code: "no",
    timeZone: "Europe/Oslo",
    country: "NO",
    language: "nb",
    currency: "NOK",
    locale: "nb-NO",
    elevateMarket: "NO",
  },
  dk: {
    code: "dk",
    timeZone: "Europe/Copenhagen",
    country: "DK",
    language: "da",
    currency: "DKK",
    locale: "da-DK",
    elevateMarket: "DK",
  },
  fi: {
    code: "fi",
    timeZone: "Europe/Helsinki",
    country: "FI",
    language: "fi",
    currency: "EUR",
    locale: "fi-FI",
    elevateMarket: "FI",
  },
  nl: {
    code: "nl",
    timeZone: "Europe/Amsterdam",
    country: "NL",
    language: "nl",
    currency: "EUR",
    locale: "nl-NL",
    elevateMarket: "NL",
  },
  de: {
    code: "de",
    timeZone: "Europe/Berlin",
    country: "DE",
    language: "de",
    currency: "EUR",
    locale: "de-DE",
    elevateMarket: "DE",
  },
  fr: {
    code: "fr",
    timeZone: "Europe/Paris",
    country: "FR",
    language: "fr",
    currency: "EUR",
    locale: "fr-FR",
    elevateMarket: "FR",
  },
  pl: {
    code: "pl",
    timeZone: "Europe/Warsaw",
    country: "PL",
    language: "pl",
    currency: "PLN",
    locale: "pl-PL",
    elevateMarket: "PL",
  },
};

export const DEFAULT_MARKET: MarketCode = "se";

/** A market seen in one language: what every page is rendered for. */
export interface Storefront {
  market: Market;
  language: Language;
  /** Locale for formatting: the market's own, or English in that country (en-SE, en-PL...). */
  locale: string;
  /** URL prefix of this storefront: `/se` or `/se/en`. */
  basePath: string;
}

export function isMarketCode(value: string): value is MarketCode {
  return (MARKET_CODES as readonly string[]).includes(value);
}

/** The code the search calls and the product group lookup send as `market` (specification 3 and 7): `SE` for `se`. */
export function elevateMarketOf(code: string): string {
  return isMarketCode(code) ? MARKETS[code].elevateMarket : code;
}

export function isLanguage(value: string): value is Language {
  return (LANGUAGES as readonly string[]).includes(value);
}

export function storefront(code: MarketCode, { english = false }: { english?: boolean } = {}): Storefront {
  const market = MARKETS[code];
  return {
    market,
    language: english ? "en" : market.language,
    locale: english ? `en-${market.country}` : market.locale,
    basePath: english ? `/${code}/en` : `/${code}`,
  };
}

/** Every storefront the shop serves: each market in its language, then in English. */
export function allStorefronts(): Storefront[] {
  return MARKET_CODES.flatMap((code) => [storefront(code), storefront(code, { english: true })]);
}
