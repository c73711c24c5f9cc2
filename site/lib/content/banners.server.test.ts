import { describe, expect, it, vi } from "vitest";
import { storefront } from "#lib/markets/markets.ts";
import { getBannerToShow, getLiveBanners } from "./banners.server.ts";
import { createLocalSource, createNdjsonSource, type SanityDocument } from "./local-source.server.ts";

const banner = (id: string, fields: Record<string, unknown>): SanityDocument => ({
  _id: id,
  _type: "alertBanner",
  language: "sv",
  market: "se",
  text: id,
  url: "/rea",
  background: "red",
  startsAt: "2026-11-01T00:00:00Z",
  endsAt: "2026-12-01T00:00:00Z",
  priority: 0,
  ...fields,
});

const documents = [
  banner("live", {}),
  banner("important", { priority: 5, background: "blue" }),
  banner("scheduled", { startsAt: "2026-12-01T00:00:00Z", endsAt: "2027-01-01T00:00:00Z", priority: 9 }),
  banner("ended", { startsAt: "2026-06-01T00:00:00Z", endsAt: "2026-11-01T00:00:00Z", priority: 9 }),
  banner("other-market", { market: "no", priority: 9 }),
  banner("english", { language: "en", url: "/sale", priority: 9 }),
  banner("unsafe", { url: "javascript:alert(1)", priority: 9 }),
  banner("drafts.live-draft", { priority: 9 }),
];

const at = (iso: string) => createLocalSource({ documents, now: () => new Date(iso) });

describe("live alert banners", () => {
  it("returns the storefront's live banners, highest priority first, links prefixed", async () => {
    const banners = await getLiveBanners(storefront("se"), at("2026-11-15T12:00:00.000Z"));
    expect(banners).toEqual([
      { text: "important", url: "/se/rea", background: "blue" },
      { text: "live", url: "/se/rea", background: "red" },
    ]);
  });

  it("writes amount tokens as the storefront writes its prices", async () => {
    const source = createLocalSource({
      documents: [
        banner("sv", { text: "Fri frakt över {699 SEK}" }),
        banner("en", { language: "en", market: "pl", text: "Free shipping over {299 PLN}" }),
      ],
      now: () => new Date("2026-11-15T12:00:00.000Z"),
    });
    const [sv] = await getLiveBanners(storefront("se"), source);
    expect(sv?.text.replace(/\s/g, " ")).toBe("Fri frakt över 699 kr");
    const [en] = await getLiveBanners(storefront("pl", { english: true }), source);
    expect(en?.text.replace(/\s/g, " ")).toBe("Free shipping over 299 PLN");
  });

  it("reads English banners of the market for the English storefront", async () => {
    const banners = await getLiveBanners(storefront("se", { english: true }), at("2026-11-15T12:00:00.000Z"));
    expect(banners).toEqual([{ text: "english", url: "/se/en/sale", background: "red" }]);
  });

  it("goes live at its start and ends at its end, without a rebuild", async () => {
    const se = storefront("se");
    expect((await getLiveBanners(se, at("2026-11-30T23:59:59.999Z"))).map((b) => b.text)).toEqual(["important", "live"]);
    expect((await getLiveBanners(se, at("2026-12-01T00:00:00.000Z"))).map((b) => b.text)).toEqual(["scheduled"]);
    expect(await getLiveBanners(se, at("2027-02-01T00:00:00.000Z"))).toEqual([]);
  });

  it("finds one live banner per storefront in the seed dataset", async () => {
    const source = createNdjsonSource("seed/content.ndjson", () => new Date("2027-03-01T00:00:00Z"));
    for (const sf of [storefront("se"), storefront("pl"), storefront("fr", { english: true })]) {
      const banners = await getLiveBanners(sf, source);
      expect(banners).toHaveLength(1);
      expect(banners[0]?.url.startsWith(`${sf.basePath}/`)).toBe(true);
    }
  });

  it("gives a page the first live banner, none when none is live, and none when the source fails", async () => {
    expect(await getBannerToShow(storefront("se"), at("2026-11-15T12:00:00.000Z"))).toEqual({
      text: "important",
      url: "/se/rea",
      background: "blue",
    });
    expect(await getBannerToShow(storefront("se"), at("2027-02-01T00:00:00.000Z"))).toBeNull();
    const failing = { fetch: () => Promise.reject(new Error("lake down")) } as unknown as Parameters<typeof getBannerToShow>[1];
    const quiet = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(await getBannerToShow(storefront("se"), failing)).toBeNull();
    quiet.mockRestore();
  });
});
