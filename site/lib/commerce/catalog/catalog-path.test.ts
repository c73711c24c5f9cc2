import { describe, expect, it } from "vitest";
import { categoryPath, productIdFromSlug, resolveCatalogPath } from "./catalog-path.ts";
import { buildCategoryTree } from "./category-tree.ts";

const tree = buildCategoryTree([
  { id: 182, parentId: null, key: "shoes", position: 1, audience: "both", name: "Skor", slug: "skor" },
  { id: 186, parentId: 182, key: "sneakers", position: 2, audience: "both", name: "Sneakers", slug: "sneakers" },
  { id: 210, parentId: null, key: "dresses", position: 0, audience: "girls", name: "Klänningar", slug: "klanningar" },
  { id: 998, parentId: 182, key: "ballerinas", position: 3, audience: "girls", name: "Ballerinaskor", slug: "ballerinaskor" },
]);

describe("catalog paths", () => {
  it("reads gender and category paths", () => {
    expect(resolveCatalogPath("/kille", "sv", tree)).toEqual({ kind: "gender", gender: "boys", category: null });
    expect(resolveCatalogPath("/kille/skor/sneakers", "sv", tree)).toMatchObject({
      kind: "gender",
      gender: "boys",
      category: { id: 186 },
    });
    expect(resolveCatalogPath("/tjej/klanningar", "sv", tree)).toMatchObject({ category: { id: 210 } });
    // Dresses are not a boys' category, and slugs must follow the tree.
    expect(resolveCatalogPath("/kille/klanningar", "sv", tree)).toBeNull();
    expect(resolveCatalogPath("/kille/sneakers", "sv", tree)).toBeNull();
    // Nor are ballet flats, although they sit under shoes.
    expect(resolveCatalogPath("/kille/skor/ballerinaskor", "sv", tree)).toBeNull();
    expect(resolveCatalogPath("/tjej/skor/ballerinaskor", "sv", tree)).toMatchObject({ category: { id: 998 } });
  });

  it("reads the sections of every language", () => {
    expect(resolveCatalogPath("/kategorier/skor", "sv", tree)).toMatchObject({ kind: "categories", category: { id: 182 } });
    expect(resolveCatalogPath("/wyprzedaz", "pl", tree)).toEqual({ kind: "sale" });
    expect(resolveCatalogPath("/uutuudet", "fi", tree)).toEqual({ kind: "new" });
    expect(resolveCatalogPath("/marken/nordkid", "de", tree)).toEqual({ kind: "brand", brandSlug: "nordkid" });
    expect(resolveCatalogPath("/inspo/sommarklanningar", "sv", tree)).toEqual({ kind: "inspo", slug: "sommarklanningar" });
    expect(resolveCatalogPath("/instagram", "fr", tree)).toEqual({ kind: "community" });
    expect(resolveCatalogPath("/guides", "en", tree)).toEqual({ kind: "guides" });
    expect(resolveCatalogPath("/search", "pl", tree)).toEqual({ kind: "search" });
    // Another language's words are not this language's pages.
    expect(resolveCatalogPath("/rea", "en", tree)).toBeNull();
  });

  it("reads product slugs by their trailing id", () => {
    expect(resolveCatalogPath("/nordkid-morkbla-jeans-100042", "sv", tree)).toEqual({
      kind: "product",
      id: 100042,
      slug: "nordkid-morkbla-jeans-100042",
    });
    expect(productIdFromSlug("jeans")).toBeNull();
    expect(productIdFromSlug("Jeans-12")).toBeNull();
  });

  it("writes category paths back", () => {
    expect(categoryPath("sv", tree.byId.get(186) ?? null, "boys")).toBe("/kille/skor/sneakers");
    expect(categoryPath("fi", tree.byId.get(186) ?? null, null)).toBe("/kategoriat/skor/sneakers");
  });
});
