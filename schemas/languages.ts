import type { Language, MarketCode } from "../site/lib/markets/markets.ts";

/**
 * How languages appear to editors: by name, in the Studio's structure and pickers. Their flags are
 * drawn (studio/flags.tsx) where the Studio takes an icon; a picker's option holds text only, and a
 * flag emoji there showed as an empty box or two letters.
 */
export const LANGUAGE_INFO: ReadonlyArray<{ id: Language; title: string }> = [
  { id: "sv", title: "Swedish" },
  { id: "nb", title: "Norwegian" },
  { id: "da", title: "Danish" },
  { id: "fi", title: "Finnish" },
  { id: "nl", title: "Dutch" },
  { id: "de", title: "German" },
  { id: "fr", title: "French" },
  { id: "pl", title: "Polish" },
  { id: "en", title: "English" },
];

export const LANGUAGE_OPTIONS = LANGUAGE_INFO.map((l) => ({ value: l.id, title: l.title }));

export const MARKET_INFO: ReadonlyArray<{ id: MarketCode; title: string }> = [
  { id: "se", title: "Sweden" },
  { id: "no", title: "Norway" },
  { id: "dk", title: "Denmark" },
  { id: "fi", title: "Finland" },
  { id: "nl", title: "Netherlands" },
  { id: "de", title: "Germany" },
  { id: "fr", title: "France" },
  { id: "pl", title: "Poland" },
];

export const MARKET_OPTIONS = MARKET_INFO.map((m) => ({ value: m.id, title: m.title }));
