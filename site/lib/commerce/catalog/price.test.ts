import { describe, expect, it } from "vitest";
import { salePercent } from "./price.ts";

describe("salePercent", () => {
  it("rounds the saving to whole percent", () => {
    expect(salePercent(29900, 19900)).toBe(33);
    expect(salePercent(10000, 7000)).toBe(30);
    expect(salePercent(10000, 10000)).toBe(0);
  });
});
