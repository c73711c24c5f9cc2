import { describe, expect, it } from "vitest";
import { CACHE } from "./cache-profiles.ts";
import { reusableFor } from "./render-cache.server.ts";

const seconds = (header: string, directive: string) => Number(new RegExp(`${directive}=(\\d+)`).exec(header)?.[1] ?? 0);

describe("cache profiles of live content (ADR 16)", () => {
  it("pages are never kept by a browser, so two pages cannot show two versions of the shell", () => {
    expect(seconds(CACHE.page, "max-age")).toBe(0);
    expect(seconds(CACHE.pageMissing, "max-age")).toBe(0);
    expect(reusableFor(CACHE.page)).toBeGreaterThan(0);
  });

  it("a scheduled banner starts and ends within 60 s at a CDN, its stale answer included", () => {
    expect(seconds(CACHE.banners, "max-age")).toBe(0);
    expect(seconds(CACHE.banners, "s-maxage") + seconds(CACHE.banners, "stale-while-revalidate")).toBeLessThanOrEqual(60);
  });
});
