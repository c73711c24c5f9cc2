import pino from "pino";
import { describe, expect, it } from "vitest";
import { ContentUnavailableError } from "#lib/content/last-known-good.server.ts";
import { failure, guard } from "./guard.server.ts";
import { HttpError } from "./responses.ts";

const silent = pino({ level: "silent" });
const ctx = (method: string, path: string, routePattern: string, headers: Record<string, string> = {}) => {
  const url = new URL(path, "http://shop.example");
  return { request: new Request(url, { method, headers }), url, routePattern };
};

describe("the request guard", () => {
  it("answers /api/ paths that are no API route with JSON 404", async () => {
    const res = guard(ctx("GET", "/api/nope", "/[market]/[...path]"));
    expect(res?.status).toBe(404);
    expect(await res?.json()).toMatchObject({ error: { code: "NOT_FOUND" } });
    expect(guard(ctx("GET", "/api/cart", "/api/cart"))).toBeNull();
  });

  it("refuses state changes from another origin: JSON on the API, a localized page elsewhere", async () => {
    const api = guard(ctx("POST", "/api/cart/items", "/api/cart/items", { origin: "https://evil.example" }));
    expect(api?.status).toBe(403);
    expect(api?.headers.get("content-type")).toContain("application/json");
    const page = guard(ctx("POST", "/se/checkout/", "/[market]/checkout", { origin: "https://evil.example" }));
    expect(page?.status).toBe(403);
    expect(await page?.text()).toContain('<html lang="sv">');
    expect(guard(ctx("POST", "/se/checkout/", "/[market]/checkout", { origin: "http://shop.example" }))).toBeNull();
  });

  it("lets Sanity's webhook through without an Origin: its signature is checked by the route", () => {
    expect(guard(ctx("POST", "/api/content/changed", "/api/content/changed"))).toBeNull();
    expect(guard(ctx("POST", "/api/cart/items", "/api/cart/items"))?.status).toBe(403);
  });

  it("answers methods a page does not take with 405, Allow and a page in its language", async () => {
    const res = guard(ctx("PUT", "/de/jungen", "/[market]/[...path]", { origin: "http://shop.example" }));
    expect(res?.status).toBe(405);
    expect(res?.headers.get("allow")).toBe("GET, HEAD");
    expect(await res?.text()).toContain("Das geht hier nicht");
    expect(guard(ctx("POST", "/de/jungen", "/[market]/[...path]", { origin: "http://shop.example" }))?.status).toBe(405);
    expect(guard(ctx("POST", "/se/en/checkout/", "/[market]/en/checkout", { origin: "http://shop.example" }))).toBeNull();
    expect(guard(ctx("GET", "/de/jungen", "/[market]/[...path]"))).toBeNull();
  });
});

describe("failures", () => {
  it("keeps an error's own status, and answers 503 with Retry-After while the database is away", async () => {
    const url = new URL("http://shop.example/fi/ostoskori");
    const big = failure(url, new HttpError(413, "PAYLOAD_TOO_LARGE", "too big"), silent);
    expect(big.status).toBe(413);
    expect(await big.text()).toContain('lang="fi"');
    const down = failure(
      new URL("http://shop.example/api/cart"),
      Object.assign(new Error("x"), { code: "ECONNREFUSED" }),
      silent,
    );
    expect(down.status).toBe(503);
    expect(down.headers.get("retry-after")).toBe("10");
    expect(await down.json()).toMatchObject({ error: { code: "UNAVAILABLE" } });
  });

  it("answers a content outage with nothing to serve as 503 with Retry-After, in the shopper's language", async () => {
    const outage = new Error("render failed", { cause: new ContentUnavailableError("content unavailable: timeout") });
    const page = failure(new URL("http://shop.example/nl/en"), outage, silent);
    expect(page.status).toBe(503);
    expect(page.headers.get("retry-after")).toBe("10");
    expect(await page.text()).toContain('lang="en"');
  });

  it("answers anything else with a detail-free 500 in the shopper's language", async () => {
    const res = failure(new URL("http://shop.example/pl/x"), new Error("secret detail"), silent);
    expect(res.status).toBe(500);
    const html = await res.text();
    expect(html).toContain("Coś poszło nie tak po naszej stronie");
    expect(html).not.toContain("secret detail");
    expect(res.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
  });
});
