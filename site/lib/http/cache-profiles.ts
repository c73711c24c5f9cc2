/**
 * Every Cache-Control the shop sends, by name. A route picks the profile of
 * what it answers instead of writing the header; the render cache
 * (render-cache.ts) and any CDN in front read the same words.
 */
export const CACHE = {
  /**
   * Every storefront page (editorial and catalog): browsers always ask again, so two
   * pages never show two versions of the shell; a shared cache (the render cache, a
   * CDN) keeps it a minute, or until a content change purges its tags (ADR 16).
   */
  page: "public, max-age=0, s-maxage=60, stale-while-revalidate=60",
  /** A storefront address that is not there may be there after the next publish. */
  pageMissing: "public, max-age=0, s-maxage=60",
  /** Product data and server islands: live prices, so a minute, then five served stale while refreshed. */
  catalog: "public, max-age=60, stale-while-revalidate=300",
  /** Alert banners change on an editor's schedule: within a minute of it, a CDN's stale answer included. */
  banners: "public, max-age=0, s-maxage=30, stale-while-revalidate=30",
  /** Sitemaps and robots.txt: crawlers come back hourly at most. */
  crawlers: "public, max-age=3600",
  /** The URL names everything the answer depends on (generated product pictures). */
  immutable: "public, max-age=31536000, immutable",
  /** One shopper's answers (cart, checkout, search, API errors): kept by nobody. */
  private: "private, no-store",
  /** Answers about this process (health, readiness, error pages): never kept. */
  noStore: "no-store",
} as const;
