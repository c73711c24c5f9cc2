import { describe, expect, it } from "vitest";
import { moreLikeThis, POPULAR_PER_CATEGORY, popularShelf, type Recommendable } from "./recommendations.ts";

const card = (id: number, brandSlug: string, colourHex: string, categoryId = 110): Recommendable => ({
  id,
  brandSlug,
  colourHex,
  categoryId,
});

describe("more like this", () => {
  const product = card(1, "nordkid", "#1F2A44");

  it("never recommends the product itself, nor one product twice", () => {
    const picked = moreLikeThis(product, [card(1, "nordkid", "#1f2a44"), card(2, "bo", "#fff"), card(2, "bo", "#fff")]);
    expect(picked.map((p) => p.id)).toEqual([2]);
  });

  it("puts other brands first, then other colours of the same brand, then the same brand and colour", () => {
    const picked = moreLikeThis(product, [
      card(2, "nordkid", "#1f2a44"),
      card(3, "nordkid", "#ff0000"),
      card(4, "bo", "#1f2a44"),
      card(5, "bo", "#00ff00"),
    ]);
    expect(picked.map((p) => p.id)).toEqual([5, 4, 3, 2]);
  });

  it("shows one of each brand and colour before repeating one, newest (the given order) first among equals", () => {
    const picked = moreLikeThis(
      product,
      [card(2, "bo", "#111111"), card(3, "bo", "#222222"), card(4, "kiwi", "#333333"), card(5, "moss", "#111111")],
      3,
    );
    expect(picked.map((p) => p.id)).toEqual([2, 4, 3]);
  });

  it("compares colours by what the catalog says a colour is", () => {
    const family = (p: Recommendable) => (p.colourHex.startsWith("#1") ? "blue" : "red");
    const picked = moreLikeThis(product, [card(2, "bo", "#1a1a1a"), card(3, "bo", "#ee0000")], 2, family);
    expect(picked.map((p) => p.id)).toEqual([3, 2]);
  });

  it("shows at most the shelf's count", () => {
    const many = Array.from({ length: 30 }, (_, i) => card(i + 2, `brand${i}`, `#00000${i % 10}`));
    expect(moreLikeThis(product, many)).toHaveLength(8);
  });
});

describe("popular products", () => {
  it("keep the ranking's order with at most two of a category", () => {
    const ranked = [card(1, "a", "#0", 110), card(2, "a", "#0", 110), card(3, "a", "#0", 110), card(4, "a", "#0", 182)];
    expect(popularShelf(ranked).map((p) => p.id)).toEqual([1, 2, 4]);
    expect(POPULAR_PER_CATEGORY).toBe(2);
  });

  it("count a department once, whichever of its categories a product is in", () => {
    const shoes = new Map([
      [1167, 182],
      [1170, 182],
      [995, 182],
    ]);
    const ranked = [card(1, "a", "#0", 1167), card(2, "a", "#0", 1170), card(3, "a", "#0", 995), card(4, "a", "#0", 110)];
    expect(popularShelf(ranked, 8, (id) => shoes.get(id) ?? id).map((p) => p.id)).toEqual([1, 2, 4]);
  });

  it("skip a product ranked twice and stop at the shelf's count", () => {
    const ranked = [
      card(1, "a", "#0", 1),
      card(1, "a", "#0", 1),
      ...Array.from({ length: 20 }, (_, i) => card(i + 2, "a", "#0", i + 2)),
    ];
    const shelf = popularShelf(ranked, 5);
    expect(shelf.map((p) => p.id)).toEqual([1, 2, 3, 4, 5]);
  });
});
