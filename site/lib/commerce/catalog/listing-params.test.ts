import { describe, expect, it } from "vitest";
import { activeFilterCount, DEFAULT_PARAMS, listingQuery, parseListingParams } from "./listing-params.ts";

const parse = (q: string) => parseListingParams(new URLSearchParams(q));

describe("listing state in the URL", () => {
  it("reads every filter, sort and page", () => {
    expect(parse("sort=price-asc&size=110,116&brand=nordkid&colour=navy,red&min=100&max=500&sale=1&new=1&page=3")).toEqual({
      sort: "price-asc",
      sizes: ["110", "116"],
      brands: ["nordkid"],
      colours: ["navy", "red"],
      min: 100,
      max: 500,
      sale: true,
      new: true,
      page: 3,
    });
  });

  it("drops what makes no sense instead of failing", () => {
    expect(parse("sort=cheapest&size=<script>&brand=No Such&min=-5&max=abc&sale=yes&page=0")).toEqual(DEFAULT_PARAMS);
    expect(parse("page=99999").page).toBe(1);
    expect(parse("size=110,110,,116").sizes).toEqual(["110", "116"]);
  });

  it("treats empty, blank, negative and non-numeric price bounds as no bound, never as 0", () => {
    // What the filter form posts when the price fields are left empty.
    expect(parse("sort=price-asc&min=&max=")).toMatchObject({ sort: "price-asc", min: null, max: null });
    expect(parse("min=%20%20&max=%09")).toMatchObject({ min: null, max: null });
    expect(parse("min=-100&max=-1")).toMatchObject({ min: null, max: null });
    expect(parse("min=abc&max=1e3")).toMatchObject({ min: null, max: null });
    expect(parse("min=12.5&max=0x20")).toMatchObject({ min: null, max: null });
    expect(parse("min=%20250%20&max=")).toMatchObject({ min: 250, max: null });
    expect(parse("min=0&max=")).toMatchObject({ min: 0, max: null });
  });

  it("reads sizes and brands ticked in the form, one field each, like the joined form of links", () => {
    const fromForm = parse("size=110&size=116&brand=nordkid&brand=little-wilde&min=&max=");
    expect(fromForm).toMatchObject({ sizes: ["110", "116"], brands: ["nordkid", "little-wilde"], min: null, max: null });
    expect(parse(listingQuery(fromForm).slice(1))).toEqual(fromForm);
  });

  it("keeps the colours the shop has and drops the others", () => {
    expect(parse("colour=Navy,purple,dark-blue,navy").colours).toEqual(["navy", "dark-blue"]);
    expect(parse("colour=navy&colour=red").colours).toEqual(["navy", "red"]);
    expect(parse("colour=<b>").colours).toEqual([]);
    expect(listingQuery({ colours: ["red"], brands: ["a"], min: 5 })).toBe("?brand=a&colour=red&min=5");
  });

  it("swaps a reversed price range", () => {
    expect(parse("min=500&max=100")).toMatchObject({ min: 100, max: 500 });
  });

  it("writes the state back in a stable order without defaults", () => {
    expect(listingQuery({})).toBe("");
    expect(listingQuery({ page: 2, sort: "discount", sizes: ["110"] })).toBe("?sort=discount&size=110&page=2");
    expect(listingQuery({ page: 2 }, { q: "blå jeans" })).toBe("?q=bl%C3%A5+jeans&page=2");
    const state = parse("brand=a,b&sale=1&page=4");
    expect(parse(listingQuery(state).slice(1))).toEqual(state);
  });
});

describe("active filters", () => {
  it("counts each size, brand and colour, a price range once, and the sale and new switches", () => {
    expect(activeFilterCount(DEFAULT_PARAMS)).toBe(0);
    expect(activeFilterCount({ ...DEFAULT_PARAMS, sort: "price-asc", page: 3 })).toBe(0);
    expect(
      activeFilterCount({ ...DEFAULT_PARAMS, sizes: ["110", "116"], brands: ["nordkid"], colours: ["red"], min: 100, max: 300 }),
    ).toBe(5);
    expect(activeFilterCount({ ...DEFAULT_PARAMS, max: 300, sale: true, new: true })).toBe(3);
  });
});
