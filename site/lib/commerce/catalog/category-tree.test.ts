import { describe, expect, it } from "vitest";
import { ancestry, buildCategoryTree, findBySlugs, shownFor, subtreeIds, trail } from "./category-tree.ts";

const tree = buildCategoryTree([
  { id: 182, parentId: null, key: "shoes", position: 1, audience: "both", name: "Skor", slug: "skor" },
  { id: 186, parentId: 182, key: "sneakers", position: 2, audience: "both", name: "Sneakers", slug: "sneakers" },
  { id: 1167, parentId: 186, key: "sneakers-low", position: 3, audience: "both", name: "Låga sneakers", slug: "laga-sneakers" },
  { id: 998, parentId: 182, key: "ballerinas", position: 4, audience: "girls", name: "Ballerinaskor", slug: "ballerinaskor" },
  { id: 210, parentId: null, key: "dresses", position: 0, audience: "girls", name: "Klänningar", slug: "klanningar" },
  { id: 158, parentId: null, key: "gift-cards", position: 9, audience: "shared", name: "Presentkort", slug: "presentkort" },
]);

describe("category tree", () => {
  it("keeps menu order and links parents", () => {
    expect(tree.roots.map((n) => n.key)).toEqual(["dresses", "shoes", "gift-cards"]);
    expect(trail(tree.byId.get(1167) as never).map((n) => n.slug)).toEqual(["skor", "sneakers", "laga-sneakers"]);
  });

  it("collects a subtree and an ancestry", () => {
    expect(subtreeIds(tree.byId.get(182) as never)).toEqual([182, 186, 1167, 998]);
    expect(ancestry(tree.byId.get(1167) as never)).toEqual([182, 186, 1167]);
  });

  it("shows girls-only categories to girls and shared ones to neither gender", () => {
    expect(shownFor(tree.byId.get(210) as never, "boys")).toBe(false);
    expect(shownFor(tree.byId.get(210) as never, "girls")).toBe(true);
    expect(shownFor(tree.byId.get(158) as never, "girls")).toBe(false);
    expect(shownFor(tree.byId.get(1167) as never, "boys")).toBe(true);
    // Ballet flats are girls-only although shoes are for both: boys have none, so no boys' listing of them.
    expect(shownFor(tree.byId.get(998) as never, "boys")).toBe(false);
    expect(shownFor(tree.byId.get(998) as never, "girls")).toBe(true);
  });

  it("follows slugs down the tree", () => {
    expect(findBySlugs(tree.roots, ["skor", "sneakers", "laga-sneakers"])?.id).toBe(1167);
    expect(findBySlugs(tree.roots, ["sneakers"])).toBeNull();
  });
});
