import { describe, expect, it } from "vitest";
import { allStorefronts, MARKET_CODES, MARKETS, storefront } from "./markets.ts";
import {
  brandPath,
  brandsPath,
  checkoutPath,
  isExternalOrAnchor,
  localizePath,
  loginPath,
  newArrivalsPath,
  parseStorefrontPath,
  searchPath,
} from "./paths.ts";

describe("storefronts", () => {
  it("serves every market in its language and in English", () => {
    const all = allStorefronts();
    expect(all).toHaveLength(16);
    expect(all.map((s) => s.basePath)).toContain("/pl/en");
    expect(storefront("fi").locale).toBe("fi-FI");
    expect(storefront("fi", { english: true })).toMatchObject({ language: "en", locale: "en-FI", basePath: "/fi/en" });
  });

  it("has the currencies of the specification", () => {
    expect(MARKET_CODES.map((c) => MARKETS[c].currency)).toEqual(["SEK", "NOK", "DKK", "EUR", "EUR", "EUR", "EUR", "PLN"]);
  });
});

describe("paths", () => {
  it("prefixes market-relative links with the storefront", () => {
    expect(localizePath(storefront("se"), "/kille/jeans")).toBe("/se/kille/jeans");
    expect(localizePath(storefront("se", { english: true }), "/boys/jeans")).toBe("/se/en/boys/jeans");
    expect(localizePath(storefront("no"), "/")).toBe("/no");
    expect(localizePath(storefront("no"), "page/kontakt")).toBe("/no/page/kontakt");
  });

  it("leaves external links and anchors alone", () => {
    expect(localizePath(storefront("se"), "#")).toBe("#");
    expect(localizePath(storefront("se"), "https://help.example.com/sv")).toBe("https://help.example.com/sv");
    expect(isExternalOrAnchor("mailto:service@littlenorth.shop")).toBe(true);
    expect(isExternalOrAnchor("//evil.example")).toBe(true);
  });

  it("reads a path back into storefront and rest", () => {
    expect(parseStorefrontPath("/se/kille/jeans")).toMatchObject({ storefront: { basePath: "/se" }, rest: "/kille/jeans" });
    expect(parseStorefrontPath("/de/en/boys")).toMatchObject({
      storefront: { basePath: "/de/en", language: "en" },
      rest: "/boys",
    });
    expect(parseStorefrontPath("/pl")).toMatchObject({ storefront: { basePath: "/pl" }, rest: "/" });
    expect(parseStorefrontPath("/xx/foo")).toBeNull();
    expect(parseStorefrontPath("/")).toBeNull();
  });
});

describe("URL builders", () => {
  it("puts the new arrivals under the language's word", () => {
    expect(newArrivalsPath(storefront("se"))).toBe("/se/nyheter");
    expect(newArrivalsPath(storefront("de"))).toBe("/de/neuheiten");
    expect(newArrivalsPath(storefront("fi", { english: true }))).toBe("/fi/en/new");
  });

  it("puts the brand list and brand pages under a localized segment", () => {
    expect(brandsPath(storefront("se"))).toBe("/se/varumarken");
    expect(brandsPath(storefront("dk"))).toBe("/dk/maerker");
    expect(brandsPath(storefront("pl", { english: true }))).toBe("/pl/en/brands");
    expect(brandPath(storefront("se"), "kavat")).toBe("/se/varumarken/kavat");
    expect(brandPath(storefront("de", { english: true }), "kavat")).toBe("/de/en/brands/kavat");
    for (const sf of allStorefronts()) expect(brandsPath(sf)).toMatch(/^\/[a-z]{2}(\/en)?\/[a-z]+$/);
  });

  it("prefixes the specification's routes", () => {
    expect(loginPath(storefront("no"))).toBe("/no/login");
    expect(searchPath(storefront("fi", { english: true }))).toBe("/fi/en/search");
    expect(checkoutPath(storefront("de"))).toBe("/de/checkout/");
  });
});
