import { describe, expect, it } from "vitest";
import { isOneSize, sizeLabel } from "./sizes.ts";

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
