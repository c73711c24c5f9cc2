import { describe, expect, it } from "vitest";
import { cleanQuery, fold, normalizeQuery, queryWords } from "./normalize.ts";

describe("query words", () => {
  it("folds letters as unaccent does", () => {
    expect(fold("Fjällbarn Snøfnugg Mała Sowa Weiß Æble Pfütze")).toBe("fjallbarn snofnugg mala sowa weiss aeble pfutze");
  });

  it("cleans the query: whitespace, braces, control characters, length", () => {
    expect(cleanQuery("  blå \t jeans\n")).toBe("blå jeans");
    expect(cleanQuery("{jea}ns")).toBe("jeans");
    expect(cleanQuery("a\u0000b")).toBe("a b");
    expect(cleanQuery("x".repeat(300))).toHaveLength(100);
  });

  it("splits words as the database's parser does, keeps accents and hyphenated words, and bounds them", () => {
    expect(queryWords("Svarta T-shirt, 110/116!")).toEqual(["svarta", "t-shirt", "110", "116"]);
    expect(queryWords("veste d'hiver")).toEqual(["veste", "d", "hiver"]);
    expect(queryWords("-jeans- jeans JEANS")).toEqual(["jeans"]);
    expect(queryWords("a b c d e f g h")).toHaveLength(6);
    expect(queryWords("%_*:&|!()'\\")).toEqual([]);
  });

  it("keys a query folded, so that one recent search stands for its spellings", () => {
    expect(normalizeQuery("Klänning  ROSA")).toBe("klanning rosa");
    expect(normalizeQuery("klanning rosa")).toBe("klanning rosa");
  });
});
