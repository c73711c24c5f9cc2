/**
 * The editorial pages' loaders: what each editorial page (home, static pages
 * and the member club page, guides, inspiration pages, the community shop) shows,
 * gathered from the content source into one typed result per page. Each returns
 * the page's head for the shell (PageHead) and the props of its view in
 * site/components/editorial/, which only renders; the route applies the layout.
 * A page whose document does not exist (any more) is null; `editorialRoute` makes
 * that the storefront's 404. The pages render on request (ADR 16).
 */

import type { Crumb } from "#lib/commerce/catalog/listing-page.server.ts";
import { CACHE } from "#lib/http/cache-profiles.ts";
import { dictionary } from "#lib/i18n/index.ts";
import { DEFAULT_MARKET, type Storefront, storefront } from "#lib/markets/markets.ts";
import { localizePath, parseStorefrontPath } from "#lib/markets/paths.ts";
import { type NotFoundPage, notFoundPage } from "#lib/shell/not-found-page.ts";
import type { PageHead } from "#lib/shell/page-head.ts";
import { shellVisibility } from "#lib/shell/visibility.ts";
import { parseCategoryIds } from "#schemas/rules/category-ids.ts";
import {
  type ClubPage,
  type Guide,
  getClubPage,
  getCommunityPage,
  getGuide,
  getGuideIndex,
  getGuides,
  getGuidesPage,
  getHomePage,
  getInspoArticle,
  getInspoIndex,
  guidePath,
  type HomeModule,
  IMAGE_WIDTHS,
  type InspoArticle,
} from "./editorial.server.ts";
import { type ContentImage, contentImage } from "./images.server.ts";
import { contentHref } from "./links.ts";
import { getShellSettings } from "./menus.server.ts";
import { getStaticPage, getStaticPageIndex, type StaticPage, translationsOf } from "./pages.server.ts";
import { getPerks, type Perk, perksForPage } from "./perks.server.ts";
import { getSiteSettings } from "./settings.server.ts";

/** One editorial page: what the shell needs (PageHead) and what its view renders. */
export type EditorialPage<Kind extends string, Props> = PageHead & { kind: Kind; props: Props };

export interface HomeView {
  storefront: Storefront;
  /** The home page document's id (null when there is none), for a preview's edit marks. */
  documentId: string | null;
  modules: HomeModule[];
  /** The site's title, the hidden h1 when no hero carries the page's heading. */
  siteTitle: string | null;
  /** The perks a perk strip shows: those not tied to a category (the home page has none). */
  perks: Perk[];
}

export async function loadHomePage(sf: Storefront): Promise<EditorialPage<"home", HomeView>> {
  const [settings, home, shell] = await Promise.all([getSiteSettings(sf.language), getHomePage(sf), getShellSettings(sf)]);
  // The home page's member call to action is a member block: where the shell's is hidden (specification 2.3), so is it.
  const memberBlock = shellVisibility("/", { marketMemberBlock: shell.marketMemberBlock }).memberBlock;
  const modules = (home?.modules ?? []).filter((m) => m.type !== "memberCta" || memberBlock);
  const perks = modules.some((m) => m.type === "perkStrip") ? perksForPage(await getPerks(sf), null).slice(0, 4) : [];
  return {
    kind: "home",
    storefront: sf,
    // A home page's title is the shop's own: the template adds nothing.
    title: { absolute: home?.title || settings.siteTitle || "" },
    description: home?.description || settings.siteDescription || "",
    canonicalPath: sf.basePath,
    rest: "/",
    pathIn: (other) => other.basePath,
    props: { storefront: sf, documentId: home?.id ?? null, modules, siteTitle: settings.siteTitle || null, perks },
  };
}

/** The head fields every page at a path of the storefront shares. */
const at = (sf: Storefront, rest: string) => ({ storefront: sf, canonicalPath: localizePath(sf, rest), rest });

const home = (sf: Storefront): Crumb => ({ name: dictionary(sf.language).catalog.product.home, href: sf.basePath });

export interface StaticPageView {
  storefront: Storefront;
  page: StaticPage;
  breadcrumbs: Crumb[];
}

export interface ClubPageView {
  storefront: Storefront;
  club: ClubPage;
  image: ContentImage | null;
  /** The club's terms, where the editor linked them. */
  terms: string | null;
  breadcrumbs: Crumb[];
}

