import { describe, expect, it } from "vitest";
import { elevateMarketSchema } from "./elevate-market.ts";
import { MARKET_CODES, MARKETS } from "./markets.ts";

describe("elevateMarketSchema", () => {
  it("reads every market's elevateMarket code as that market", () => {
    for (const code of MARKET_CODES) expect(elevateMarketSchema.parse(MARKETS[code].elevateMarket)).toBe(code);
    expect(Object.values(MARKETS).map((m) => m.elevateMarket)).toEqual(["SE", "NO", "DK", "FI", "NL", "DE", "FR", "PL"]);
  });

  it("still reads the storefront code, and refuses anything else", () => {
    expect(elevateMarketSchema.parse("pl")).toBe("pl");
    for (const bad of ["", "Se", "GB", "en", "SE ", "se-SE"]) expect(elevateMarketSchema.safeParse(bad).success, bad).toBe(false);
    expect(elevateMarketSchema.safeParse(undefined).success).toBe(false);
  });
});
