/**
 * Size guides from the CMS (schemas/documents/sizeGuide.ts): what a product page
 * opens over itself, and the page the same link leads to without JavaScript
 * (/{guides}/{address}, shared with the guides).
 */

import type { Crumb } from "#lib/commerce/catalog/listing-page.server.ts";
import { dictionary } from "#lib/i18n/index.ts";
import type { Language, Storefront } from "#lib/markets/markets.ts";
import { localizePath } from "#lib/markets/paths.ts";
import { type SizeGuideKind, sizeGuideFor } from "#schemas/rules/size-guides.ts";
import { getGuidesPage, guidePath } from "./editorial.server.ts";
import type { EditorialPage } from "./editorial-page.server.ts";
import { getContentSource } from "./index.server.ts";
import { sizeGuideIndexQuery, sizeGuidesQuery } from "./queries.ts";
import type { SizeGuideIndexQueryResult, SizeGuidesQueryResult } from "./sanity.types.ts";
import type { ContentSource } from "./source.ts";

/** A guide as the shop shows it: one whose table and address are there (the Studio requires both). */
export interface SizeGuide {
  kind: SizeGuideKind;
  title: string;
  slug: string;
  intro: string;
  table: { caption: string; rows: { _key: string; cells: string[] }[] };
  categoryIds: string | null;
}

function complete(doc: SizeGuidesQueryResult[number]): SizeGuide | null {
  const { kind, title, slug, table } = doc;
  if (!kind || !title || !slug || !table?.rows?.length) return null;
  return {
    kind,
    title,
    slug,
    intro: doc.intro ?? "",
    table: { caption: table.caption ?? title, rows: table.rows.map((row) => ({ _key: row._key, cells: row.cells ?? [] })) },
    categoryIds: doc.categoryIds,
  };
}

export async function getSizeGuides(language: Language, source: ContentSource = getContentSource()): Promise<SizeGuide[]> {
  const docs = await source.fetch<SizeGuidesQueryResult>(sizeGuidesQuery, { language });
  return docs.flatMap((doc) => complete(doc) ?? []);
}

/** What a product page needs of its guide: the guide, and its page for the link without JavaScript. */
export interface ProductSizeGuide {
  guide: SizeGuide;
  href: string;
}

/** The size guide of a product in these categories (root first), with its address in the storefront. */
export async function productSizeGuide(sf: Storefront, categories: readonly number[]): Promise<ProductSizeGuide | null> {
  const guide = sizeGuideFor(await getSizeGuides(sf.language), categories);
  return guide ? { guide, href: localizePath(sf, guidePath(sf.language, guide.slug)) } : null;
}

export interface SizeGuideView {
  storefront: Storefront;
  guide: SizeGuide;
  /** The language's other size guides. */
  more: { title: string; href: string }[];
  breadcrumbs: Crumb[];
}

/** A size guide's own page: where its link leads without JavaScript. Null when the language has none at that address. */
export async function loadSizeGuidePage(
  sf: Storefront,
  slug: string,
): Promise<EditorialPage<"size-guide", SizeGuideView> | null> {
  const [guides, index, page] = await Promise.all([
    getSizeGuides(sf.language),
    getContentSource().fetch<SizeGuideIndexQueryResult>(sizeGuideIndexQuery),
    getGuidesPage(sf.language),
  ]);
  const guide = guides.find((g) => g.slug === slug);
  if (!guide) return null;
  const rest = guidePath(sf.language, slug);
  const href = (g: SizeGuide) => localizePath(sf, guidePath(sf.language, g.slug));
  return {
    kind: "size-guide",
    storefront: sf,
    canonicalPath: localizePath(sf, rest),
    rest,
    title: guide.title,
    description: guide.intro,
    pathIn: (other) => {
      const version = index.find((g) => g.language === other.language && g.kind === guide.kind);
      return version?.slug ? localizePath(other, guidePath(other.language, version.slug)) : null;
    },
    props: {
      storefront: sf,
      guide,
      more: guides.filter((g) => g !== guide).map((g) => ({ title: g.title, href: href(g) })),
      breadcrumbs: [
        { name: dictionary(sf.language).catalog.product.home, href: sf.basePath },
        {
          name: page?.title ?? dictionary(sf.language).catalog.section.guides,
          href: localizePath(sf, guidePath(sf.language)),
        },
        { name: guide.title, href: href(guide) },
      ],
    },
  };
}
