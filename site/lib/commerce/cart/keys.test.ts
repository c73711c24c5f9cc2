import { describe, expect, it } from "vitest";
import { formatAddKey, parseAddKey, parseProductKey } from "./keys.ts";

describe("add-to-cart keys", () => {
  it.each([
    ["LN100001-110", { productKey: "LN100001", variantKey: "110", clone: false }],
    ["LN100001-19-22", { productKey: "LN100001", variantKey: "19-22", clone: false }],
    ["LN100001-70a", { productKey: "LN100001", variantKey: "70a", clone: false }],
    ["LN100001-onesize", { productKey: "LN100001", variantKey: "onesize", clone: false }],
    ["LN100001-110-clone", { productKey: "LN100001", variantKey: "110", clone: true }],
    ["LN100001-19-22-clone", { productKey: "LN100001", variantKey: "19-22", clone: true }],
    ["ln100001-70A", { productKey: "LN100001", variantKey: "70a", clone: false }],
  ])("reads %s", (raw, expected) => {
    expect(parseAddKey(raw)).toEqual(expected);
    expect(parseAddKey(formatAddKey(expected))).toEqual(expected);
  });

  it.each([
    "",
    "LN100001",
    "LN100001-",
    "-110",
    "XX1-110",
    "LN100001-clone",
    "LN100001-1 10",
    "LN1-a--b",
    `LN1-${"a".repeat(80)}`,
  ])("refuses %j", (raw) => expect(parseAddKey(raw)).toBeNull());

  it("reads bare product keys", () => {
    expect(parseProductKey("ln100001")).toBe("LN100001");
    expect(parseProductKey("LN100001-110")).toBeNull();
  });
});
