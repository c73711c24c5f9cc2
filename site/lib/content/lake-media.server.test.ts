import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lakePicture } from "./lake-media.server.ts";

const FILE = "/images/littlenorth/production/e060545d4e7e9c3bf84a585b1e46bf4bac3c833c-600x750.svg";
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="750"/>';
const LARGE = "/images/littlenorth/production/f060545d4e7e9c3bf84a585b1e46bf4bac3c833c-6000x4000.png";
const LARGE_BYTES = 9 * 1024 * 1024;

describe("pictures of the local Content Lake, from the shop's origin", () => {
  let lake: Server;
  let hits = 0;
  let env: NodeJS.ProcessEnv;

  beforeAll(async () => {
    lake = createServer((req, res) => {
      hits++;
      if (req.url === FILE) {
        res.writeHead(200, { "content-type": "image/svg+xml", "content-length": String(SVG.length) }).end(SVG);
      } else if (req.url === LARGE) {
        res.writeHead(200, { "content-type": "image/png", "content-length": String(LARGE_BYTES) }).end(Buffer.alloc(LARGE_BYTES));
      } else if (req.url?.endsWith(".html.svg")) {
        res.writeHead(200, { "content-type": "text/html" }).end("<script>alert(1)</script>");
      } else {
        res.writeHead(404).end();
      }
    });
    await new Promise<void>((done) => lake.listen(0, "127.0.0.1", done));
    const { port } = lake.address() as AddressInfo;
    env = { LAKE_ORIGIN: "https://littlenorth.localhost:3443", SANITY_API_HOST: `http://127.0.0.1:${port}` };
  });
  afterAll(() => new Promise<void>((done) => lake.close(() => done())));

  it("sends the lake's file with its type, cached for good, and fetches it once", async () => {
    const first = await lakePicture(FILE, env);
    expect(first.status).toBe(200);
    expect(first.headers.get("content-type")).toBe("image/svg+xml");
    expect(first.headers.get("cache-control")).toContain("immutable");
    expect(first.headers.get("content-security-policy")).toContain("default-src 'none'");
    expect(await first.text()).toBe(SVG);
    const before = hits;
    expect(await (await lakePicture(FILE, env)).text()).toBe(SVG);
    expect(hits).toBe(before);
  });

  it("streams a picture larger than it keeps, without holding it", async () => {
    const before = hits;
    for (let i = 0; i < 2; i++) {
      const response = await lakePicture(LARGE, env);
      expect(response.headers.get("content-type")).toBe("image/png");
      expect((await response.arrayBuffer()).byteLength).toBe(LARGE_BYTES);
    }
    expect(hits - before).toBe(2);
  });

  it("answers 404 for anything but a lake file, and when the shop reads no lake", async () => {
    expect((await lakePicture("/images/littlenorth/production/missing-1x1.svg", env)).status).toBe(404);
    expect((await lakePicture("/v1/data/query/production", env)).status).toBe(404);
    expect((await lakePicture("/images/littlenorth/production/../x.svg", env)).status).toBe(404);
    expect((await lakePicture(FILE, {})).status).toBe(404);
  });

  it("passes on nothing that is not a picture", async () => {
    const response = await lakePicture("/images/littlenorth/production/page.html.svg", env);
    expect(response.status).toBe(404);
  });
});
