import { errorResponse } from "#lib/http/responses.ts";
import { isMarketCode, MARKETS, type Storefront, storefront } from "#lib/markets/markets.ts";

/**
 * The storefront an `/api/globals/{market}/…` call names: the market in its language,
 * or in English with `language=en`. Unknown market: 404; another language: 400.
 */
export function globalsStorefront(market: string | undefined, language: string | null): Storefront | Response {
  if (!market || !isMarketCode(market)) {
    return errorResponse(404, "UNKNOWN_MARKET", `There is no market "${market ?? ""}".`);
  }
  const own = MARKETS[market].language;
  if (language !== null && language !== own && language !== "en") {
    return errorResponse(400, "UNKNOWN_LANGUAGE", `Market "${market}" is shown in "${own}" or "en", not "${language}".`);
  }
  return storefront(market, { english: language === "en" });
}
