/**
 * The purge hook: when content changes, a CDN in front of the shop is told which
 * pages to drop, by the same tags the pages carry in their Cache-Tag header
 * (site/lib/content/changes.server.ts). The request is Cloudflare's purge API's shape,
 * `POST {tags: [...]}` or `{purge_everything: true}` with a bearer token; another
 * CDN takes a small adapter at CONTENT_PURGE_URL. Without that setting there is
 * nothing to purge. A failed purge is logged, never retried: pages a CDN keeps
 * expire after their s-maxage (site/lib/http/cache-profiles.ts).
 */
interface PurgeEnv {
  CONTENT_PURGE_URL?: string | undefined;
  CONTENT_PURGE_TOKEN?: string | undefined;
}

interface Log {
  warn(obj: object, msg: string): void;
}

/** The CDN purge for this environment, or null when none is configured. */
export function cdnPurger(
  env: PurgeEnv,
  log: Log,
  fetchImpl: typeof fetch = fetch,
): ((tags: string[] | null) => Promise<void>) | null {
  const url = env.CONTENT_PURGE_URL;
  if (!url) return null;
  return async (tags) => {
    try {
      const response = await fetchImpl(url, {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          ...(env.CONTENT_PURGE_TOKEN ? { Authorization: `Bearer ${env.CONTENT_PURGE_TOKEN}` } : {}),
        },
        body: JSON.stringify(tags === null ? { purge_everything: true } : { tags }),
        signal: AbortSignal.timeout(5000),
      });
      if (!response.ok) log.warn({ status: response.status, url }, "CDN purge refused");
    } catch (error) {
      log.warn({ err: error, url }, "CDN purge failed");
    }
  };
}
