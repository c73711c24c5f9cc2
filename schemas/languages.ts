import type { Language, MarketCode } from "../site/lib/markets/markets.ts";

/** How languages appear to editors: flag and name, in the Studio's structure and pickers. */
export const LANGUAGE_INFO: ReadonlyArray<{ id: Language; flag: string; title: string }> = [
  { id: "sv", flag: "🇸🇪", title: "Swedish" },
  { id: "nb", flag: "🇳🇴", title: "Norwegian" },
  { id: "da", flag: "🇩🇰", title: "Danish" },
  { id: "fi", flag: "🇫🇮", title: "Finnish" },
  { id: "nl", flag: "🇳🇱", title: "Dutch" },
  { id: "de", flag: "🇩🇪", title: "German" },
  { id: "fr", flag: "🇫🇷", title: "French" },
  { id: "pl", flag: "🇵🇱", title: "Polish" },
  { id: "en", flag: "🇬🇧", title: "English" },
];

export const LANGUAGE_OPTIONS = LANGUAGE_INFO.map((l) => ({ value: l.id, title: `${l.flag} ${l.title}` }));

export const MARKET_INFO: ReadonlyArray<{ id: MarketCode; title: string }> = [
  { id: "se", title: "🇸🇪 Sweden" },
  { id: "no", title: "🇳🇴 Norway" },
  { id: "dk", title: "🇩🇰 Denmark" },
  { id: "fi", title: "🇫🇮 Finland" },
  { id: "nl", title: "🇳🇱 Netherlands" },
  { id: "de", title: "🇩🇪 Germany" },
  { id: "fr", title: "🇫🇷 France" },
  { id: "pl", title: "🇵🇱 Poland" },
];

export const MARKET_OPTIONS = MARKET_INFO.map((m) => ({ value: m.id, title: m.title }));
