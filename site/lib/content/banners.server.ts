import type { Storefront } from "#lib/markets/markets.ts";
import { BANNER_BACKGROUNDS, type BannerBackground, type CtaBanner } from "#lib/shell/banner-types.ts";
import { formatAmounts } from "./amounts.ts";
import { inPreview } from "./draft-mode.server.ts";
import { editAttribute } from "./edit-marks.ts";
import { getContentSource } from "./index.server.ts";
import { contentHref } from "./links.ts";
import type { LiveBannersQueryResult } from "./sanity.types.ts";
import { liveBannersQuery } from "./shell-queries.ts";
import type { ContentSource } from "./source.ts";

export type { CtaBanner } from "#lib/shell/banner-types.ts";

function isBackground(value: unknown): value is BannerBackground {
  return (BANNER_BACKGROUNDS as readonly unknown[]).includes(value);
}

type BannerRow = Pick<LiveBannersQueryResult[number], "_id" | "text" | "url" | "background">;

/** The banners of rows a storefront may show: links prefixed and checked, amounts written, broken ones left out. */
function shown(sf: Storefront, rows: readonly BannerRow[]): CtaBanner[] {
  const preview = inPreview();
  return rows.flatMap((row) => {
    const url = contentHref(sf, row.url);
    // Only a preview's banner carries its edit mark: a shopper's answer (and the banner API's) is as it was.
    const edit = editAttribute(preview, { id: row._id, type: "alertBanner", path: "text" });
    return row.text?.trim() && url && isBackground(row.background)
      ? [{ text: formatAmounts(row.text.trim(), sf), url, background: row.background, ...(edit ? { edit } : {}) }]
      : [];
  });
}

/**
 * Alert banners of a storefront live right now (the source's now()), the one to
 * show first. Links are prefixed for the storefront and amount tokens (`{699 SEK}`) written
 * as its prices are; a banner with a link the
 * shop refuses, no text or an unknown colour is left out rather than shown broken.
 * The banner API's answer: asked of the source on every call, never kept.
 */
export async function getLiveBanners(sf: Storefront, source: ContentSource = getContentSource()): Promise<CtaBanner[]> {
  return shown(
    sf,
    await source.fetch<LiveBannersQueryResult>(liveBannersQuery, { market: sf.market.code, language: sf.language }),
  );
}

/**
 * The banner a page of the storefront shows, rendered into its HTML so it is there from
 * the first paint (nothing reserved, nothing arriving later): the first live banner, or
 * null. Asked of the source on each render, by the source's own now(): a scheduled start
 * or end follows the Content Lake's clock (ADR 43 tried the shop's clock over kept
 * answers, and the lake's test clock showed why not). A content source that fails costs
 * the banner, never the page.
 */
export async function getBannerToShow(sf: Storefront, source?: ContentSource): Promise<CtaBanner | null> {
  try {
    return (await getLiveBanners(sf, source))[0] ?? null;
  } catch (error) {
    console.error("alert banner: content source failed", error);
    return null;
  }
}
