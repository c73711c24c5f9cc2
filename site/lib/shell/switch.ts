import { MARKET_CODES, MARKETS, type MarketCode, type Storefront, storefront } from "#lib/markets/markets.ts";
import { localizePath, parseStorefrontPath } from "#lib/markets/paths.ts";
import { type Alternate, hreflangOf } from "#lib/markets/seo.ts";

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

/** An option's text; its flag is drawn beside it (islands/Flag.tsx), as emoji flags are boxes or letters on many systems. */
export function marketOption(code: MarketCode, english = false): MarketOption {
  const label = `${MARKET_NAMES[code]} · ${MARKETS[code].currency}`;
  return { value: english ? "en" : code, label: english ? `English · ${label}` : label, market: code, english };
}

/** The switcher trigger's texts for a storefront, in full and short where the top bar is narrow. */
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
  if (value === "en") return storefront(current.market.code, { english: true });
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

/**
 * A mapper from a page's hreflang alternates: the same page (category, product,
 * static topic, guide...) in the chosen storefront when it has one there. A page
 * that lists alternates but none for the chosen storefront does not exist there;
 * a page without any (checkout) keeps its path within the same language.
 */
/**
 * The path of an address `alternates` made (absolute, normalized), as `new URL(href).pathname` gives it, without
 * parsing the 16 alternates of every page again.
 */
function pathnameOf(href: string): string {
  const start = href.indexOf("/", href.indexOf("://") + 3);
  if (start === -1) return "/";
  const end = href.slice(start).search(/[?#]/);
  return end === -1 ? href.slice(start) : href.slice(start, start + end);
}

export function alternatesMapper(alternates: readonly Alternate[]): RestMapper {
  return (rest, from, to) => {
    const same = alternates.find((a) => a.hreflang === hreflangOf(to));
    if (same) return parseStorefrontPath(pathnameOf(same.href))?.rest ?? null;
    return alternates.length === 0 && from.language === to.language ? rest : null;
  };
}

/**
 * Where each switcher option leads from this page (select value → path), written by the server on the
 * element around the switcher (TopBar.astro, Footer.astro). The switcher itself is the same on every
 * page of a storefront (the footer's is kept once, ADR 43, stop 47 addendum); only these paths are the page's own.
 */
export const SWITCH_TARGETS_ATTRIBUTE = "data-switch-targets";

/** The paths the element's surroundings give, by select value; none when there are none or they do not parse. */
export function switchTargetsAround(element: Element | null): Record<string, string> {
  const raw = element?.closest(`[${SWITCH_TARGETS_ATTRIBUTE}]`)?.getAttribute(SWITCH_TARGETS_ATTRIBUTE);
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).filter(isPathOnThisSite));
  } catch {
    return {};
  }
}

/** A path on this site: not `//host` or `/\\host`, which browsers take for another site. */
const isPathOnThisSite = (entry: [string, unknown]): entry is [string, string] =>
  typeof entry[1] === "string" && /^\/(?![/\\])/.test(entry[1]);
