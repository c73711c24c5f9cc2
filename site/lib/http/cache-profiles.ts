/**
 * Every Cache-Control the shop sends, by name. A route picks the profile of
 * what it answers instead of writing the header; the render cache
 * (render-cache.ts) and any CDN in front read the same words.
 */
export const CACHE = {
  /** Listings, product pages and product data: live prices, so a minute, then five served stale while refreshed. */
  catalog: "public, max-age=60, stale-while-revalidate=300",
  /** A catalog address that is not there may be there in a minute. */
  catalogMissing: "public, max-age=60",
  /** Alert banners change on an editor's schedule: a minute either way. */
  banners: "public, max-age=60, stale-while-revalidate=60",
  /** Sitemaps and robots.txt: crawlers come back hourly at most. */
  crawlers: "public, max-age=3600",
  /** The URL names everything the answer depends on (generated product pictures). */
  immutable: "public, max-age=31536000, immutable",
  /** One shopper's answers (cart, checkout, search, API errors): kept by nobody. */
  private: "private, no-store",
  /** Answers about this process (health, readiness, error pages): never kept. */
  noStore: "no-store",
} as const;
