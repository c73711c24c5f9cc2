import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseNdjson } from "#lib/content/local-source.server.ts";
import { CATEGORIES, categoryById, checkCategoryIds, parseCategoryIds } from "./category-ids.ts";

describe("category id lists", () => {
  it.each(["201", "201,158", "182,186,188,995,997,998,999,1046,1167,1169,1170,1181,1182,1183,1210"])("accepts %s", (v) =>
    expect(checkCategoryIds(v)).toBe(true),
  );

  it.each(["0", "201, 158", "201,,158", ",201", "201,", "-5", "12a", "1.5", "01"])("refuses %s", (v) =>
    expect(checkCategoryIds(v)).not.toBe(true),
  );

  it("parses to numbers", () => {
    expect(parseCategoryIds("201,158")).toEqual([201, 158]);
    expect(parseCategoryIds(null)).toEqual([]);
    expect(() => parseCategoryIds("201;158")).toThrow(RangeError);
  });
});

describe("category ids the catalog has", () => {
  it("refuses an id no category has, naming it", () => {
    expect(checkCategoryIds("99999")).toBe("No category has id 99999. Pick categories by name from the list.");
    expect(checkCategoryIds("201,99999,12345,99999")).toBe(
      "No categories have ids 99999, 12345. Pick categories by name from the list.",
    );
  });

  it("lists every category by name and place in the tree, each id once", () => {
    expect(categoryById(201)?.name).toBe("Underwear");
    expect(categoryById(158)).toEqual({ id: 158, name: "Gift cards", path: "Gift cards" });
    expect(categoryById(111)?.path).toBe("Jeans › Slim fit jeans");
    expect(new Set(CATEGORIES.map((c) => c.id)).size).toBe(CATEGORIES.length);
  });

  it("holds for every category id list of the seed content: perks, category info, inspiration pages, rails", () => {
    const docs = parseNdjson(readFileSync(new URL("../../seed/content.ndjson", import.meta.url), "utf8"));
    const lists: [string, unknown][] = [];
    const visit = (id: string, node: unknown): void => {
      if (Array.isArray(node)) for (const item of node) visit(id, item);
      else if (node && typeof node === "object")
        for (const [key, value] of Object.entries(node)) {
          if (["categoryID", "excludeCategoryID", "categoryIds"].includes(key)) lists.push([id, value]);
          else visit(id, value);
        }
    };
    for (const doc of docs) visit(doc._id, doc);
    expect(lists.filter(([id]) => id.startsWith("perk-")).length).toBeGreaterThan(20);
    expect(lists.filter(([, value]) => checkCategoryIds(value) !== true)).toEqual([]);
  });

  it("leaves the shop reading an unknown id as one that matches nothing", () => {
    expect(parseCategoryIds("201,99999")).toEqual([201, 99999]);
  });
});
