/**
 * What every page loader hands the shell (site/layouts/Shop.astro) besides the page
 * itself: the document's title and description, the canonical path, the hreflang
 * alternates, and what decides the shell's parts (the path in the storefront, the
 * page's categories, whether the page asks shoppers to join the club itself).
 */
import type { Storefront } from "#lib/markets/markets.ts";

/** The shop's name, which the title template adds to every page's own title. */
export const SITE_NAME = "Little North";

/**
 * A page's title: its own name, which the template completes (`Jeans – Little North`),
 * or `{ absolute }` for a title that already names the shop (a home page's).
 */
export type PageTitle = string | { absolute: string };

/** The document's <title>: the one place the site name is added. */
export function documentTitle(title: PageTitle): string {
  return typeof title === "string" ? `${title} – ${SITE_NAME}` : title.absolute;
}

export interface PageHead {
  storefront: Storefront;
  title: PageTitle;
  description: string;
  /** The page's own path (canonical), such as /se/kille/jeans. */
  canonicalPath: string;
  /** The path inside the storefront, such as /kille/jeans or /checkout/; decides shell visibility. */
  rest: string;
  /** The page's path in another storefront (its hreflang alternates), null where it has none; null: no alternates. */
  pathIn: ((sf: Storefront) => string | null) | null;
  /**
   * The page's category and its ancestors (a category listing, a product page), which
   * decide the perks every part of the page shows; pages without a category leave it out.
   */
  categories?: readonly number[] | null;
}
