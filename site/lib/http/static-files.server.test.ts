import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import http, { type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { precompressDir } from "./precompress.server.ts";
import { StaticFiles } from "./static-files.server.ts";

const script = `export const menu = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ id: i, label: `Kategori ${i}` })))};`;
let base = "";
let server: http.Server;
let passedOn: string[] = [];

beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), "static-files-"));
  mkdirSync(join(dir, "_astro"));
  writeFileSync(join(dir, "_astro", "menu.Ab12.js"), script);
  writeFileSync(join(dir, "_astro", "tiny.Cd34.js"), "export {};");
  writeFileSync(join(dir, "_astro", "photo.Ef56.png"), Buffer.alloc(4096, 7));
  writeFileSync(join(dir, "favicon.svg"), `<svg xmlns="http://www.w3.org/2000/svg">${"<g/>".repeat(400)}</svg>`);
  writeFileSync(join(dir, ".build-hash"), "secret-ish");
  const written = await precompressDir(dir);
  expect(written.files).toBe(2);
  const files = new StaticFiles(dir);
  server = http.createServer((req, res) => {
    const pathname = (req.url ?? "/").split("?")[0] ?? "/";
    if (!files.serve(req, res, pathname)) {
      passedOn.push(`${req.method} ${pathname}`);
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

function get(path: string, headers: Record<string, string> = {}, method = "GET") {
  return new Promise<{ res: IncomingMessage; body: Buffer }>((resolve, reject) => {
    http
      .request(`${base}${path}`, { headers, method }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve({ res, body: Buffer.concat(chunks) }));
      })
      .on("error", reject)
      .end();
  });
}

describe("built files", () => {
  it("are sent in the build's Brotli or gzip copy, whichever the client prefers", async () => {
    const br = await get("/_astro/menu.Ab12.js", { "accept-encoding": "gzip, deflate, br" });
    expect(br.res.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(br.body).toString()).toBe(script);
    expect(Number(br.res.headers["content-length"])).toBe(br.body.byteLength);
    expect(br.res.headers.vary).toBe("Accept-Encoding");
    expect(br.res.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(br.res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");

    const gz = await get("/_astro/menu.Ab12.js", { "accept-encoding": "gzip" });
    expect(gz.res.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.body).toString()).toBe(script);

    const plain = await get("/_astro/menu.Ab12.js");
    expect(plain.res.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
  });

  it("keep names that are not content-hashed fresh for an hour only", async () => {
    const { res, body } = await get("/favicon.svg", { "accept-encoding": "br" });
    expect(res.headers["cache-control"]).toBe("public, max-age=3600");
    expect(res.headers["content-type"]).toBe("image/svg+xml");
    expect(brotliDecompressSync(body).toString()).toContain("<svg");
  });

  it("go as they are when small or compressed already", async () => {
    const tiny = await get("/_astro/tiny.Cd34.js", { "accept-encoding": "br" });
    expect(tiny.res.headers["content-encoding"]).toBeUndefined();
    expect(tiny.body.toString()).toBe("export {};");
    const photo = await get("/_astro/photo.Ef56.png", { "accept-encoding": "br" });
    expect(photo.res.headers["content-encoding"]).toBeUndefined();
    expect(photo.res.headers.vary).toBeUndefined();
    expect(photo.body.byteLength).toBe(4096);
  });

  it("answer a matching ETag with 304 and a HEAD without a body", async () => {
    const first = await get("/_astro/menu.Ab12.js");
    const etag = String(first.res.headers.etag);
    const again = await get("/_astro/menu.Ab12.js", { "if-none-match": etag });
    expect(again.res.statusCode).toBe(304);
    expect(again.body.byteLength).toBe(0);
    // Each encoding is a representation of its own, with its own tag.
    const br = await get("/_astro/menu.Ab12.js", { "accept-encoding": "br" });
    expect(br.res.headers.etag).not.toBe(etag);
    expect((await get("/_astro/menu.Ab12.js", { "accept-encoding": "br", "if-none-match": etag })).res.statusCode).toBe(200);
    const sameBr = await get("/_astro/menu.Ab12.js", { "accept-encoding": "br", "if-none-match": String(br.res.headers.etag) });
    expect(sameBr.res.statusCode).toBe(304);
    const head = await get("/_astro/menu.Ab12.js", { "accept-encoding": "br" }, "HEAD");
    expect(head.res.statusCode).toBe(200);
    expect(head.body.byteLength).toBe(0);
    expect(Number(head.res.headers["content-length"])).toBeGreaterThan(0);
  });

  it("leave everything else to the shop: pages, other methods, dotfiles, the compressed copies' own names", async () => {
    passedOn = [];
    await get("/se/kille");
    await get("/_astro/menu.Ab12.js", {}, "POST");
    await get("/.build-hash");
    await get("/_astro/menu.Ab12.js.br");
    expect(passedOn).toEqual(["GET /se/kille", "POST /_astro/menu.Ab12.js", "GET /.build-hash", "GET /_astro/menu.Ab12.js.br"]);
  });
});
