/**
 * Content encodings the shop sends: which types are worth compressing, and which
 * encoding a client's Accept-Encoding prefers among those at hand. Shared by the
 * built files (static-files.ts, precompressed at build) and the render cache
 * (render-cache.ts, compressed once per render). Answers made on the fly and not
 * kept go through the `compression` middleware in node-server.ts instead.
 */
import { promisify } from "node:util";
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from "node:zlib";

export type Encoding = "br" | "gzip";

/** Beside `app.js` the build writes `app.js.br` and `app.js.gz`. */
export const ENCODED_SUFFIX: Record<Encoding, string> = { br: ".br", gzip: ".gz" };

/** Smaller than this, the encoding's framing and the extra header outweigh what it saves. */
export const MIN_COMPRESSIBLE_BYTES = 1024;

const TEXT = /^(?:text\/|application\/(?:json|javascript|xml|manifest\+json|[\w.+-]+\+(?:json|xml))|image\/svg\+xml)/i;

export const isCompressible = (contentType: string | null | undefined): boolean => TEXT.test(contentType ?? "");

/**
 * The encoding to send: Brotli before gzip (smaller at the same cost to the client),
 * among those the client accepts with a non-zero q and that `available` holds.
 */
export function preferredEncoding(
  acceptEncoding: string | null | undefined,
  available: Partial<Record<Encoding, unknown>> = { br: true, gzip: true },
): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(",")) {
    const [name = "", ...params] = part.trim().split(";");
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const weight = (name: Encoding) => accepted.get(name) ?? accepted.get("*") ?? 0;
  const candidates = (["br", "gzip"] as const).filter((name) => available[name] !== undefined && weight(name) > 0);
  return candidates.sort((a, b) => weight(b) - weight(a))[0];
}

/**
 * The smallest Brotli window (log2 of its bytes) that holds the whole body. Brotli's window is
 * (1 << bits) - 16 bytes; one that holds the body compresses it exactly as well as a larger one.
 * Node's default (22 bits, 4 MB) cost a cold page of 75 KB about 3.5 ms of the shop's CPU, half
 * of its answer, in memory the encoder takes and the collector then chases (ADR 43, stop 47
 * addendum); compressing it alone costs 0.3 ms.
 */
export function brotliWindowBits(byteLength: number): number {
  const bits = Math.ceil(Math.log2(byteLength + 16));
  return Math.min(constants.BROTLI_MAX_WINDOW_BITS, Math.max(constants.BROTLI_MIN_WINDOW_BITS, bits));
}

/**
 * The Brotli quality of a page's first copy, Brotli's fastest. A cold 200 KB listing compressed alone takes
 * 0.40 ms at 0 against 0.62 ms at 1, for 5.7 % more bytes (28.6 KB against 27.0 KB); the home page and a
 * content page take half the time at 0 for 4 % more. Among a cold listing's renders, a profile found the copy at
 * quality 1 taking a fifth of the event loop's time. The copy is replaced as soon as the page is asked for again
 * (ADR 43, stop 48 and stop 58 addenda).
 */
export const FIRST_BROTLI_QUALITY = 0;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * A page is compressed as it is rendered, and most pages are asked for once (a long tail of
 * addresses is asked for once a minute or less): that `first` copy, which the shopper waits
 * for, is the quick one (Brotli 0, gzip 4: a listing at about a tenth of the CPU of Brotli 5,
 * for a third more bytes), made at once on the event loop. A page asked for again gets a smaller
 * copy (Brotli 5, gzip 6) made once beside it on libuv's thread pool, so what is sent often is
 * smaller than before (ADR 43; ADR 18 chose Brotli 4 for both). The build takes the highest.
 *
 * The first copy is made on the event loop because handing it to the pool cost more than
 * making it: a stream, its buffers and two callbacks, about 0.3 ms of the event loop's own time
 * for a 200 KB listing whose compression at Brotli 0 takes 0.40 ms (ADR 43, stop 48 addendum).
 * The page's render, ten times that, runs on the event loop too.
 */
export function compress(body: Uint8Array, encoding: Encoding, { best = false, first = false } = {}): Promise<Buffer> {
  if (encoding === "br") {
    const options = {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: best ? constants.BROTLI_MAX_QUALITY : first ? FIRST_BROTLI_QUALITY : 5,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
        [constants.BROTLI_PARAM_LGWIN]: brotliWindowBits(body.byteLength),
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    };
    return first ? new Promise((resolve) => resolve(brotliCompressSync(body, options))) : brotli(body, options);
  }
  const options = { level: best ? constants.Z_BEST_COMPRESSION : first ? 4 : 6 };
  return first ? new Promise((resolve) => resolve(gzipSync(body, options))) : gzipAsync(body, options);
}
