import { describe, expect, it } from "vitest";
import { parseSearchParams } from "./search-params.ts";

const parse = (q: string) => parseSearchParams(new URLSearchParams(q));

describe("search parameters", () => {
  it("cleans the query and keeps the origins of the specification", () => {
    expect(parse("q=%20Blå%20%20jeans%20&origin=RECENT_SEARCH")).toEqual({
      q: "Blå jeans",
      origin: "RECENT_SEARCH",
      category: null,
    });
    expect(parse("q=jeans&origin=PHRASE_SUGGEST").origin).toBe("PHRASE_SUGGEST");
  });

  it("calls a typed search organic and ignores what makes no sense", () => {
    expect(parse("q=jeans")).toEqual({ q: "jeans", origin: "ORGANIC", category: null });
    expect(parse("q=&origin=EVIL&category=-3")).toEqual({ q: "", origin: "ORGANIC", category: null });
    expect(parse("q=a&category=110").category).toBe(110);
    expect(parse("q=a&category=abc").category).toBeNull();
  });

  it("bounds the query and drops the braces highlights use", () => {
    expect(parse(`q=${"x".repeat(500)}`).q).toHaveLength(100);
    expect(parse("q={jea}ns").q).toBe("jeans");
  });
});
