import { describe, expect, it, vi } from "vitest";
import { bannerToShow, loadBanner } from "./banner.client.ts";
import type { CtaBanner } from "./banner-types.ts";

const banner = { text: "Mellanrea", url: "/rea", background: "red" };

describe("the banner fetch", () => {
  it("asks the API once per address and gives every caller the first answer", async () => {
    const fetcher = vi.fn(async () => Response.json({ ctaBanners: [banner, { ...banner, text: "second" }] }));
    const [a, b] = await Promise.all([
      loadBanner("/api/globals/se/banner", fetcher),
      loadBanner("/api/globals/se/banner", fetcher),
    ]);
    expect(a).toEqual(banner);
    expect(b).toEqual(banner);
    expect(await loadBanner("/api/globals/se/banner", fetcher)).toEqual(banner);
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it("says none when none is live, and nothing (undefined) when the API fails", async () => {
    expect(await loadBanner("/api/globals/dk/banner", async () => Response.json({ ctaBanners: [] }))).toBeNull();
    expect(await loadBanner("/api/globals/fr/banner", async () => new Response("{}", { status: 503 }))).toBeUndefined();
    expect(await loadBanner("/api/globals/pl/banner", async () => Promise.reject(new Error("offline")))).toBeUndefined();
  });
});

describe("the banner shown", () => {
  const shown = (data: unknown) => bannerToShow(data as CtaBanner);

  it("shows a banner with a safe link and a known background", () => {
    expect(shown(banner)).toEqual(banner);
    expect(shown({ ...banner, url: "https://example.com/sale" })).toEqual({ ...banner, url: "https://example.com/sale" });
  });

  it("shows nothing for an unsafe link, an unknown background or no text", () => {
    expect(shown({ ...banner, url: "javascript:alert(1)" })).toBeNull();
    expect(shown({ ...banner, background: "pink" })).toBeNull();
    expect(shown({ ...banner, text: "  " })).toBeNull();
    expect(shown(null)).toBeNull();
  });
});
