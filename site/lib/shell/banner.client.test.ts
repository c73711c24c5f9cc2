import { describe, expect, it, vi } from "vitest";
import { loadBanner } from "./banner.client.ts";

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

  it("shows no banner when the API fails or has none", async () => {
    expect(await loadBanner("/api/globals/fr/banner", async () => new Response("{}", { status: 503 }))).toBeNull();
    expect(await loadBanner("/api/globals/pl/banner", async () => Promise.reject(new Error("offline")))).toBeNull();
    expect(await loadBanner("/api/globals/dk/banner", async () => Response.json({ ctaBanners: [] }))).toBeNull();
  });
});
