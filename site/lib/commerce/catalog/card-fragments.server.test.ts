import { describe, expect, it } from "vitest";
import { storefront } from "#lib/markets/markets.ts";
import { cardKey } from "./card-fragments.server.ts";
import type { ProductCard } from "./catalog.server.ts";

const card: ProductCard = {
  id: 101428,
  productKey: "knappen-studio-101428",
  name: "Marinblå jeans",
  slug: "knappen-studio-marinbla-jeans-101428",
  brand: "Knappen Studio",
  brandSlug: "knappen-studio",
  colourHex: "1f2a44",
  listMinor: 49900,
  saleMinor: null,
  inStock: true,
  isNew: false,
  stockLeft: 23,
  clone: false,
  categoryId: 12,
};
const se = storefront("se");

describe("a kept card's key", () => {
  it("is the same for the same facts, whatever object carries them", () => {
    expect(cardKey({ ...card }, se, false)).toBe(cardKey(card, se, false));
  });

  it("changes with every fact of the card, its storefront and whether it loads eagerly", () => {
    const changed: Record<keyof ProductCard, unknown> = {
      id: 1,
      productKey: "other",
      name: "Other",
      slug: "other-1",
      brand: "Other",
      brandSlug: "other",
      colourHex: "ffffff",
      listMinor: 100,
      saleMinor: 39900,
      inStock: false,
      isNew: true,
      stockLeft: 2,
      clone: true,
      categoryId: 13,
    };
    const keys = new Set([cardKey(card, se, false)]);
    for (const [fact, value] of Object.entries(changed)) keys.add(cardKey({ ...card, [fact]: value }, se, false));
    keys.add(cardKey(card, se, true));
    keys.add(cardKey(card, storefront("no"), false));
    keys.add(cardKey(card, storefront("se", { english: true }), false));
    expect(keys.size).toBe(Object.keys(card).length + 4);
  });
});
