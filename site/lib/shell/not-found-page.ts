import { CACHE } from "#lib/http/cache-profiles.ts";
import { dictionary } from "#lib/i18n/index.ts";
import type { Storefront } from "#lib/markets/markets.ts";
import { localizePath } from "#lib/markets/paths.ts";
import type { PageHead } from "./page-head.ts";

/** The storefront's 404 page, as every route that renders on request answers an address it has nothing at. */
export interface NotFoundPage extends PageHead {
  kind: "not-found";
  status: 404;
  cacheControl: string;
  categories: null;
  props: { storefront: Storefront };
}

export function notFoundPage(sf: Storefront, rest: string): NotFoundPage {
  const t = dictionary(sf.language).catalog.notFound;
  return {
    kind: "not-found",
    status: 404,
    cacheControl: CACHE.pageMissing,
    storefront: sf,
    title: t.title,
    description: t.text,
    canonicalPath: localizePath(sf, rest),
    rest,
    pathIn: null,
    categories: null,
    props: { storefront: sf },
  };
}
