import { describe, expect, it } from "vitest";
import { fill } from "./fill.ts";

describe("fill", () => {
  it("puts values in their slots", () => {
    expect(fill("Sida {page} av {pages}", { page: 2, pages: 7 })).toBe("Sida 2 av 7");
  });
  it("leaves unknown slots visible", () => {
    expect(fill("{count} produkter", {})).toBe("{count} produkter");
  });
});
