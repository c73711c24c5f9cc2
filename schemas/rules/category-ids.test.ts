import { describe, expect, it } from "vitest";
import { checkCategoryIds, parseCategoryIds } from "./category-ids.ts";

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
