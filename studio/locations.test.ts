import { describe, expect, it } from "vitest";
import { categoryListingHref, documentLocations, locationsMessage, previewLocation } from "./locations.ts";

const hrefs = (doc: Parameters<typeof documentLocations>[0]) => documentLocations(doc).map((l) => l.href);

describe("where a document shows in the shop", () => {
  it("a language's perk, menu and home page: every storefront in that language", () => {
    expect(hrefs({ _type: "perk", language: "sv" })).toEqual(["/se"]);
    expect(hrefs({ _type: "menu", language: "nb" })).toEqual(["/no"]);
    expect(hrefs({ _type: "homePage", language: "da" })).toEqual(["/dk"]);
    expect(hrefs({ _type: "perk", language: "en" })).toEqual([
      "/se/en",
      "/no/en",
      "/dk/en",
      "/fi/en",
      "/nl/en",
      "/de/en",
      "/fr/en",
      "/pl/en",
    ]);
  });

  it("a perk limited to categories: the listings of those categories, not the home page", () => {
    expect(hrefs({ _type: "perk", language: "sv", categoryID: "200,182" })).toEqual([
      categoryListingHref({ basePath: "/se" }, 200),
      categoryListingHref({ basePath: "/se" }, 182),
    ]);
    expect(previewLocation({ _type: "perk", language: "sv", categoryID: "200" })).toBe(
      "/api/preview/category?storefront=%2Fse&id=200",
    );
  });

  it("category info on its categories' listings, washing advice on product pages", () => {
    expect(hrefs({ _type: "categoryInfo", language: "fi", categoryIds: "182" })).toEqual([
      categoryListingHref({ basePath: "/fi" }, 182),
    ]);
    expect(hrefs({ _type: "washingAdvice", language: "sv" })).toEqual(["/se/kategorier"]);
  });

  it("a banner in its market, in its language", () => {
    expect(hrefs({ _type: "alertBanner", language: "sv", market: "se" })).toEqual(["/se"]);
    expect(hrefs({ _type: "alertBanner", language: "en", market: "pl" })).toEqual(["/pl/en"]);
    expect(hrefs({ _type: "marketSettings", market: "pl" })).toEqual(["/pl", "/pl/en"]);
  });

  it("static pages, the club page and guides at their own addresses", () => {
    expect(hrefs({ _type: "staticPage", language: "de", slug: { current: "kontakt" } })).toEqual(["/de/page/kontakt"]);
    expect(hrefs({ _type: "clubPage", language: "sv", slug: { current: "klubben" } })).toEqual(["/se/page/klubben"]);
    expect(hrefs({ _type: "guideArticle", language: "sv", slug: { current: "tvatt" } })).toEqual(["/se/guider/tvatt"]);
  });

  it("never builds an address from a slug that is not one, nor for a language the shop lacks", () => {
    expect(hrefs({ _type: "staticPage", language: "sv", slug: { current: "../../evil" } })).toEqual([]);
    expect(hrefs({ _type: "staticPage", language: "xx", slug: { current: "x" } })).toEqual([]);
    expect(hrefs({ _type: "perk", language: "sv", categoryID: "1,x" })).toEqual(["/se"]);
  });

  it("'Preview in the shop' opens the first of them, or the first storefront", () => {
    expect(previewLocation({ _type: "perk", language: "sv" })).toBe("/se");
    expect(previewLocation({ _type: "staticPage", language: "de", slug: { current: "kontakt" } })).toBe("/de/page/kontakt");
    expect(previewLocation({ _type: "siteSettings" })).toBe("/se");
  });

  it("the form says how many pages and which", () => {
    const locations = documentLocations({ _type: "perk", language: "en" });
    expect(locationsMessage(locations)).toBe("Used on 8 pages: /se/en, /no/en, /dk/en…");
    expect(locationsMessage([])).toBe("Not shown on any page of the shop");
  });
});
