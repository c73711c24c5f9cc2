import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { compress, isCompressible, preferredEncoding } from "./encoding.server.ts";

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
});
