import type { CatalogInput } from "#lib/db/seed-catalog.server.ts";
import { LANGUAGES, type Language, MARKET_CODES, type MarketCode } from "#lib/markets/markets.ts";

/** Swedish and English words for each text; the other languages reuse the English ones. */
const words = (sv: string, en: string) =>
  Object.fromEntries(LANGUAGES.map((l) => [l, l === "sv" ? sv : en])) as Record<Language, string>;
const everyMarket = (list: number) =>
  Object.fromEntries(MARKET_CODES.map((m) => [m, { list, sale: null }])) as Record<MarketCode, { list: number; sale: null }>;

/**
 * A small catalog with real words: jeans (one sold out), trousers, a dress, a
 * rain jacket and a gift card, from brands with special letters (Fjällbarn).
 */
export function searchFixture(): CatalogInput {
  const cat = (id: number, parentId: number | null, key: string, sv: string, en: string) => ({
    id,
    parentId,
    key,
    position: id,
    audience: "both",
    names: Object.fromEntries(
      LANGUAGES.map((l) => [l, { name: l === "sv" ? sv : en, slug: (l === "sv" ? sv : en).toLowerCase().replace(/\W+/g, "-") }]),
    ) as Record<Language, { name: string; slug: string }>,
  });
  const product = (
    id: number,
    categoryId: number,
    brandId: number,
    name: [string, string],
    colour: [string, string],
    opts: { stock?: number[]; list?: number; gender?: "boys" | "girls"; days?: number } = {},
  ) => ({
    id,
    productKey: `LN${id}`,
    brandId,
    categoryId,
    gender: opts.gender ?? "boys",
    clone: false,
    createdAt: new Date(Date.UTC(2026, 10, 15) - (opts.days ?? 10) * 86_400_000).toISOString(),
    colourHex: "#335577",
    name: words(...name),
    slug: Object.fromEntries(LANGUAGES.map((l) => [l, `p-${id}-${l}-${id}`])) as Record<Language, string>,
    description: words("Beskrivning", "Description"),
    colour: words(...colour),
    variants: (opts.stock ?? [3, 5]).map((stock, i) => ({ variantKey: String(110 + i * 6), size: String(110 + i * 6), stock })),
    prices: everyMarket(opts.list ?? 39900),
  });
  return {
    categories: [
      cat(110, null, "jeans", "Jeans", "Jeans"),
      cat(160, null, "trousers", "Byxor", "Trousers"),
      cat(210, null, "dresses", "Klänningar", "Dresses"),
      cat(130, null, "outerwear", "Ytterkläder", "Outerwear"),
      cat(1313, 130, "rain-jackets", "Regnjackor", "Rain jackets"),
      cat(158, null, "gift-cards", "Presentkort", "Gift cards"),
    ],
    brands: [
      { id: 1, slug: "fjallbarn", name: "Fjällbarn" },
      { id: 2, slug: "nordkid", name: "Nordkid" },
      { id: 3, slug: "little-north", name: "Little North" },
    ],
    products: [
      // The sold-out jeans are newer, so only stock puts the others first.
      product(200001, 110, 2, ["Svarta slim fit-jeans", "Black slim fit jeans"], ["Svart", "Black"], { days: 20 }),
      product(200002, 110, 2, ["Blå vida jeans", "Blue wide leg jeans"], ["Blå", "Blue"], { stock: [0, 0], days: 1 }),
      product(200003, 160, 1, ["Gröna mjukisbyxor", "Green joggers"], ["Grön", "Green"]),
      product(200004, 210, 2, ["Rosa klänning", "Pink dress"], ["Rosa", "Pink"], { gender: "girls" }),
      product(200005, 1313, 1, ["Gul regnjacka", "Yellow rain jacket"], ["Gul", "Yellow"], { list: 59900 }),
      product(200006, 158, 3, ["Presentkort 500 kr", "Gift card 500 kr"], ["Grön", "Green"], { stock: [999] }),
    ],
  };
}
