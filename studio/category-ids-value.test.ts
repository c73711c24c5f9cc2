import { describe, expect, it } from "vitest";
import { categoryById } from "../schemas/rules/category-ids.ts";
import { addCategoryId, categoryIdsOf, matchesCategory, removeCategoryId } from "./category-ids-value.ts";

describe("the category id list input's value", () => {
  it("adds and removes ids in the shop's format", () => {
    expect(addCategoryId(undefined, 201)).toBe("201");
    expect(addCategoryId("201", 158)).toBe("201,158");
    expect(addCategoryId("201,158", 201)).toBe("201,158");
    expect(removeCategoryId("201,158", 201)).toBe("158");
    expect(removeCategoryId("201", 201)).toBe("");
  });

  it("shows the ids of a hand-written list, and drops what is no id", () => {
    expect(categoryIdsOf("201, shoes,158,201")).toEqual([201, 158]);
    expect(categoryIdsOf(undefined)).toEqual([]);
  });

  it("finds a category by its name, its parent's name or its id", () => {
    const slim = categoryById(111);
    if (!slim) throw new Error("no category 111");
    expect(matchesCategory(slim, "slim")).toBe(true);
    expect(matchesCategory(slim, "JEANS")).toBe(true);
    expect(matchesCategory(slim, "11")).toBe(true);
    expect(matchesCategory(slim, "201")).toBe(false);
    expect(matchesCategory(slim, "shoes")).toBe(false);
  });
});
