import type { CatalogInput } from "#lib/db/seed-catalog.server.ts";
import { LANGUAGES, type Language, MARKET_CODES, type MarketCode } from "#lib/markets/markets.ts";

const each = <T>(f: (l: Language) => T) => Object.fromEntries(LANGUAGES.map((l) => [l, f(l)])) as Record<Language, T>;
const everyMarket = (list: number, sale: number | null) =>
  Object.fromEntries(MARKET_CODES.map((m) => [m, { list, sale }])) as Record<MarketCode, { list: number; sale: number | null }>;

/** A small catalog: shoes with sneakers below, jeans, dresses (girls only), gift cards. */
export function fixtureCatalog(): CatalogInput {
  const cat = (id: number, parentId: number | null, key: string, position: number, audience: string, slug: string) => ({
    id,
    parentId,
    key,
    position,
    audience,
    names: each((l) => ({ name: `${key} ${l}`, slug })),
  });
  const product = (
    id: number,
    categoryId: number,
    gender: "boys" | "girls",
    opts: { clone?: boolean; brandId?: number; list?: number; sale?: number | null; days?: number; stock?: number[] } = {},
  ) => ({
    id,
    productKey: `LN${id}`,
    brandId: opts.brandId ?? 1,
    categoryId,
    gender,
    clone: opts.clone ?? false,
    createdAt: new Date(Date.UTC(2026, 10, 15) - (opts.days ?? 100) * 86_400_000).toISOString(),
    colourHex: "#335577",
    name: each((l) => `Product ${id} ${l}`),
    slug: each((l) => `brand-product-${id}-${l}-${id}`),
    description: each((l) => `Description ${id} ${l}`),
    colour: each(() => "blue"),
    variants: (opts.stock ?? [3, 0, 5]).map((stock, i) => ({
      variantKey: String(110 + i * 6),
      size: String(110 + i * 6),
      stock,
    })),
    prices: everyMarket(opts.list ?? 39900, opts.sale ?? null),
  });
  return {
    categories: [
      cat(182, null, "shoes", 0, "both", "skor"),
      cat(186, 182, "sneakers", 1, "both", "sneakers"),
      cat(110, null, "jeans", 2, "both", "jeans"),
      cat(210, null, "dresses", 3, "girls", "klanningar"),
      cat(158, null, "gift-cards", 4, "shared", "presentkort"),
    ],
    brands: [
      { id: 1, slug: "nordkid", name: "Nordkid" },
      { id: 2, slug: "little-wilde", name: "Little Wilde" },
    ],
    products: [
      product(100001, 186, "boys", { list: 59900, sale: 29900, days: 5 }),
      product(100002, 186, "girls", { clone: true, brandId: 2, list: 49900 }),
      product(100003, 110, "boys", { list: 39900, days: 200, stock: [0, 0, 0] }),
      product(100004, 210, "girls", { list: 44900, sale: 35900, days: 10 }),
      product(100005, 182, "boys", { brandId: 2, list: 89900, days: 1 }),
      product(100006, 158, "boys", { list: 50000, stock: [9999] }),
    ],
  };
}
