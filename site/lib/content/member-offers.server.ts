/** Member offers (issue 16): what `/user/offers` lists, from the Studio's "Member offers". */
import { formatDate } from "#lib/markets/format.ts";
import type { Storefront } from "#lib/markets/markets.ts";
import { getContentSource } from "./index.server.ts";
import { contentHref } from "./links.ts";
import { memberOffersQuery } from "./queries.ts";
import type { MemberOffersQueryResult } from "./sanity.types.ts";
import type { ContentSource } from "./source.ts";

export interface MemberOffer {
  id: string;
  title: string;
  text: string;
  /** Where the offer's products are; null without a link, or with one the shop refuses. */
  href: string | null;
  /** The last day it holds, in the market's time zone (the end itself is exclusive). */
  lastDay: string;
}

/** The offers live now in this storefront; one without a title or text is left out rather than shown broken. */
export async function getMemberOffers(sf: Storefront, source: ContentSource = getContentSource()): Promise<MemberOffer[]> {
  const rows = await source.fetch<MemberOffersQueryResult>(memberOffersQuery, {
    language: sf.language,
    market: sf.market.code,
  });
  return rows.flatMap((row) => {
    const title = row.title?.trim();
    const text = row.text?.trim();
    if (!title || !text || !row.endsAt) return [];
    const lastDay = formatDate(new Date(Date.parse(row.endsAt) - 1), sf);
    return [{ id: row.id, title, text, href: row.link ? contentHref(sf, row.link) : null, lastDay }];
  });
}
