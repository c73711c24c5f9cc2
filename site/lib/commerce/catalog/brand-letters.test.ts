import { describe, expect, it } from "vitest";
import { brandLetters } from "./brand-letters.ts";

const brands = [
  { name: "Övik Kids" },
  { name: "kavat" },
  { name: "Äppel" },
  { name: "3 Pommes" },
  { name: "Molo" },
  { name: "Kuling" },
];

describe("brandLetters", () => {
  it("groups brands under their first letter, in the locale's order, other signs last", () => {
    const { groups } = brandLetters(brands, "sv-SE");
    expect(groups.map((g) => g.letter)).toEqual(["K", "M", "Ä", "Ö", "#"]);
    expect(groups[0]?.brands.map((b) => b.name)).toEqual(["kavat", "Kuling"]);
    expect(groups.map((g) => g.id)).toEqual(["letter-k", "letter-m", "letter-ä", "letter-ö", "letter-other"]);
  });

  it("puts Ä where German readers expect it, beside A", () => {
    expect(brandLetters(brands, "de-DE").groups.map((g) => g.letter)).toEqual(["Ä", "K", "M", "Ö", "#"]);
  });

  it("indexes A to Z and any other first letter, marking which have brands", () => {
    const { index } = brandLetters(brands, "sv-SE");
    expect(index.map((l) => l.letter).join("")).toBe("ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖ#");
    expect(index.filter((l) => l.present).map((l) => l.letter)).toEqual(["K", "M", "Ä", "Ö", "#"]);
  });
});
