import { describe, expect, it } from "vitest";
import { RECENT_KEPT, RECENT_SHOWN, readViewed, recentStoreKey, remember, shownBeside, type Viewed } from "./recently-viewed.ts";

const entry = (n: number): Viewed => ({
  key: `1000${n}`,
  href: `/se/nordkid-jeans-1000${n}`,
  brand: "Nordkid",
  name: `Jeans ${n}`,
  image: `/media/products/1000${n}-front-240.webp`,
});

describe("recently viewed", () => {
  it("puts the product just viewed first, once, and keeps at most RECENT_KEPT", () => {
    let list: Viewed[] = [];
    for (let n = 0; n < RECENT_KEPT + 3; n++) list = remember(list, entry(n));
    list = remember(list, entry(5));
    expect(list).toHaveLength(RECENT_KEPT);
    expect(list[0]?.key).toBe("10005");
    expect(list.filter((e) => e.key === "10005")).toHaveLength(1);
  });

  it("shows the others, most recent first, at most RECENT_SHOWN", () => {
    const list = Array.from({ length: RECENT_KEPT }, (_, n) => entry(n));
    const shown = shownBeside(list, "10000");
    expect(shown).toHaveLength(RECENT_SHOWN);
    expect(shown.map((e) => e.key)).not.toContain("10000");
    expect(shown[0]?.key).toBe("10001");
  });

  it("reads back what it stored, and drops what is not a card of this shop", () => {
    const good = entry(1);
    const stored = JSON.stringify([
      good,
      { ...entry(2), href: "javascript:alert(1)" },
      { ...entry(3), href: "//evil.example/x" },
      { ...entry(4), image: "https://tracker.example/pixel.gif" },
      { ...entry(5), name: "" },
      "nonsense",
      null,
    ]);
    expect(readViewed(stored)).toEqual([good]);
    expect(readViewed("{not json")).toEqual([]);
    expect(readViewed(null)).toEqual([]);
    expect(readViewed('{"a":1}')).toEqual([]);
  });

  it("keeps one list per storefront", () => {
    expect(recentStoreKey("se", "sv")).not.toBe(recentStoreKey("se", "en"));
  });
});
