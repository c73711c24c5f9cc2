/**
 * Flags in the Studio, drawn as the shop draws them (site/lib/shell/flags.ts): emoji flags
 * showed as empty boxes in the Studio on Linux and as letters on Windows (issue 28, item 6).
 * English serves every market, so it has a globe rather than one country's flag.
 */
import { EarthGlobeIcon } from "@sanity/icons/EarthGlobe";
import type { ComponentType } from "react";
import { Flag } from "../site/islands/Flag.tsx";
import { type Language, MARKET_CODES, MARKETS, type MarketCode } from "../site/lib/markets/markets.ts";

const marketIcons = new Map<MarketCode, ComponentType>();

/** The market's drawn flag as an icon component (Sanity's structure items and previews take a component). */
export function marketFlag(market: MarketCode): ComponentType {
  let icon = marketIcons.get(market);
  if (!icon) {
    icon = () => <Flag market={market} />;
    icon.displayName = `Flag(${market})`;
    marketIcons.set(market, icon);
  }
  return icon;
}

/** The flag of the market whose language it is; the globe for English. */
export function languageFlag(language: Language): ComponentType {
  const market = MARKET_CODES.find((code) => MARKETS[code].language === language);
  return market ? marketFlag(market) : EarthGlobeIcon;
}
