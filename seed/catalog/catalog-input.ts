/**
 * Turns the generated catalog and the taxonomy (with each language's category
 * names and slugs from the content seed) into the rows the database seeding loads.
 */

import { type CategoryNode, TAXONOMY } from "#lib/commerce/catalog/taxonomy.ts";
import type { CatalogInput, CategorySeedRow } from "#lib/db/seed-catalog.server.ts";
import { LANGUAGES, type Language } from "#lib/markets/markets.ts";
import { loadSeeds } from "../content/build.ts";
import { generateCatalog, productSlugBase } from "./generate.ts";

export async function catalogInput(products?: number): Promise<CatalogInput> {
  const seeds = await loadSeeds();
  const categories: CategorySeedRow[] = [];
  let position = 0;
  const visit = (nodes: CategoryNode[], parentId: number | null, audience: string) => {
    for (const node of nodes) {
      const own = node.audience ?? audience;
      categories.push({
        id: node.id,
        parentId,
        key: node.key,
        position: position++,
        audience: own,
        names: Object.fromEntries(
          seeds.map((s) => [s.language, s.categories[node.key] as { name: string; slug: string }]),
        ) as Record<Language, { name: string; slug: string }>,
      });
      if (node.children) visit(node.children, node.id, own);
    }
  };
  visit(TAXONOMY, null, "both");

  const catalog = generateCatalog(products);
  const brandSlug = new Map(catalog.brands.map((b) => [b.id, b.slug]));
  return {
    categories,
    brands: catalog.brands,
    products: catalog.products.map((p) => ({
      ...p,
      slug: Object.fromEntries(
        LANGUAGES.map((l) => [l, `${productSlugBase(brandSlug.get(p.brandId) ?? "", p.name[l])}-${p.id}`]),
      ) as Record<Language, string>,
    })),
  };
}
