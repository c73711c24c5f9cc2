import type { AddressInfo } from "node:net";
import pino from "pino";
import { afterEach, describe, expect, it } from "vitest";
import { handle, readJson } from "./api.server.ts";
import { cookieOptions } from "./cookies.ts";
import { directRoutes, limited, type Route } from "./direct-routes.server.ts";
import { createShopServer, type Handler, type ShopServer } from "./node.server.ts";
import { type RawRequest, rawRequest } from "./raw-request.test-support.server.ts";
import { json } from "./responses.ts";

const servers: ShopServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.shutdown("test over")));
});

/** A route written as the shop's are: the API kernel's `handle()`, its body reader, a cookie set. */
const add: Route = ({ request, url, cookies }) =>
  handle(request, url, async () => {
    const body = await readJson(request);
    const token = cookies.get("cartToken")?.value ?? "new-token";
    if (!cookies.get("cartToken")) cookies.set("cartToken", token, cookieOptions(url, 60));
    return json({ body, token, url: url.href, method: request.method, type: request.headers.get("content-type") });
  });
/** A route that answers with a cookie of its own, as the account routes do, and sets one through the jar. */
const twoCookies: Route = async ({ cookies, url }) => {
  cookies.set("jar", "1", cookieOptions(url, 60));
  const response = json({});
  response.headers.append("Set-Cookie", "own=2; Path=/");
  return response;
};
const broken: Route = async () => {
  throw new Error("a bug");
};

/** The shop's Node server with these direct routes, and an Astro stand-in that names itself. */
async function start(routes: Record<string, Route>, site = "http://localhost:4321", trusted = false) {
  const astro: Handler = (_req, res) => {
    res.writeHead(200, { "content-type": "text/plain" });
    res.end("astro");
  };
  const log = pino({ level: "silent" });
  const direct = directRoutes(new Map(Object.entries(routes)), new URL(site), log);
  const shop = createShopServer({ handler: astro, direct, log, trusted: () => trusted });
  servers.push(shop);
  const { port } = (await shop.listen(0, "127.0.0.1")) as AddressInfo;
  return port;
}

/** The add's calls are posts: a POST unless `init` names another method. */
const request = (port: number, path: string, init: RawRequest = {}) => rawRequest(port, path, { method: "POST", ...init });

