import { pbkdf2 } from "node:crypto";
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { brotliWindowBits, compress, FIRST_BROTLI_QUALITY, isCompressible, preferredEncoding } from "./encoding.server.ts";

describe("which encoding a client gets", () => {
  it("prefers Brotli, then gzip, among what the client accepts", () => {
    expect(preferredEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(preferredEncoding("gzip, deflate")).toBe("gzip");
    expect(preferredEncoding("deflate")).toBeUndefined();
    expect(preferredEncoding("")).toBeUndefined();
    expect(preferredEncoding(undefined)).toBeUndefined();
  });

  it("honours q values, a refusal with q=0 and the wildcard", () => {
    expect(preferredEncoding("br;q=0.5, gzip;q=1")).toBe("gzip");
    expect(preferredEncoding("br;q=0, gzip")).toBe("gzip");
    expect(preferredEncoding("*")).toBe("br");
    expect(preferredEncoding("*, br;q=0")).toBe("gzip");
    expect(preferredEncoding("identity")).toBeUndefined();
  });

  it("chooses only among the copies at hand", () => {
    expect(preferredEncoding("br, gzip", { gzip: true })).toBe("gzip");
    expect(preferredEncoding("br", { gzip: true })).toBeUndefined();
  });
});

describe("what is compressed", () => {
  it("takes text types and leaves pictures and fonts that are compressed already", () => {
    for (const type of ["text/html; charset=utf-8", "text/css", "application/json", "image/svg+xml", "text/javascript"])
      expect(isCompressible(type), type).toBe(true);
    for (const type of ["image/png", "image/webp", "font/woff2", "application/octet-stream", null])
      expect(isCompressible(type), String(type)).toBe(false);
  });

  it("compresses to bodies that decompress to the original, at the server's levels and the build's", async () => {
    const text = Buffer.from("<li><a href='/se/kille/jeans'>Jeans</a></li>".repeat(500));
    const br = await compress(text, "br");
    const best = await compress(text, "br", { best: true });
    expect(brotliDecompressSync(br)).toEqual(text);
    expect(brotliDecompressSync(best)).toEqual(text);
    expect(br.byteLength).toBeLessThan(text.byteLength / 20);
    expect(gunzipSync(await compress(text, "gzip"))).toEqual(text);
  });

  it("makes a page's first copy without waiting for libuv's thread pool; the smaller copies are made there", async () => {
    const page = Buffer.from("<li class=product-card>Jeans</li>".repeat(3000));
    // Every thread of the pool busy for a while (four by default; UV_THREADPOOL_SIZE may say more).
    const threads = Math.max(4, Number(process.env.UV_THREADPOOL_SIZE) || 0);
    const done: string[] = [];
    const busy = Array.from(
      { length: threads },
      () =>
        new Promise<void>((resolve) =>
          pbkdf2("x", "salt", 100_000, 32, "sha512", () => {
            done.push("pool");
            resolve();
          }),
        ),
    );
    const first = Promise.all([compress(page, "br", { first: true }), compress(page, "gzip", { first: true })]).then(() =>
      done.push("first copies"),
    );
    const smaller = compress(page, "br").then(() => done.push("smaller copy"));
    await Promise.all([first, smaller, ...busy]);
    expect(done[0]).toBe("first copies");
    // The smaller copy waited for a thread of the pool.
    expect(done.indexOf("smaller copy")).toBeGreaterThan(done.indexOf("pool"));
  });

  it("gives Brotli the smallest window that holds the page, and compresses it as well as the default window", async () => {
    // A cold page's answer, 75 KB of markup that repeats across the whole page as a shop's does.
    const cards = Array.from(
      { length: 1200 },
      (_, i) => `<li class="product-card"><a href="/se/p-${100_000 + i * 7}">Jeans ${i}</a></li>`,
    );
    const page = Buffer.from(cards.join(""));
    expect(page.byteLength).toBeGreaterThan(2 ** 16);
    expect(page.byteLength).toBeLessThan(2 ** 17 - 16);
    // The copy made when the page is asked for again declares the 17 bits that hold it; Brotli's two
    // fastest qualities, the first copy's, take 18 at least (the encoder's own floor).
    expect(windowBitsOf(await compress(page, "br"))).toBe(17);
    const sent = await compress(page, "br", { first: true });
    expect(windowBitsOf(sent)).toBe(18);
    expect(brotliDecompressSync(sent)).toEqual(page);
    const withDefaultWindow = brotliCompressSync(page, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: FIRST_BROTLI_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    });
    expect(windowBitsOf(withDefaultWindow)).toBe(22);
    expect(sent.byteLength).toBeLessThanOrEqual(withDefaultWindow.byteLength);

    expect(brotliWindowBits(100)).toBe(constants.BROTLI_MIN_WINDOW_BITS);
    expect(brotliWindowBits(2 ** 16 - 16)).toBe(16);
    expect(brotliWindowBits(2 ** 16 - 15)).toBe(17);
    expect(brotliWindowBits(2 ** 30)).toBe(constants.BROTLI_MAX_WINDOW_BITS);
  });
});

/** The window a Brotli stream declares in its first bits (RFC 7932, section 9.1). */
function windowBitsOf(stream: Buffer): number {
  const bits = (stream[0] ?? 0) | ((stream[1] ?? 0) << 8);
  if ((bits & 1) === 0) return 16;
  const n = (bits >> 1) & 7;
  if (n !== 0) return 17 + n;
  const m = (bits >> 4) & 7;
  if (m === 1) throw new Error("a large-window stream");
  return m === 0 ? 17 : 8 + m;
}
