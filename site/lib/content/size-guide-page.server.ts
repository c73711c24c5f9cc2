/** A size guide's own page (/{guides}/{address}): where the product page's link leads without JavaScript. */
import type { Crumb } from "#lib/commerce/catalog/listing-page.server.ts";
import { dictionary } from "#lib/i18n/index.ts";
import type { Storefront } from "#lib/markets/markets.ts";
import { localizePath } from "#lib/markets/paths.ts";
import { getGuidesPage, guidePath } from "./editorial.server.ts";
import type { EditorialPage } from "./editorial-page.server.ts";
import { getContentSource } from "./index.server.ts";
import { sizeGuideIndexQuery } from "./queries.ts";
import type { SizeGuideIndexQueryResult } from "./sanity.types.ts";
import { getSizeGuides, type SizeGuide } from "./size-guides.server.ts";

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
