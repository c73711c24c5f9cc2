/**
 * Editorial content (home page modules, guides, inspiration pages, the
 * community shop and the member club page): fetched from the content source
 * and turned into what the pages render. Links are checked and prefixed for the
 * storefront here, pictures resolved, and modules an editor left incomplete
 * are dropped rather than rendered half.
 */

import type { RailSpec } from "#lib/commerce/catalog/product-rail.server.ts";
import type { Language, Storefront } from "#lib/markets/markets.ts";
import { ROUTES } from "#lib/markets/routes.ts";
import { checkRailSource, RAIL_SOURCES, type RailSource } from "#schemas/rules/editorial.ts";
import { type ContentImage, contentImage, type RawImage } from "./images.server.ts";
import { getContentSource } from "./index.server.ts";
import { contentHref } from "./links.ts";
import {
  clubPageQuery,
  communityPageQuery,
  guideIndexQuery,
  guideQuery,
  guidesPageQuery,
  guidesQuery,
  homePageQuery,
  inspoArticleQuery,
  inspoIndexQuery,
  shoeGuideQuery,
} from "./queries.ts";
import type {
  ClubPageQueryResult,
  CommunityPageQueryResult,
  GuideIndexQueryResult,
  GuideQueryResult,
  GuidesPageQueryResult,
  GuidesQueryResult,
  HomePageQueryResult,
  InspoArticleQueryResult,
  InspoIndexQueryResult,
  ShoeGuideQueryResult,
} from "./sanity.types.ts";

export type Guide = NonNullable<GuideQueryResult>;
export type InspoArticle = NonNullable<InspoArticleQueryResult>;
export type ClubPage = NonNullable<ClubPageQueryResult>;

import type { ContentSource } from "./source.ts";

/** Widths pictures are asked for: the widest they are shown at, on a 2x screen where it matters. */
export const IMAGE_WIDTHS = { hero: 1600, tile: 600, feature: 1200, look: 800 } as const;

export type HomeModule =
  | { type: "hero"; key: string; heading: string; text: string; cta: string; href: string | null; image: ContentImage | null }
  | {
      type: "tiles";
      key: string;
      heading: string;
      tiles: { key: string; label: string; href: string; image: ContentImage | null }[];
    }
  | { type: "rail"; key: string; title: string; spec: RailSpec }
  | {
      type: "textImage";
      key: string;
      heading: string;
      text: string;
      cta: string;
      href: string | null;
      image: ContentImage | null;
      imageRight: boolean;
    }
  | { type: "perkStrip"; key: string; heading: string }
  | { type: "memberCta"; key: string; heading: string; text: string; cta: string; href: string | null };

export interface HomePage {
  /** The document's id, for a preview's edit marks. */
  id: string;
  title: string;
  description: string;
  modules: HomeModule[];
}

type RawModule = NonNullable<NonNullable<HomePageQueryResult>["modules"]>[number];
type Loose = { [K in keyof RawModule]?: unknown } & { _type: string; _key: string };

const str = (value: unknown): string => (typeof value === "string" ? value.trim() : "");

