import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import http from "node:http";
import net, { type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import zlib from "node:zlib";
import pino from "pino";
import { afterEach, describe, expect, it } from "vitest";
import { onShutdown } from "#lib/lifecycle.ts";
import { createShopServer, type Handler, repairUrl, type ShopServer, trustProxy } from "./node.server.ts";
import { type RawAnswer as Answer, rawRequest as request } from "./raw-request.test-support.server.ts";
import { StaticFiles } from "./static-files.server.ts";

const silent = pino({ level: "silent" });
const servers: ShopServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.shutdown("test over")));
});

async function start(handler: Handler, options: Partial<Parameters<typeof createShopServer>[0]> = {}) {
  const shop = createShopServer({ handler, log: silent, ...options });
  servers.push(shop);
  const { port } = (await shop.listen(0, "127.0.0.1")) as AddressInfo;
  return { shop, port };
}

const echo: Handler = (req, res) => {
  res.writeHead(200, { "content-type": "application/json", "content-security-policy": "script-src 'self'" });
  res.end(JSON.stringify({ method: req.method, url: req.url, headers: req.headers }));
};

describe("the server in front of the shop", () => {
  it("answers built files itself, with the security headers and a request id, and pages through the shop", async () => {
    const dir = mkdtempSync(join(tmpdir(), "shop-static-"));
    mkdirSync(join(dir, "_astro"));
    writeFileSync(join(dir, "_astro", "app.X1.js"), "export const a = 1;");
    const { port } = await start(echo, { staticFiles: new StaticFiles(dir) });
    const file = await request(port, "/_astro/app.X1.js");
    expect(file.body).toBe("export const a = 1;");
    expect(file.headers["x-content-type-options"]).toBe("nosniff");
    expect(file.headers["content-security-policy"]).toBe(
      "frame-ancestors 'self'; object-src 'none'; base-uri 'self'; form-action 'self'",
    );
    expect(file.headers["x-request-id"]).toMatch(/^[\w-]{36}$/);
    const page = JSON.parse((await request(port, "/_astro/other.js")).body);
    expect(page.url).toBe("/_astro/other.js");
    const posted = await request(port, "/_astro/app.X1.js", { method: "POST", body: "{}" });
    expect(posted.status).toBe(405);
    expect(posted.body).not.toContain("export const a");
  });

  it("gives every answer security headers, a request id, and a second CSP for framing", async () => {
    const { port } = await start(echo);
    const page = await request(port, "/se/kille");
    expect(page.headers["x-content-type-options"]).toBe("nosniff");
    expect(page.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(page.headers["permissions-policy"]).toContain("camera=()");
    expect(page.headers["x-frame-options"]).toBe("SAMEORIGIN");
    expect(page.headers["content-security-policy"]).toBe(
      "script-src 'self', frame-ancestors 'self'; object-src 'none'; base-uri 'self'; form-action 'self'",
    );
    expect(page.headers["strict-transport-security"]).toBeUndefined();
    expect(page.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.parse(page.body).headers["x-request-id"]).toBe(page.headers["x-request-id"]);
    const checkout = await request(port, "/de/en/checkout/");
    expect(checkout.headers["x-frame-options"]).toBe("DENY");
    expect(checkout.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  });

  it("believes forwarded headers only from trusted proxies, and sends HSTS over HTTPS", async () => {
    const forwarded = { "x-forwarded-proto": "https", "x-forwarded-host": "shop.example", "x-request-id": "lb-123" };
    const open = await start(echo);
    const direct = await request(open.port, "/se", { headers: forwarded });
    expect(JSON.parse(direct.body).headers["x-forwarded-proto"]).toBeUndefined();
    expect(direct.headers["x-request-id"]).not.toBe("lb-123");
    expect(direct.headers["strict-transport-security"]).toBeUndefined();
    const behind = await start(echo, { trusted: trustProxy("loopback") });
    const proxied = await request(behind.port, "/se", { headers: forwarded });
    expect(JSON.parse(proxied.body).headers["x-forwarded-proto"]).toBe("https");
    expect(proxied.headers["x-request-id"]).toBe("lb-123");
    expect(proxied.headers["strict-transport-security"]).toContain("max-age=");
  });

  it("answers methods no page takes with a localized 405, and asks API routes about TRACE as OPTIONS", async () => {
    const { port } = await start(echo);
    const put = await request(port, "/fr/garcon", { method: "PUT" });
    expect(put.status).toBe(405);
    expect(put.headers.allow).toBe("GET, HEAD");
    expect(put.body).toContain('<html lang="fr">');
    const trace = await request(port, "/se/kille", { method: "TRACE" });
    expect(trace.status).toBe(405);
    expect((await request(port, "/se/checkout/", { method: "DELETE" })).headers.allow).toBe("GET, HEAD, POST");
    expect(JSON.parse((await request(port, "/api/cart", { method: "TRACE" })).body).method).toBe("OPTIONS");
    expect((await request(port, "/api/cart", { method: "PUT" })).status).toBe(200);
  });

  it("refuses bodies over the limit from their declared size, as JSON on the API", async () => {
    const { port } = await start(echo, { maxBodyBytes: 100 });
    const api = await request(port, "/api/cart/items", { method: "POST", body: "x".repeat(200) });
    expect(api.status).toBe(413);
    expect(JSON.parse(api.body)).toMatchObject({ error: { code: "PAYLOAD_TOO_LARGE" } });
    expect((await request(port, "/se/checkout/", { method: "POST", body: "x".repeat(200) })).status).toBe(413);
  });

  it("reads a refused body to its end before the 413, so a client still sending gets the answer, not a reset", async () => {
    const { port } = await start(echo, { maxBodyBytes: 100 });
    const socket = net.connect(port, "127.0.0.1");
    let answer = "";
    socket.on("data", (chunk) => {
      answer += chunk;
    });
    await new Promise((resolve) => socket.once("connect", resolve));
    socket.write(`POST /api/cart/items HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 4000\r\n\r\n${"x".repeat(2000)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(answer, "no answer while the body is still arriving").toBe("");
    await new Promise<void>((resolve, reject) => socket.write("x".repeat(2000), (error) => (error ? reject(error) : resolve())));
    await new Promise((resolve) => socket.once("end", resolve));
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer).toContain("PAYLOAD_TOO_LARGE");
    socket.destroy();
  });

  it("repairs malformed percent-encoding instead of failing on it", async () => {
    expect(repairUrl("/se/search?q=%ED%A0%80")).toBe("/se/search?q=%EF%BF%BD%EF%BF%BD%EF%BF%BD");
    expect(repairUrl("/se/%zz")).toBe("/se/%25zz");
    expect(repairUrl("/se/kille?q=%C3%A5")).toBe("/se/kille?q=%C3%A5");
    const { port } = await start(echo);
    expect(JSON.parse((await request(port, "/se/search?q=%ED%A0%80")).body).url).toBe("/se/search?q=%EF%BF%BD%EF%BF%BD%EF%BF%BD");
  });

  it("answers /healthz itself", async () => {
    const { port } = await start(echo);
    expect(JSON.parse((await request(port, "/healthz")).body)).toEqual({ status: "ok" });
  });
});

describe("compression", () => {
  const page = `<!doctype html><html lang="sv"><body>${'<a href="/se/kille">Kille</a>'.repeat(400)}</body></html>`;
  const html: Handler = (req, res) => {
    const body = req.url === "/small" ? "<p>hej</p>" : page;
    // Static files say their length; rendered pages stream without one.
    const length = req.url === "/small" ? { "content-length": String(Buffer.byteLength(body)) } : {};
    res.writeHead(200, { "content-type": "text/html; charset=utf-8", "cache-control": "public, max-age=0", ...length });
    res.end(body);
  };

  function raw(port: number, path: string, acceptEncoding?: string) {
    return new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      const headers = acceptEncoding ? { "accept-encoding": acceptEncoding } : {};
      http
        .get({ host: "127.0.0.1", port, path, headers, agent: false }, (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (c: Buffer) => chunks.push(c));
          res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        })
        .on("error", reject);
    });
  }

  it("sends HTML as Brotli or gzip to clients that take it, and as it is to others", async () => {
    const { port } = await start(html);
    const br = await raw(port, "/se", "gzip, deflate, br");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(page);
    expect(br.body.length).toBeLessThan(page.length / 10);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    // The server's own headers survive the compression's rewrite of the head.
    expect(br.headers["x-content-type-options"]).toBe("nosniff");
    const gzip = await raw(port, "/se", "gzip");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(page);
    const plain = await raw(port, "/se");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(page);
  });

  it("leaves answers that say they are under 1 KB alone", async () => {
    const { port } = await start(html);
    const small = await raw(port, "/small", "br, gzip");
    expect(small.headers["content-encoding"]).toBeUndefined();
    expect(small.body.toString()).toBe("<p>hej</p>");
  });
});

describe("graceful shutdown", () => {
  it("under load, finishes every request in flight, refuses new connections, then closes the pools", async () => {
    // Requests are held until the shutdown begins, so all 50 are in flight however slowly a
    // loaded machine accepts them; then pages take 150 ms and orders 600 ms (beyond the grace).
    let begin = () => {};
    const shutdownBegun = new Promise<void>((resolve) => {
      begin = resolve;
    });
    const slow: Handler = (req, res) => {
      const ms = req.url?.includes("checkout") ? 600 : 150;
      void shutdownBegun.then(() =>
        setTimeout(() => {
          res.writeHead(200, { "content-type": "text/plain" });
          res.end(`done ${req.url}`);
        }, ms),
      );
    };
    const { shop, port } = await start(slow, { graceMs: 300, orderGraceMs: 5_000 });
    let closed = false;
    onShutdown(() => {
      closed = true;
    });
    // Settled up front so a failed expectation below cannot leave 50 rejections unhandled.
    const load = Array.from({ length: 50 }, (_, i) =>
      request(port, i % 10 === 0 ? "/se/checkout/" : `/se/p${i}`, i % 10 === 0 ? { method: "POST" } : {}).catch(
        (error: NodeJS.ErrnoException) => ({ status: 0, headers: {}, body: String(error.code) }) as Answer,
      ),
    );
    // A loaded machine can take well over 50 ms to accept 50 connections; a connection still in
    // the listen backlog when the server closes is reset, which is not what this test is about.
    for (const deadline = Date.now() + 5_000; shop.inFlight < 50 && Date.now() < deadline; ) {
      await new Promise((r) => setTimeout(r, 5));
    }
    expect(shop.inFlight).toBe(50);
    const stopped = shop.shutdown("SIGTERM");
    begin();
    await new Promise((r) => setTimeout(r, 20));
    await expect(request(port, "/se")).rejects.toMatchObject({ code: "ECONNREFUSED" });
    const answers = await Promise.all(load);
    expect(answers.map((a) => a.status)).toEqual(Array(50).fill(200));
    // The orders outlived the 300 ms grace: they are waited for, never cut off.
    expect(answers.filter((a) => a.body.includes("checkout"))).toHaveLength(5);
    expect(answers.every((a) => a.headers.connection === "close")).toBe(true);
    await stopped;
    expect(closed).toBe(true);
    expect(shop.inFlight).toBe(0);
  });

  it("tells its activity when a request starts and when none is left in flight", async () => {
    const seen: string[] = [];
    let release = () => {};
    const held: Handler = (req, res) => {
      if (req.url === "/held") release = () => res.end("ok");
      else res.end("ok");
    };
    const { port } = await start(held, { activity: { busy: () => seen.push("busy"), idle: () => seen.push("idle") } });
    const first = request(port, "/held");
    while (seen.length < 1) await new Promise((r) => setTimeout(r, 5));
    await request(port, "/quick");
    // The quick request ended while the held one was in flight: not idle yet.
    expect(seen).toEqual(["busy", "busy"]);
    release();
    await first;
    while (seen.length < 3) await new Promise((r) => setTimeout(r, 5));
    expect(seen).toEqual(["busy", "busy", "idle"]);
  });

  it("while stopping, says so on /readyz", async () => {
    let release = () => {};
    const held: Handler = (_req, res) => {
      release = () => res.end("ok");
    };
    const { shop, port } = await start(held);
    const keepAlive = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const inFlight = new Promise<void>((resolve) => {
      http.get({ host: "127.0.0.1", port, path: "/se", agent: keepAlive }, (res) => res.resume().on("end", () => resolve()));
    });
    await new Promise((r) => setTimeout(r, 50));
    const stopped = shop.shutdown("SIGTERM");
    const ready = await new Promise<Answer>((resolve) => {
      // A request already queued on an open connection still gets an answer.
      const req = http.request({ host: "127.0.0.1", port, path: "/readyz", agent: keepAlive }, (res) => {
        let body = "";
        res.on("data", (d) => {
          body += d;
        });
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      });
      req.on("error", () => resolve({ status: 0, headers: {}, body: "" }));
      req.end();
      setTimeout(release, 50);
    });
    await inFlight;
    await stopped;
    keepAlive.destroy();
    expect([0, 503]).toContain(ready.status);
  });
});
