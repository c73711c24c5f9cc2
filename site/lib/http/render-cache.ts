/**
 * A short-lived memory of rendered public pages, the same promise their
 * Cache-Control already makes to any CDN in front: a page marked
 * `public, max-age=N` may be served for N seconds without rendering it again.
 * Only GETs of such pages are kept; responses that set cookies, errors and
 * anything marked private are rendered every time. A cache, never a source of truth.
 *
 * Pages are kept with tags (site/lib/content/changes.ts); a content change purges
 * the tags it touches. A render begun before a purge is not kept after it: it may
 * show what the purge was about.
 */
export interface CachedPage {
  status: number;
  headers: [string, string][];
  body: ArrayBuffer;
  expires: number;
  tags: readonly string[];
}

export interface RenderCacheOptions {
  maxEntries?: number;
  now?: () => number;
}

const MAX_AGE = /(?:^|,)\s*max-age=(\d+)/;
const S_MAXAGE = /(?:^|,)\s*s-maxage=(\d+)/;

/** Seconds a response may be reused by a shared cache (s-maxage, else max-age), or 0 when it must not be. */
export function reusableFor(cacheControl: string | null): number {
  if (!cacheControl || !/(?:^|,)\s*public\b/.test(cacheControl) || /no-store|private|no-cache/.test(cacheControl)) return 0;
  const seconds = Number((S_MAXAGE.exec(cacheControl) ?? MAX_AGE.exec(cacheControl))?.[1] ?? 0);
  return Number.isFinite(seconds) ? seconds : 0;
}

export function toResponse(page: CachedPage): Response {
  return new Response(page.body.slice(0), { status: page.status, headers: page.headers });
}

export class RenderCache {
  readonly #entries = new Map<string, CachedPage>();
  readonly #max: number;
  readonly #now: () => number;
  #generation = 0;

  constructor({ maxEntries = 500, now = Date.now }: RenderCacheOptions = {}) {
    this.#max = maxEntries;
    this.#now = now;
  }

  get(key: string): CachedPage | undefined {
    const hit = this.#entries.get(key);
    if (!hit) return undefined;
    if (hit.expires <= this.#now()) {
      this.#entries.delete(key);
      return undefined;
    }
    return hit;
  }

  /** Changes with every purge; `remember` takes the one read before rendering. */
  get generation(): number {
    return this.#generation;
  }

  /**
   * Keeps a response if its headers allow and no purge happened since `generation`
   * was read; returns the response to send either way.
   */
  async remember(
    key: string,
    response: Response,
    tags: readonly string[] = [],
    generation = this.#generation,
  ): Promise<Response> {
    const seconds = reusableFor(response.headers.get("cache-control"));
    if (seconds === 0 || response.headers.has("set-cookie") || ![200, 404].includes(response.status)) return response;
    const body = await response.arrayBuffer();
    const page: CachedPage = {
      status: response.status,
      headers: [...response.headers],
      body,
      expires: this.#now() + seconds * 1000,
      tags,
    };
    if (generation !== this.#generation) return toResponse(page);
    this.#entries.set(key, page);
    if (this.#entries.size > this.#max) this.#entries.delete(this.#entries.keys().next().value as string);
    return toResponse(page);
  }

  /** Drops the pages carrying any of these tags; null drops every page. */
  purge(tags: readonly string[] | null): void {
    this.#generation++;
    if (tags === null) {
      this.#entries.clear();
      return;
    }
    const wanted = new Set(tags);
    for (const [key, page] of this.#entries) if (page.tags.some((t) => wanted.has(t))) this.#entries.delete(key);
  }

  get size(): number {
    return this.#entries.size;
  }
}
