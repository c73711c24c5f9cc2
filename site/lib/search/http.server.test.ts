import { describe, expect, it } from "vitest";
import { ZodError } from "zod";
import { placeInput, suggestionInput } from "./http.server.ts";

const url = (query: string) => new URL(`http://shop.test/api/search/suggestions?${query}`);

describe("the search calls' market (specification 3 and 7)", () => {
  it("is read as the elevateMarket code, with the language from the locale", () => {
    expect(suggestionInput(url("q=jeans&market=NO&locale=nb-NO"))).toEqual({ market: "no", language: "nb", q: "jeans" });
    expect(suggestionInput(url("q=jeans&market=PL&locale=en-PL"))).toEqual({ market: "pl", language: "en", q: "jeans" });
    expect(placeInput(url("market=FI&locale=fi-FI"))).toEqual({ market: "fi", language: "fi" });
  });

  it("refuses a market the search service does not know, and a missing one", () => {
    for (const query of ["market=GB&locale=en-GB", "market=Se", "locale=sv-SE"])
      expect(() => placeInput(url(query)), query).toThrow(ZodError);
  });
});