/** One raw module as the page renders it; null when the editor left out something it needs. */
export function toHomeModule(sf: Pick<Storefront, "basePath">, raw: Loose): HomeModule | null {
  const key = raw._key;
  const href = (link: unknown) => contentHref(sf, link);
  switch (raw._type) {
    case "heroModule": {
      const heading = str(raw.heading);
      return heading
        ? {
            type: "hero",
            key,
            heading,
            text: str(raw.text),
            cta: str(raw.cta),
            href: href(raw.link),
            image: contentImage(raw.image as RawImage, IMAGE_WIDTHS.hero),
          }
        : null;
    }
    case "categoryTilesModule": {
      const tiles = (Array.isArray(raw.tiles) ? raw.tiles : []).flatMap(
        (tile: { _key?: string; label?: unknown; link?: unknown; image?: RawImage }) => {
          const label = str(tile.label);
          const to = href(tile.link);
          return label && to
            ? [{ key: tile._key ?? label, label, href: to, image: contentImage(tile.image, IMAGE_WIDTHS.tile) }]
            : [];
        },
      );
      return tiles.length ? { type: "tiles", key, heading: str(raw.heading), tiles } : null;
    }
    case "productRailModule": {
      const title = str(raw.title);
      const source = str(raw.source) as RailSource;
      // A rail without what its source needs (ids, a brand, enough picks) would only show its heading.
      if (!title || !RAIL_SOURCES.includes(source) || checkRailSource(raw as Parameters<typeof checkRailSource>[0]) !== true)
        return null;
      return {
        type: "rail",
        key,
        title,
        spec: {
          source,
          categoryIds: str(raw.categoryIds) || null,
          brandSlug: str(raw.brandSlug) || null,
          productKeys: Array.isArray(raw.productKeys) ? raw.productKeys.filter((k): k is string => typeof k === "string") : null,
          count: typeof raw.count === "number" ? raw.count : 12,
        },
      };
    }
    case "textImageModule": {
      const heading = str(raw.heading);
      return heading
        ? {
            type: "textImage",
            key,
            heading,
            text: str(raw.text),
            cta: str(raw.cta),
            href: href(raw.link),
            image: contentImage(raw.image as RawImage, IMAGE_WIDTHS.feature),
            imageRight: raw.imageRight === true,
          }
        : null;
    }
    case "perkStripModule":
      return { type: "perkStrip", key, heading: str(raw.heading) };
    case "memberCtaModule": {
      const heading = str(raw.heading);
      const cta = str(raw.cta);
      return heading && cta ? { type: "memberCta", key, heading, text: str(raw.text), cta, href: href(raw.link) } : null;
    }
    default:
      return null;
  }
}

export async function getHomePage(sf: Storefront, source: ContentSource = getContentSource()): Promise<HomePage | null> {
  const raw = await source.fetch<HomePageQueryResult>(homePageQuery, { language: sf.language });
  if (!raw) return null;
  return {
    id: raw._id,
    title: str(raw.title),
    description: str(raw.description),
    modules: (raw.modules ?? []).flatMap((m) => toHomeModule(sf, m as Loose) ?? []),
  };
}

export function getGuides(language: Language, source: ContentSource = getContentSource()) {
  return source.fetch<GuidesQueryResult>(guidesQuery, { language });
}

export function getGuide(language: Language, slug: string, source: ContentSource = getContentSource()) {
  return source.fetch<GuideQueryResult>(guideQuery, { language, slug });
}

/** Every guide in every language: for prerendering and hreflang by topic. */
export function getGuideIndex(source: ContentSource = getContentSource()) {
  return source.fetch<GuideIndexQueryResult>(guideIndexQuery);
}

export function getGuidesPage(language: Language, source: ContentSource = getContentSource()) {
  return source.fetch<GuidesPageQueryResult>(guidesPageQuery, { language });
}

/** The market-relative path of a guide (`/guider/skostorlek`), or of the guides index. */
export function guidePath(language: Language, slug?: string | null): string {
  const base = `/${ROUTES[language].guides}`;
  return slug ? `${base}/${slug}` : base;
}

/** Where the foot-measuring hint of shoe pages links: the shoe-size guide of the language, if there is one. */
export async function shoeGuidePath(language: Language, source: ContentSource = getContentSource()): Promise<string | null> {
  const slug = await source.fetch<ShoeGuideQueryResult>(shoeGuideQuery, { language });
  return slug ? guidePath(language, slug) : null;
}

export function getInspoArticle(language: Language, slug: string, source: ContentSource = getContentSource()) {
  return source.fetch<InspoArticleQueryResult>(inspoArticleQuery, { language, slug });
}

export function getInspoIndex(source: ContentSource = getContentSource()) {
  return source.fetch<InspoIndexQueryResult>(inspoIndexQuery);
}

export function getCommunityPage(language: Language, source: ContentSource = getContentSource()) {
  return source.fetch<CommunityPageQueryResult>(communityPageQuery, { language });
}

export function getClubPage(language: Language, source: ContentSource = getContentSource()) {
  return source.fetch<ClubPageQueryResult>(clubPageQuery, { language });
}
