import { describe, expect, it } from "vitest";
import { isOneSize, lineSizeText, sizeLabel } from "./sizes.ts";

describe("size labels", () => {
  it("prints the size as labelled", () => {
    expect(sizeLabel({ variantKey: "70a", size: "70A" }, "One size")).toBe("70A");
    expect(sizeLabel({ variantKey: "19-22", size: "19-22" }, "One size")).toBe("19-22");
  });

  it("words a one-size product in the shopper's language", () => {
    expect(sizeLabel({ variantKey: "onesize", size: "onesize" }, "En storlek")).toBe("En storlek");
    expect(isOneSize("ONESIZE")).toBe(true);
    expect(isOneSize("110")).toBe(false);
  });
});

describe("a line's size", () => {
  const words = { size: "Storlek {size}", oneSize: "En storlek" };
  it("names the size in the language's phrase", () => {
    expect(lineSizeText({ variantKey: "110", size: "110" }, words)).toBe("Storlek 110");
  });
  it("says one size for a one-size product, whatever its size field holds", () => {
    expect(lineSizeText({ variantKey: "OneSize", size: "onesize" }, words)).toBe("En storlek");
  });
});
