import type { Storefront } from "#lib/markets/markets.ts";
import { BANNER_BACKGROUNDS, type BannerBackground, type CtaBanner } from "#lib/shell/banner-types.ts";
import { formatAmounts } from "./amounts.ts";
import { inPreview } from "./draft-mode.server.ts";
import { editAttribute } from "./edit-marks.ts";
import { getContentSource } from "./index.server.ts";
import { contentHref } from "./links.ts";
import { shellFetch } from "./menus.server.ts";
import type { LiveBannersQueryResult, StorefrontBannersQueryResult } from "./sanity.types.ts";
import { liveBannersQuery, storefrontBannersQuery } from "./shell-queries.ts";
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

/** Whether a banner scheduled from `startsAt` until `endsAt` (none: no end) is live at `now`, as GROQ's dateTime compares them. */
export function isLiveAt(row: { startsAt: string | null; endsAt: string | null }, now: number): boolean {
  const start = row.startsAt === null ? Number.NaN : Date.parse(row.startsAt);
  if (!(start <= now)) return false;
  return row.endsAt === null || Date.parse(row.endsAt) > now;
}

/**
 * The banner a page of the storefront shows, rendered into its HTML so it is there from
 * the first paint (nothing reserved, nothing arriving later): the first live banner, or
 * null. The storefront's scheduled banners are kept with the shell's content (until a
 * content change, a minute at most) and the live one is picked by the clock here, so a
 * render costs no query (ADR 43); a start or an end shows on the next render as before.
 * A content source that fails costs the banner, never the page.
 */
export async function getBannerToShow(sf: Storefront, source?: ContentSource, now = Date.now()): Promise<CtaBanner | null> {
  try {
    const rows = await shellFetch<StorefrontBannersQueryResult>(source, storefrontBannersQuery, {
      market: sf.market.code,
      language: sf.language,
    });
    return (
      shown(
        sf,
        rows.filter((row) => isLiveAt(row, now)),
      )[0] ?? null
    );
  } catch (error) {
    console.error("alert banner: content source failed", error);
    return null;
  }
}
