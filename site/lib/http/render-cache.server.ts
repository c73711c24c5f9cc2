/**
 * A short-lived memory of rendered public pages, the same promise their
 * Cache-Control already makes to any CDN in front: a page marked
 * `public, max-age=N` may be served for N seconds without rendering it again.
 * Only GETs of such pages are kept; responses that set cookies, errors and
 * anything marked private are rendered every time. A cache, never a source of truth.
 *
 * Pages are kept with tags (site/lib/content/changes.server.ts); a content change purges
 * the tags it touches. A render begun before a purge is not kept after it: it may
 * show what the purge was about.
 *
 * A kept page is compressed once per encoding a client asks for (quickly at first, then
 * smaller: encoding.server.ts) and sent compressed from then on: compressing every answer on
 * the way out cost a warm page three quarters of its throughput (ADR 18).
 */
import { compress, type Encoding, isCompressible, MIN_COMPRESSIBLE_BYTES, preferredEncoding } from "./encoding.server.ts";

export interface CachedPage {
  status: number;
  headers: [string, string][];
  body: Uint8Array;
  /** The body compressed, per encoding: quickly when first asked for, smaller once asked for again (`refined`). */
  encoded: Partial<Record<Encoding, Promise<Buffer>>>;
  /** The encodings whose smaller copy was begun. */
  refined: Partial<Record<Encoding, true>>;
  compressible: boolean;
  expires: number;
  tags: readonly string[];
}

export interface RememberOptions {
  /** Content tags of the page, for `purge`. */
  tags?: readonly string[];
  /** `generation` read before the render began. */
  generation?: number;
  /** The request's Accept-Encoding: the answer is sent in the encoding it prefers. */
  acceptEncoding?: string | null;
  /** The response's body, already read (site/lib/shell/kept-bytes.server.ts); the response's own is then used up. */
  body?: Uint8Array<ArrayBuffer>;
}

export interface RenderCacheOptions {
  maxEntries?: number;
  /** Bytes the kept pages may hold together, their compressed copies counted (see `cost`). */
  maxBytes?: number;
  now?: () => number;
}

/**
 * What a kept page is counted as: its body and room for the two compressed copies it
 * may get (Brotli and gzip, each well under half of an HTML page), so the budget holds
 * before they are made.
 */
const cost = (page: Pick<CachedPage, "body" | "compressible">) =>
  page.compressible ? Math.ceil(page.body.byteLength * 1.5) : page.body.byteLength;

/**
 * The memory the render cache may use: 64 MB, about 230 listing pages of 180 KB with their
 * compressed copies, or all 500 entries of the usual smaller pages. Counting entries alone let
 * mixed traffic over many URLs (listing pages, filters) keep 500 large pages, several hundred MB.
 */
const MAX_CACHE_BYTES = 64 * 1024 * 1024;

const MAX_AGE = /(?:^|,)\s*max-age=(\d+)/;
const S_MAXAGE = /(?:^|,)\s*s-maxage=(\d+)/;

/** Seconds a response may be reused by a shared cache (s-maxage, else max-age), or 0 when it must not be. */
export function reusableFor(cacheControl: string | null): number {
  if (!cacheControl || !/(?:^|,)\s*public\b/.test(cacheControl) || /no-store|private|no-cache/.test(cacheControl)) return 0;
  const seconds = Number((S_MAXAGE.exec(cacheControl) ?? MAX_AGE.exec(cacheControl))?.[1] ?? 0);
  return Number.isFinite(seconds) ? seconds : 0;
}

/** Campaign and click ids that analytics read in the browser and no page renders differently for. */
const TRACKING = /^(?:utm_\w+|gclid|gbraid|wbraid|fbclid|msclkid|mc_cid|mc_eid|_ga|_gl)$/i;

/**
 * The cache key of a URL: its path and its query without tracking parameters, the rest
 * sorted by name. A newsletter link with a shopper's own `utm_*` or `fbclid` would
 * otherwise render the page anew for every shopper and push popular pages out.
 */
export function renderCacheKey(url: URL): string {
  const params = [...url.searchParams].filter(([name]) => !TRACKING.test(name));
  if (params.length === 0) return url.pathname;
  params.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `${url.pathname}?${new URLSearchParams(params)}`;
}

/**
 * The page as a response, compressed in the encoding `acceptEncoding` prefers when
 * its type is text (the compressed copy is kept for the next request asking for it).
 */
