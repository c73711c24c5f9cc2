import { type CtaBanner, getLiveBanners } from "#lib/content/banners.server.ts";
import type { ContentSource } from "#lib/content/source.ts";
import { CACHE } from "#lib/http/cache-profiles.ts";
import { errorResponse, json, RETRY_AFTER_SECONDS } from "#lib/http/responses.ts";
import { globalsStorefront } from "./globals-api.ts";

interface BannerBody {
  ctaBanners: CtaBanner[];
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
  const sf = globalsStorefront(market, language);
  if (sf instanceof Response) return sf;
  try {
    const ctaBanners = await getLiveBanners(sf, source);
    const body: BannerBody = { ctaBanners };
    return json(body, 200, { "Cache-Control": CACHE.banners });
  } catch (error) {
    console.error("banner API: content source failed", error);
    return errorResponse(503, "CONTENT_UNAVAILABLE", "Banners are unavailable right now.", {
      "Retry-After": String(RETRY_AFTER_SECONDS),
    });
  }
}