describe("API calls the Node server answers before Astro", () => {
  it("answers a direct route with what the route answers, its cookies, and the server's own headers", async () => {
    const port = await start({ "POST /api/cart/items": add });
    const origin = `http://127.0.0.1:${port}`;
    const answer = await request(port, "/api/cart/items", {
      headers: { origin, "content-type": "application/json", cookie: "other=1" },
      body: JSON.stringify({ productKey: "LN100001-110" }),
    });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({
      body: { productKey: "LN100001-110" },
      token: "new-token",
      url: `${origin}/api/cart/items`,
      method: "POST",
      type: "application/json",
    });
    // Written as Astro writes a cookie the route sets, in one piece with its length.
    expect(answer.headers["set-cookie"]).toEqual(["cartToken=new-token; Max-Age=60; Path=/; HttpOnly; SameSite=Lax"]);
    expect(answer.headers["content-length"]).toBe(String(Buffer.byteLength(answer.body)));
    expect(answer.headers["transfer-encoding"]).toBeUndefined();
    // What the server does for every answer.
    expect(answer.headers["x-request-id"]).toMatch(/^[\w-]{36}$/);
    expect(answer.headers["x-content-type-options"]).toBe("nosniff");
    expect(answer.headers["cache-control"]).toBe("private, no-store");

    const again = await request(port, "/api/cart/items", {
      headers: { origin, "content-type": "application/json", cookie: "cartToken=kept; other=1" },
      body: "{}",
    });
    expect(JSON.parse(again.body).token).toBe("kept");
    expect(again.headers["set-cookie"]).toBeUndefined();
  });

  it("leaves other methods, other paths and a draft preview to Astro", async () => {
    const port = await start({ "POST /api/cart/items": add });
    expect((await request(port, "/api/cart/items", { method: "GET" })).body).toBe("astro");
    expect((await request(port, "/api/cart/items/", { body: "{}" })).body).toBe("astro");
    expect((await request(port, "/api/cart", { body: "{}" })).body).toBe("astro");
    expect((await request(port, "/api/cart/items", { body: "{}", headers: { cookie: "ln_preview=x" } })).body).toBe("astro");
  });

  it("refuses what the route's kernel refuses: another origin, a body over the limit, no JSON", async () => {
    const port = await start({ "POST /api/cart/items": add });
    const origin = `http://127.0.0.1:${port}`;
    const foreign = await request(port, "/api/cart/items", { headers: { origin: "https://evil.example" }, body: "{}" });
    expect(foreign.status).toBe(403);
    expect(JSON.parse(foreign.body).error.code).toBe("FORBIDDEN_ORIGIN");
    const large = await request(port, "/api/cart/items", {
      headers: { origin },
      body: JSON.stringify({ a: "x".repeat(20_000) }),
    });
    expect(large.status).toBe(413);
    expect(JSON.parse(large.body).error.code).toBe("PAYLOAD_TOO_LARGE");
    const text = await request(port, "/api/cart/items", { headers: { origin }, body: "not json" });
    expect(text.status).toBe(400);
    expect(JSON.parse(text.body).error.code).toBe("INVALID_JSON");
  });

  it("reads cookies as Astro does, and sends both the answer's own cookies and the jar's", async () => {
    const port = await start({ "POST /api/cart/items": add, "POST /api/two": twoCookies });
    const origin = `http://127.0.0.1:${port}`;
    const read = async (cookie: string) =>
      JSON.parse((await request(port, "/api/cart/items", { headers: { origin, cookie }, body: "{}" })).body).token;
    expect(await read("cartToken=a%2Db")).toBe("a-b");
    expect(await read("cartToken=100%")).toBe("100%");
    expect(await read("cartToken=")).toBe("new-token");
    const both = await request(port, "/api/two", { headers: { origin }, body: "{}" });
    expect(both.headers["set-cookie"]).toEqual(["own=2; Path=/", "jar=1; Max-Age=60; Path=/; HttpOnly; SameSite=Lax"]);
  });

  it("cuts off a body sent in chunks past the shop-wide limit, as Astro's adapter does, and answers 413", async () => {
    const port = await start({ "POST /api/cart/items": add });
    const origin = `http://127.0.0.1:${port}`;
    // 1.5 MB in 100 KB chunks, no Content-Length: past the route's 8 KB and the shop's 1 MB.
    const answer = await request(port, "/api/cart/items", { headers: { origin }, body: "x".repeat(100_000), chunks: 15 });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body).error.code).toBe("PAYLOAD_TOO_LARGE");
  });

  it("stops reading a body past the shop-wide limit, as Astro's adapter does, where the route would drain 16 MB", async () => {
    let read = 0;
    async function* endless() {
      for (;;) {
        read += 64 * 1024;
        yield Buffer.alloc(64 * 1024);
      }
    }
    const chunks: Buffer[] = [];
    await expect(
      (async () => {
        for await (const chunk of limited(endless(), 1024 * 1024)) chunks.push(chunk);
      })(),
    ).rejects.toThrow(/Body size limit exceeded/);
    expect(chunks.length).toBe(16);
    expect(read).toBe(17 * 64 * 1024);
  });

  it("leaves a Host header no URL can hold to Astro", async () => {
    const port = await start({ "POST /api/cart/items": add });
    expect((await request(port, "/api/cart/items", { headers: { host: "shop:99999" }, body: "{}" })).body).toBe("astro");
  });

  it("derives the public URL as Astro does behind the shop's TLS proxy, and accepts that origin only", async () => {
    // The proxy is a trusted peer (TRUST_PROXY), so the server keeps its X-Forwarded-* headers.
    const port = await start({ "POST /api/cart/items": add }, "https://shop.example", true);
    const forwarded = { "x-forwarded-proto": "https", "x-forwarded-host": "shop.example" };
    const answer = await request(port, "/api/cart/items", {
      headers: { ...forwarded, origin: "https://shop.example" },
      body: "{}",
    });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body).url).toBe("https://shop.example/api/cart/items");
    expect(answer.headers["set-cookie"]?.[0]).toContain("; Secure");
  });

  it("answers a route's unexpected failure with the API's 500, and keeps serving", async () => {
    const port = await start({ "POST /api/cart/items": broken });
    const answer = await request(port, "/api/cart/items", { body: "{}" });
    expect(answer.status).toBe(500);
    expect(JSON.parse(answer.body)).toEqual({ error: { code: "INTERNAL", message: "Something went wrong." } });
    expect((await request(port, "/healthz", { method: "GET" })).status).toBe(200);
  });
});