export async function toResponse(page: CachedPage, acceptEncoding?: string | null): Promise<Response> {
  const headers = new Headers(page.headers);
  if (!page.compressible) return new Response(page.body.slice(0), { status: page.status, headers });
  headers.append("Vary", "Accept-Encoding");
  const encoding = preferredEncoding(acceptEncoding);
  if (encoding) {
    const sent = page.encoded[encoding];
    if (sent === undefined) page.encoded[encoding] = compress(page.body, encoding, { first: true });
    else if (!page.refined[encoding]) {
      // Asked for again: worth a smaller copy, made once beside the one being sent.
      page.refined[encoding] = true;
      const smaller = compress(page.body, encoding);
      smaller.then(
        () => {
          page.encoded[encoding] = smaller;
        },
        () => {},
      );
    }
    const body = await (page.encoded[encoding] as Promise<Buffer>).catch(() => undefined);
    if (body) {
      headers.set("Content-Encoding", encoding);
      headers.set("Content-Length", String(body.byteLength));
      return new Response(new Uint8Array(body), { status: page.status, headers });
    }
    delete page.encoded[encoding];
  }
  return new Response(page.body.slice(0), { status: page.status, headers });
}

/** The largest answer kept: pages are 20-160 KB; 500 of this size would still fit in memory. */
export const MAX_KEPT_BYTES = 1024 * 1024;

export class RenderCache {
  readonly #entries = new Map<string, CachedPage>();
  readonly #max: number;
  readonly #maxBytes: number;
  readonly #now: () => number;
  #generation = 0;
  #bytes = 0;

  constructor({ maxEntries = 500, maxBytes = MAX_CACHE_BYTES, now = Date.now }: RenderCacheOptions = {}) {
    this.#max = maxEntries;
    this.#maxBytes = maxBytes;
    this.#now = now;
  }

  #drop(key: string): void {
    const page = this.#entries.get(key);
    if (!page) return;
    this.#entries.delete(key);
    this.#bytes -= cost(page);
  }

  get(key: string): CachedPage | undefined {
    const hit = this.#entries.get(key);
    if (!hit) return undefined;
    if (hit.expires <= this.#now()) {
      this.#drop(key);
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
  async remember(key: string, response: Response, options: RememberOptions = {}): Promise<Response> {
    const { tags = [], generation = this.#generation, acceptEncoding, body: read } = options;
    const passing = () =>
      read
        ? new Response(read, { status: response.status, statusText: response.statusText, headers: response.headers })
        : response;
    const seconds = reusableFor(response.headers.get("cache-control"));
    if (seconds === 0 || response.headers.has("set-cookie") || ![200, 404].includes(response.status)) return passing();
    if (response.headers.has("content-encoding")) return passing();
    // The cache counts pages, not bytes: anything larger than a page (a picture an editor uploaded) passes by.
    if (!read && Number(response.headers.get("content-length")) > MAX_KEPT_BYTES) return response;
    const body = read ?? new Uint8Array(await response.arrayBuffer());
    if (body.byteLength > MAX_KEPT_BYTES) return new Response(body, { status: response.status, headers: response.headers });
    const page: CachedPage = {
      status: response.status,
      headers: [...response.headers],
      body,
      encoded: {},
      refined: {},
      compressible: isCompressible(response.headers.get("content-type")) && body.byteLength >= MIN_COMPRESSIBLE_BYTES,
      expires: this.#now() + seconds * 1000,
      tags,
    };
    if (generation !== this.#generation || cost(page) > this.#maxBytes) return toResponse(page, acceptEncoding);
    this.#drop(key);
    this.#entries.set(key, page);
    this.#bytes += cost(page);
    // The oldest go first, past the count or the bytes.
    while (this.#entries.size > this.#max || this.#bytes > this.#maxBytes)
      this.#drop(this.#entries.keys().next().value as string);
    return toResponse(page, acceptEncoding);
  }

  /** Drops the pages carrying any of these tags; null drops every page. */
  purge(tags: readonly string[] | null): void {
    this.#generation++;
    if (tags === null) {
      this.#entries.clear();
      this.#bytes = 0;
      return;
    }
    const wanted = new Set(tags);
    for (const [key, page] of this.#entries) if (page.tags.some((t) => wanted.has(t))) this.#drop(key);
  }

  get size(): number {
    return this.#entries.size;
  }

  /** What the kept pages count for against `maxBytes`. */
  get bytes(): number {
    return this.#bytes;
  }
}

/** The rendered pages this server process keeps (site/middleware.ts); content changes purge it (site/lib/server-start.server.ts). */
export const pageCache = new RenderCache();
