import { describe, expect, it } from "vitest";
import { storefront } from "#lib/markets/markets.ts";
import type { Facets } from "./catalog.server.ts";
import { type FiltersInput, filtersKey } from "./filter-fragments.server.ts";
import { DEFAULT_PARAMS, SORTS } from "./listing-params.ts";

const facets: Facets = {
  sizes: [{ key: "110", label: "110", count: 4 }],
  brands: [{ slug: "nordkid", name: "Nordkid", count: 3 }],
  colours: [{ key: "navy", count: 2 }],
  priceRange: { min: 19900, max: 59900 },
};
const input: FiltersInput = {
  storefront: storefront("se"),
  facets,
  params: DEFAULT_PARAMS,
  basePath: "/se/kille/jeans",
  fixedQuery: {},
  sorts: SORTS,
  total: 12,
};

describe("kept filters' key", () => {
  it("is the same for the same filters, whatever objects carry them", () => {
    expect(filtersKey({ ...input, facets: structuredClone(facets), params: { ...DEFAULT_PARAMS } })).toBe(filtersKey(input));
  });

  it("changes with the storefront, the listing, the shopper's filters, every count and the total", () => {
    const key = filtersKey(input);
    const others: Partial<FiltersInput>[] = [
      { storefront: storefront("se", { english: true }) },
      { basePath: "/se/kille/skor" },
      { fixedQuery: { q: "jeans" } },
      { sorts: ["relevance", ...SORTS] },
      { params: { ...DEFAULT_PARAMS, sizes: ["110"] } },
      { params: { ...DEFAULT_PARAMS, sort: "price-asc" } },
      { params: { ...DEFAULT_PARAMS, min: 100 } },
      { facets: { ...facets, sizes: [{ key: "110", label: "110", count: 0 }] } },
      { facets: { ...facets, brands: [] } },
      { facets: { ...facets, priceRange: null } },
      { total: 13 },
    ];
    for (const other of others) expect(filtersKey({ ...input, ...other }), JSON.stringify(other)).not.toBe(key);
  });
});
