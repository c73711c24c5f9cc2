import { getPerks, type Perk, perksForPage } from "#lib/content/perks.server.ts";
import type { ContentSource } from "#lib/content/source.ts";
import { CACHE } from "#lib/http/cache-profiles.ts";
import { errorResponse, json, RETRY_AFTER_SECONDS } from "#lib/http/responses.ts";
import { globalsStorefront } from "./globals-api.ts";

/** The market switcher shows three perk lines (specification 2.2). */
export const SWITCHER_PERK_COUNT = 3;

/** A perk line as the switcher renders it (site/islands/SwitcherPerkList.tsx): links already prefixed for its storefront. */
export type SwitcherPerk = Pick<Perk, "id" | "text" | "href" | "linkText">;

export interface SwitcherPerksBody {
  perks: SwitcherPerk[];
}

/** The switcher's lines of a page: its first three perks (the page's own, category perks included). */
export function switcherPerks<T>(pagePerks: T[]): T[] {
  return pagePerks.slice(0, SWITCHER_PERK_COUNT);
}

/** The API address of a storefront's switcher perks, which the switcher asks when that storefront is chosen. */
export function switcherPerksUrl(market: string, english: boolean): string {
  return `/api/globals/${encodeURIComponent(market)}/perks${english ? "?language=en" : ""}`;
}

/**
 * GET /api/globals/{market}/perks[?language=en]: the perk lines the market switcher shows
 * for a storefront a shopper is about to choose: its perks for every page (none tied to a
 * category), in its language. Unknown market or language: 404/400; content source down: 503.
 */
export async function switcherPerksResponse(
  market: string | undefined,
  language: string | null,
  source?: ContentSource,
): Promise<Response> {
  const sf = globalsStorefront(market, language);
  if (sf instanceof Response) return sf;
  try {
    const perks = switcherPerks(perksForPage(await getPerks(sf, source), null));
    const body: SwitcherPerksBody = {
      perks: perks.map(({ id, text, href, linkText }) => ({ id, text, href, linkText })),
    };
    return json(body, 200, { "Cache-Control": CACHE.page });
  } catch (error) {
    console.error("perks API: content source failed", error);
    return errorResponse(503, "CONTENT_UNAVAILABLE", "Perks are unavailable right now.", {
      "Retry-After": String(RETRY_AFTER_SECONDS),
    });
  }
}
