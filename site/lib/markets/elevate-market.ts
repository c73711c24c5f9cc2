/**
 * The market as the search service knows it (specification 3: `elevateMarket`). The calls
 * the specification names with a market (the suggestion query, clearing recent searches,
 * click tracking and the product group lookup, section 7) send this code, not the
 * storefront's path segment.
 */
import { z } from "zod";
import { MARKETS, type MarketCode } from "./markets.ts";

const BY_CODE = new Map<string, MarketCode>(
  Object.values(MARKETS).flatMap((m) => [
    [m.elevateMarket, m.code],
    // The storefront code (`se`) is still read: scripts, benchmarks and links written before name the market so.
    [m.code, m.code],
  ]),
);

/** `SE` (or `se`) to the market `se`; anything else is a 400 through the API's zod handling. */
export const elevateMarketSchema = z
  .string()
  .refine((value) => BY_CODE.has(value), { message: "unknown market: expected a market's elevateMarket code such as SE" })
  .transform((value) => BY_CODE.get(value) as MarketCode);
