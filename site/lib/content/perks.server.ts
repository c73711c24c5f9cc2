import type { Storefront } from "#lib/markets/markets.ts";
import { formatAmounts } from "./amounts.ts";
import { getContentSource } from "./index.server.ts";
import { contentHref } from "./links.ts";
import { type CategoryFilters, perkAppliesTo } from "./perk-rules.ts";
import { perksQuery } from "./queries.ts";
import type { PerksQueryResult } from "./sanity.types.ts";
import type { ContentSource } from "./source.ts";

type RawPerk = PerksQueryResult[number];

/** A perk ready to render: its Portable Text, and its link checked and prefixed (or none). */
export interface Perk {
  id: string;
  /** Portable Text, rendered by site/components/RichText.tsx. */
  text: NonNullable<RawPerk["text"]>;
  /** The words alone, amounts written for the storefront, for where markup cannot go (a tooltip). */
  plainText: string;
  href: string | null;
  /** Shown only with an href. */
  linkText: string | null;
  categoryID: string | null;
  excludeCategoryID: string | null;
}

/** The perks a storefront has, in the editors' order; a perk without text is left out. */
export async function getPerks(sf: Storefront, source: ContentSource = getContentSource()): Promise<Perk[]> {
  const perks = await source.fetch<PerksQueryResult>(perksQuery, { language: sf.language, market: sf.market.code });
  return perks.flatMap((perk) => {
    const href = contentHref(sf, perk.link);
    const linkText = perk.linkText?.trim() || null;
    if (!perk.text?.length || !perk.plainText.trim()) return [];
    return [
      {
        id: perk.id,
        text: perk.text,
        plainText: formatAmounts(perk.plainText.trim(), sf),
        href: href && linkText ? href : null,
        linkText: href ? linkText : null,
        categoryID: perk.categoryID,
        excludeCategoryID: perk.excludeCategoryID,
      },
    ];
  });
}

/**
 * The perks one page shows, wherever it shows them (top bar, market switcher,
 * product page, perk strip). `categories` is the page's category with its
 * ancestors (a listing of a category, a product page); pages without a category
 * pass null and show only the perks that are not tied to categories.
 */
export function perksForPage<T extends CategoryFilters>(perks: T[], categories: readonly number[] | null): T[] {
  // With no category, only a perk without categoryID applies (and its exclusions cannot match).
  return perks.filter((perk) => perkAppliesTo(perk, categories ?? []));
}
