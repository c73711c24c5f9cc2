import { describe, expect, it } from "vitest";
import { createLocalSource } from "#lib/content/local-source.server.ts";
import type { ContentSource } from "#lib/content/source.ts";
import { CACHE } from "#lib/http/cache-profiles.ts";
import { GET } from "#pages/api/globals/[market]/banner.ts";
import { bannerResponse } from "./banner-api.server.ts";

const source = createLocalSource({
  now: () => new Date("2026-11-15T00:00:00Z"),
  documents: [
    {
      _id: "a",
      _type: "alertBanner",
      language: "pl",
      market: "pl",
      text: "Wyprzedaż",
      url: "/wyprzedaz",
      background: "red",
      startsAt: "2026-11-01T00:00:00Z",
      endsAt: "2027-01-01T00:00:00Z",
    },
    {
      _id: "b",
      _type: "alertBanner",
      language: "en",
      market: "pl",
      text: "Sale",
      url: "/sale",
      background: "turquoise",
      startsAt: "2026-11-01T00:00:00Z",
      endsAt: "2027-01-01T00:00:00Z",
    },
  ],
});

const broken: ContentSource = {
  kind: "sanity",
  fetch: () => Promise.reject(new Error("connection refused")),
};

describe("GET /api/globals/{market}/banner", () => {
  it("answers the market's live banners in its language, with a short cache", async () => {
    const response = await bannerResponse("pl", null, source);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe(CACHE.banners);
    expect(await response.json()).toEqual({ ctaBanners: [{ text: "Wyprzedaż", url: "/pl/wyprzedaz", background: "red" }] });
  });

  it("answers in English with ?language=en", async () => {
    const response = await bannerResponse("pl", "en", source);
    expect(await response.json()).toEqual({ ctaBanners: [{ text: "Sale", url: "/pl/en/sale", background: "turquoise" }] });
  });

  it("answers 404 UNKNOWN_MARKET for a market that does not exist", async () => {
    const response = await bannerResponse("xx", null, source);
    expect(response.status).toBe(404);
    expect((await response.json()).error.code).toBe("UNKNOWN_MARKET");
  });

  it("answers 400 for a language the market is not shown in", async () => {
    const response = await bannerResponse("pl", "sv", source);
    expect(response.status).toBe(400);
    expect((await response.json()).error.code).toBe("UNKNOWN_LANGUAGE");
  });

  it("answers 503 with an error body and Retry-After when the content source fails", async () => {
    const response = await bannerResponse("se", null, broken);
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("10");
    expect(response.headers.get("cache-control")).toBe(CACHE.private);
    expect(await response.json()).toEqual({ error: { code: "CONTENT_UNAVAILABLE", message: expect.any(String) } });
  });

  it("is wired to the route, which reads the market and language from the request", async () => {
    const context = { params: { market: "nowhere" }, url: new URL("http://x/api/globals/nowhere/banner") };
    const response = await GET(context as never);
    expect(response.status).toBe(404);
  });
});
