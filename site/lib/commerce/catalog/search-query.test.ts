import { describe, expect, it } from "vitest";
import { parseSearchQuery } from "./search-query";

const parse = (q: string) => parseSearchQuery(new URLSearchParams(q));

describe("search query", () => {
  it("splits the words and keeps the origin of the specification", () => {
    expect(parse("q=%20Blå%20%20jeans%20&origin=RECENT_SEARCH")).toEqual({
      q: "Blå jeans",
      words: ["blå", "jeans"],
      origin: "RECENT_SEARCH",
    });
    expect(parse("q=jeans&origin=PHRASE_SUGGEST").origin).toBe("PHRASE_SUGGEST");
  });

  it("ignores an unknown origin and an empty query", () => {
    expect(parse("q=&origin=EVIL")).toEqual({ q: "", words: [], origin: null });
    expect(parse("")).toEqual({ q: "", words: [], origin: null });
  });

  it("bounds what it searches for", () => {
    expect(parse(`q=${"a ".repeat(100)}b c d e f g h`).words.length).toBeLessThanOrEqual(6);
    expect(parse(`q=${"x".repeat(500)}`).q).toHaveLength(100);
  });
});