/** A page at /page/{slug}: a static page, or the member club page, which has its own document type at the address the menus link to. */
export async function loadStaticPage(
  sf: Storefront,
  slug: string,
): Promise<EditorialPage<"static", StaticPageView> | EditorialPage<"club", ClubPageView> | null> {
  const club = await getClubPage(sf.language);
  return club?.slug === slug ? clubPage(sf) : staticPage(sf, slug);
}

/** The path of a topic's static page in every storefront whose language has one. */
const staticPathIn = (index: Awaited<ReturnType<typeof getStaticPageIndex>>, topic: string | null) => {
  const versions = translationsOf(index, topic);
  return (other: Storefront) => {
    const version = versions.find((v) => v.language === other.language);
    return version ? localizePath(other, `/page/${version.slug}`) : null;
  };
};

async function staticPage(sf: Storefront, slug: string): Promise<EditorialPage<"static", StaticPageView> | null> {
  const [page, index] = await Promise.all([getStaticPage(sf.language, slug), getStaticPageIndex()]);
  if (!page) return null;
  const rest = `/page/${slug}`;
  return {
    kind: "static",
    ...at(sf, rest),
    title: page.title ?? "",
    description: page.description ?? "",
    pathIn: staticPathIn(index, page.topic),
    props: { storefront: sf, page, breadcrumbs: [home(sf), { name: page.title ?? "", href: localizePath(sf, rest) }] },
  };
}

async function clubPage(sf: Storefront): Promise<EditorialPage<"club", ClubPageView> | null> {
  const [club, index] = await Promise.all([getClubPage(sf.language), getStaticPageIndex()]);
  if (!club?.slug) return null;
  const rest = `/page/${club.slug}`;
  return {
    kind: "club",
    ...at(sf, rest),
    title: club.title ?? "",
    description: club.description ?? "",
    pathIn: staticPathIn(index, "memberClub"),
    props: {
      storefront: sf,
      club,
      image: contentImage(club.image, IMAGE_WIDTHS.hero),
      terms: contentHref(sf, club.termsLink),
      breadcrumbs: [home(sf), { name: club.title ?? "", href: localizePath(sf, rest) }],
    },
  };
}

export interface GuidesView {
  storefront: Storefront;
  /** The guides page document, when the language has one (its title and intro are marked for the Studio). */
  pageId: string | null;
  title: string;
  intro: string | null;
  guides: {
    id: string;
    slug: string | null;
    title: string | null;
    summary: string | null;
    href: string;
    image: ContentImage | null;
  }[];
  breadcrumbs: Crumb[];
}

export async function loadGuidesPage(sf: Storefront): Promise<EditorialPage<"guides", GuidesView>> {
  const t = dictionary(sf.language);
  const [page, guides] = await Promise.all([getGuidesPage(sf.language), getGuides(sf.language)]);
  const rest = guidePath(sf.language);
  const title = page?.title ?? t.catalog.section.guides;
  return {
    kind: "guides",
    ...at(sf, rest),
    title,
    description: page?.description ?? "",
    pathIn: (other) => localizePath(other, guidePath(other.language)),
    props: {
      storefront: sf,
      pageId: page?._id ?? null,
      title,
      intro: page?.intro ?? null,
      guides: guides.map((guide) => ({
        id: guide._id,
        slug: guide.slug,
        title: guide.title,
        summary: guide.summary,
        href: localizePath(sf, guidePath(sf.language, guide.slug)),
        image: contentImage(guide.image, IMAGE_WIDTHS.feature),
      })),
      breadcrumbs: [home(sf), { name: title, href: localizePath(sf, rest) }],
    },
  };
}

export interface GuideView {
  storefront: Storefront;
  guide: Guide;
  image: ContentImage | null;
  /** The language's other guides. */
  more: { title: string | null; href: string }[];
  breadcrumbs: Crumb[];
}

