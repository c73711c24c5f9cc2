import { describe, expect, it } from "vitest";
import { imageKindOf, parseProductImage, productImagePath, productImageSvg } from "./product-image.ts";

describe("product pictures", () => {
  it("round-trips through the URL", () => {
    const path = productImagePath("shoe", "#A1B2C3", 2);
    expect(path).toBe("/media/products/shoe-a1b2c3-2.svg");
    expect(parseProductImage(path.split("/").pop() as string)).toEqual({ kind: "shoe", colourHex: "#a1b2c3", n: 2 });
  });

  it("refuses anything else", () => {
    expect(parseProductImage("shoe-a1b2c3-3.svg")).toBeNull();
    expect(parseProductImage("boat-a1b2c3-1.svg")).toBeNull();
    expect(parseProductImage("shoe-zzzzzz-1.svg")).toBeNull();
    expect(() => productImageSvg("shoe", "red", 1)).toThrow(RangeError);
  });

  it("draws a light SVG with its size", () => {
    const svg = productImageSvg(imageKindOf("jeans"), "#335577", 1);
    expect(svg).toContain('width="600" height="750"');
    expect(svg).toContain('fill="#335577"');
    expect(svg.length).toBeLessThan(1000);
  });
});
