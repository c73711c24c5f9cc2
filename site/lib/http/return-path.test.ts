import { describe, expect, it } from "vitest";
import { safeReturnPath } from "./return-path.ts";

const origin = new URL("http://shop.example/api/cart/add");

describe("safeReturnPath", () => {
  it("keeps storefront paths with their query", () => {
    expect(safeReturnPath("/se/kille/jeans?size=110", origin)).toBe("/se/kille/jeans?size=110");
    expect(safeReturnPath("/de/en/boys", origin)).toBe("/de/en/boys");
    expect(safeReturnPath("/se/kille/../tjej", origin)).toBe("/se/tjej");
  });

  it.each([
    "/se/..//evil.example/x",
    "/se/../..//evil.example",
    "/se/%2e%2e//evil.example/x",
    "//evil.example/x",
    "/\\evil.example",
    "/se/\\evil.example",
    "/se/..\\..\\evil.example",
    "/se/%2F%2Fevil.example",
    "/%2F%2Fevil.example/se",
    "/se/\t/evil.example",
    "https://evil.example/se",
    "http:/evil.example",
    "javascript:alert(1)",
    "/nope/x",
    "/api/cart",
    "",
    `/se/${"x".repeat(3000)}`,
  ])("refuses %j", (raw) => {
    expect(safeReturnPath(raw, origin)).toBeNull();
  });
});