export async function loadGuidePage(sf: Storefront, slug: string): Promise<EditorialPage<"guide", GuideView> | null> {
  const t = dictionary(sf.language);
  const [guide, index, guides, page] = await Promise.all([
    getGuide(sf.language, slug),
    getGuideIndex(),
    getGuides(sf.language),
    getGuidesPage(sf.language),
  ]);
  if (!guide) return null;
  const rest = guidePath(sf.language, slug);
  return {
    kind: "guide",
    ...at(sf, rest),
    title: guide.title ?? "",
    description: guide.summary ?? "",
    pathIn: (other) => {
      const version =
        guide.topic && guide.topic !== "other"
          ? index.find((g) => g.language === other.language && g.topic === guide.topic)
          : null;
      return version?.slug ? localizePath(other, guidePath(other.language, version.slug)) : null;
    },
    props: {
      storefront: sf,
      guide,
      image: contentImage(guide.image, IMAGE_WIDTHS.feature),
      more: guides
        .filter((g) => g.slug !== slug)
        .map((g) => ({ title: g.title, href: localizePath(sf, guidePath(sf.language, g.slug)) })),
      breadcrumbs: [
        home(sf),
        { name: page?.title ?? t.catalog.section.guides, href: localizePath(sf, guidePath(sf.language)) },
        { name: guide.title ?? "", href: localizePath(sf, rest) },
      ],
    },
  };
}

export interface InspoView {
  storefront: Storefront;
  page: InspoArticle;
  image: ContentImage | null;
  /** The first of the page's categories, for a "see more" link after its products. */
  moreCategoryId: number | null;
  breadcrumbs: Crumb[];
}

export async function loadInspoPage(sf: Storefront, slug: string): Promise<EditorialPage<"inspo", InspoView> | null> {
  const [page, index] = await Promise.all([getInspoArticle(sf.language, slug), getInspoIndex()]);
  if (!page) return null;
  const rest = `/inspo/${slug}`;
  let moreCategoryId: number | null = null;
  try {
    moreCategoryId = parseCategoryIds(page.categoryIds)[0] ?? null;
  } catch {
    moreCategoryId = null;
  }
  return {
    kind: "inspo",
    ...at(sf, rest),
    title: page.title ?? "",
    description: page.intro ?? "",
    pathIn: (other) => {
      const version = index.find((p) => p.language === other.language && p.key === page.key);
      return version?.slug ? localizePath(other, `/inspo/${version.slug}`) : null;
    },
    props: {
      storefront: sf,
      page,
      image: contentImage(page.image, IMAGE_WIDTHS.hero),
      moreCategoryId,
      breadcrumbs: [home(sf), { name: page.title ?? "", href: localizePath(sf, rest) }],
    },
  };
}

export interface CommunityView {
  storefront: Storefront;
  title: string;
  intro: string | null;
  looks: { id: string; title: string | null; caption: string | null; image: ContentImage | null; productKeys: string[] }[];
  breadcrumbs: Crumb[];
}

export async function loadCommunityPage(sf: Storefront): Promise<EditorialPage<"community", CommunityView>> {
  const t = dictionary(sf.language);
  const page = await getCommunityPage(sf.language);
  const rest = "/instagram";
  const title = page?.title ?? t.catalog.section.community;
  return {
    kind: "community",
    ...at(sf, rest),
    title,
    description: page?.description ?? "",
    pathIn: (other) => localizePath(other, rest),
    props: {
      storefront: sf,
      title,
      intro: page?.intro ?? null,
      looks: (page?.looks ?? []).map((look) => ({
        id: `look-${look._key}`,
        title: look.title,
        caption: look.caption,
        image: contentImage(look.image, IMAGE_WIDTHS.look),
        productKeys: look.productKeys ?? [],
      })),
      breadcrumbs: [home(sf), { name: title, href: localizePath(sf, rest) }],
    },
  };
}

/** An editorial page as a route answers it: with its status and cache policy, or the storefront's 404. */
export type EditorialRoute<Page extends PageHead> = (Page & { status: 200; cacheControl: string }) | NotFoundPage;

/**
 * The page at `url` from its loader, or the 404 of its storefront (of the default
 * market in English outside any market) when the loader finds no document.
 */
export async function editorialRoute<Page extends PageHead>(
  url: URL,
  load: (sf: Storefront) => Promise<Page | null>,
): Promise<EditorialRoute<Page>> {
  const parsed = parseStorefrontPath(url.pathname);
  if (!parsed) return notFoundPage(storefront(DEFAULT_MARKET, { english: true }), url.pathname);
  const page = await load(parsed.storefront);
  return page ? { ...page, status: 200, cacheControl: CACHE.page } : notFoundPage(parsed.storefront, parsed.rest);
}
