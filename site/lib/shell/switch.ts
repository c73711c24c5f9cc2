import { MARKET_CODES, MARKETS, type MarketCode, type Storefront, storefront } from "../markets/markets";
import { localizePath } from "../markets/paths";

/** A market's name in its own language, as shoppers look for it in a market list. */
export const MARKET_NAMES: Readonly<Record<MarketCode, string>> = {
  se: "Sverige",
  no: "Norge",
  dk: "Danmark",
  fi: "Suomi",
  nl: "Nederland",
  de: "Deutschland",
  fr: "France",
  pl: "Polska",
};

/** What the market switcher offers: every market in its language, and English in the current market. */
export interface MarketOption {
  /** The select value: a market code, or `en` for the current market in English. */
  value: MarketCode | "en";
  label: string;
  market: MarketCode;
  english: boolean;
}

export function marketOption(code: MarketCode, english = false): MarketOption {
  const m = MARKETS[code];
  const label = `${m.flag} ${MARKET_NAMES[code]} · ${m.currency}`;
  return { value: english ? "en" : code, label: english ? `English · ${label}` : label, market: code, english };
}

/**
 * The switcher trigger's texts for a storefront, without the flag (drawn beside
 * them, islands/Flag.tsx): in full, and short where the top bar is narrow.
 */
export function triggerTexts(sf: Pick<Storefront, "market" | "language">): { current: string; short: string } {
  const english = sf.language === "en";
  const name = `${MARKET_NAMES[sf.market.code]} · ${sf.market.currency}`;
  return {
    current: english ? `English · ${name}` : name,
    short: `${sf.market.code.toUpperCase()}${english ? " · EN" : ""}`,
  };
}

export function marketOptions(current: Pick<Storefront, "market">): MarketOption[] {
  return [...MARKET_CODES.map((code) => marketOption(code)), marketOption(current.market.code, true)];
}

/** The storefront a select value stands for, seen from the current one. */
export function chosenStorefront(current: Pick<Storefront, "market">, value: string): Storefront | null {
  if (value === "en") return storefront(current.market.code, true);
  return (MARKET_CODES as readonly string[]).includes(value) ? storefront(value as MarketCode) : null;
}

/**
 * Maps a market-relative path from one storefront to another, or null when the
 * page has no counterpart there. The catalog supplies one for category paths.
 */
export type RestMapper = (rest: string, from: Storefront, to: Storefront) => string | null;

/**
 * Where confirming the market switcher leads: the same page in the chosen
 * storefront when it exists there, else the chosen storefront's home.
 * Without a mapper, a page exists elsewhere only in the same language (paths
 * and slugs are per language, so /se/en/boys has /pl/en/boys); a page in
 * another language leads to the chosen market's home.
 */
export function switchTarget(current: Storefront, chosen: Storefront, rest: string, mapRest?: RestMapper): string {
  const clean = rest.startsWith("/") ? rest : `/${rest}`;
  if (clean === "/" || clean === "") return chosen.basePath;
  const mapped = mapRest ? mapRest(clean, current, chosen) : current.language === chosen.language ? clean : null;
  return mapped ? localizePath(chosen, mapped) : chosen.basePath;
}
