import { describe, expect, it } from "vitest";
import { isComboboxKey, moveActive } from "./combobox.ts";

describe("the panel's active option", () => {
  it("moves with the arrows and wraps around", () => {
    expect(moveActive(-1, 3, "ArrowDown")).toBe(0);
    expect(moveActive(0, 3, "ArrowDown")).toBe(1);
    expect(moveActive(2, 3, "ArrowDown")).toBe(0);
    expect(moveActive(-1, 3, "ArrowUp")).toBe(2);
    expect(moveActive(0, 3, "ArrowUp")).toBe(2);
    expect(moveActive(2, 3, "ArrowUp")).toBe(1);
  });

  it("leaves Home and End to the text field until an option is active", () => {
    expect(moveActive(-1, 3, "Home")).toBe(-1);
    expect(moveActive(1, 3, "Home")).toBe(0);
    expect(moveActive(1, 3, "End")).toBe(2);
  });

  it("has nothing to activate without options, and knows its keys", () => {
    expect(moveActive(-1, 0, "ArrowDown")).toBe(-1);
    expect(isComboboxKey("ArrowDown")).toBe(true);
    expect(isComboboxKey("Enter")).toBe(false);
  });
});
