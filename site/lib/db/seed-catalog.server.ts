import { count } from "drizzle-orm";
import { LANGUAGES, type Language, MARKET_CODES, MARKETS, type MarketCode } from "#lib/markets/markets.ts";
import type { DatabaseHandle } from "./client.server.ts";
import { brands, categories, categoryTranslations, prices, products, productTranslations, variants } from "./schema.server.ts";

export interface CategorySeedRow {
  id: number;
  parentId: number | null;
  key: string;
  position: number;
  audience: string;
  names: Record<Language, { name: string; slug: string }>;
}

export interface CatalogInput {
  categories: CategorySeedRow[];
  brands: { id: number; slug: string; name: string }[];
  products: {
    id: number;
    productKey: string;
    brandId: number;
    categoryId: number;
    gender: string;
    clone: boolean;
    createdAt: string;
    colourHex: string;
    name: Record<Language, string>;
    slug: Record<Language, string>;
    description: Record<Language, string>;
    colour: Record<Language, string>;
    variants: { variantKey: string; size: string; stock: number }[];
    prices: Record<MarketCode, { list: number; sale: number | null }>;
  }[];
}

const BATCH = 250;

function* chunks<T>(items: T[], size: number): Generator<T[]> {
  for (let i = 0; i < items.length; i += size) yield items.slice(i, i + size);
}

/** True when the catalog tables hold products already. */
export async function catalogIsSeeded(handle: DatabaseHandle): Promise<boolean> {
  const [row] = await handle.db.select({ n: count() }).from(products);
  return (row?.n ?? 0) > 0;
}

/**
 * Loads a whole catalog in one transaction, so a failed or interrupted seed
 * leaves nothing half-done; reports progress as products are written.
 */
export async function seedCatalog(
  handle: DatabaseHandle,
  input: CatalogInput,
  onProgress: (done: number, total: number) => void = () => {},
): Promise<void> {
  await handle.db.transaction(async (tx) => {
    await tx.insert(categories).values(input.categories.map(({ names: _names, ...c }) => c));
    await tx
      .insert(categoryTranslations)
      .values(
        input.categories.flatMap((c) => LANGUAGES.map((language) => ({ categoryId: c.id, language, ...c.names[language] }))),
      );
    for (const batch of chunks(input.brands, BATCH)) await tx.insert(brands).values(batch);

    let done = 0;
    const total = input.products.length;
    for (const batch of chunks(input.products, BATCH)) {
      await tx.insert(products).values(
        batch.map((p) => ({
          id: p.id,
          productKey: p.productKey,
          brandId: p.brandId,
          categoryId: p.categoryId,
          gender: p.gender,
          clone: p.clone,
          colourHex: p.colourHex,
          createdAt: new Date(p.createdAt),
        })),
      );
      await tx.insert(productTranslations).values(
        batch.flatMap((p) =>
          LANGUAGES.map((language) => ({
            productId: p.id,
            language,
            name: p.name[language],
            slug: p.slug[language],
            description: p.description[language],
            colour: p.colour[language],
          })),
        ),
      );
      await tx.insert(variants).values(
        batch.flatMap((p) =>
          p.variants.map((v, position) => ({
            productId: p.id,
            variantKey: v.variantKey,
            size: v.size,
            position,
            stock: v.stock,
          })),
        ),
      );
      await tx.insert(prices).values(
        batch.flatMap((p) =>
          MARKET_CODES.map((market) => ({
            productId: p.id,
            market,
            currency: MARKETS[market].currency,
            listMinor: p.prices[market].list,
            saleMinor: p.prices[market].sale,
          })),
        ),
      );
      done += batch.length;
      onProgress(done, total);
    }
  });
}
