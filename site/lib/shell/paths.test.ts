import { describe, expect, it } from "vitest";
import { allStorefronts, storefront } from "../markets/markets";
import { brandsPath, checkoutPath, loginPath, searchPath } from "./paths";

describe("shell paths", () => {
  it("puts the brand list under a localized segment", () => {
    expect(brandsPath(storefront("se"))).toBe("/se/varumarken");
    expect(brandsPath(storefront("dk"))).toBe("/dk/maerker");
    expect(brandsPath(storefront("pl", true))).toBe("/pl/en/brands");
    for (const sf of allStorefronts()) expect(brandsPath(sf)).toMatch(/^\/[a-z]{2}(\/en)?\/[a-z]+$/);
  });

  it("prefixes the specification's routes", () => {
    expect(loginPath(storefront("no"))).toBe("/no/login");
    expect(searchPath(storefront("fi", true))).toBe("/fi/en/search");
    expect(checkoutPath(storefront("de"))).toBe("/de/checkout/");
  });
});
