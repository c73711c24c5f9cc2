import type { Storefront } from "../markets/markets";
import { localizePath } from "../markets/paths";
import { getContentSource } from "./index";
import { perksQuery } from "./queries";
import type { PerksQueryResult } from "./sanity.types";
import type { ContentSource } from "./source";

export type Perk = PerksQueryResult[number];

/** The perks a storefront shows, with links already prefixed for it. */
export async function getPerks(sf: Storefront, source: ContentSource = getContentSource()): Promise<Perk[]> {
  const perks = await source.fetch<PerksQueryResult>(perksQuery, { language: sf.language, market: sf.market.code });
  return perks.map((perk) => ({ ...perk, link: perk.link ? localizePath(sf, perk.link) : null }));
}
