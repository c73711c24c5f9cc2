import { type CtaBanner, getLiveBanners } from "../content/banners";
import type { ContentSource } from "../content/source";
import { isMarketCode, MARKETS, storefront } from "../markets/markets";

/** Banners change on a schedule: shops and CDNs may keep an answer for a minute. */
export const BANNER_CACHE_CONTROL = "public, max-age=60, stale-while-revalidate=60";

export interface BannerBody {
  ctaBanners: CtaBanner[];
}

export interface ErrorBody {
  error: { code: string; message: string };
}

function json(status: number, body: BannerBody | ErrorBody, cache: string): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": cache },
  });
}

/**
 * The banner API: a market's live banners in its language, or in English with
 * `language=en`. Unknown market or language: 404/400; content source down: 503.
 */
export async function bannerResponse(
  market: string | undefined,
  language: string | null,
  source?: ContentSource,
): Promise<Response> {
  if (!market || !isMarketCode(market)) {
    return json(404, { error: { code: "unknown_market", message: `There is no market "${market ?? ""}".` } }, "no-store");
  }
  const own = MARKETS[market].language;
  if (language !== null && language !== own && language !== "en") {
    return json(
      400,
      { error: { code: "unknown_language", message: `Market "${market}" is shown in "${own}" or "en", not "${language}".` } },
      "no-store",
    );
  }
  try {
    const ctaBanners = await getLiveBanners(storefront(market, language === "en"), source);
    return json(200, { ctaBanners }, BANNER_CACHE_CONTROL);
  } catch (error) {
    console.error("banner API: content source failed", error);
    return json(503, { error: { code: "content_unavailable", message: "Banners are unavailable right now." } }, "no-store");
  }
}
