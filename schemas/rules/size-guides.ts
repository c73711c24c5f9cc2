/**
 * Size guides (schemas/documents/sizeGuide.ts): one a kind and language, each
 * measuring the child its own way, and the rule the shop and the Studio share
 * for which guide a product page links to.
 */
import { parseCategoryIds } from "./category-ids.ts";
import { checkTable } from "./editorial.ts";

/** What each kind of guide sizes, by what it measures (height and age, inner length, head, hand). */
export const SIZE_GUIDE_KINDS = [
  { value: "clothes", title: "Clothes: by height and age" },
  { value: "shoes", title: "Shoes: by inner length" },
  { value: "hats", title: "Hats and caps: by head circumference" },
  { value: "gloves", title: "Gloves and mittens: by hand and age" },
] as const;

export type SizeGuideKind = (typeof SIZE_GUIDE_KINDS)[number]["value"];

/** A chart with fewer sizes than this helps nobody choose. */
export const SIZE_TABLE_MIN_SIZES = 3;

/**
 * A guide's size table: a heading row and at least SIZE_TABLE_MIN_SIZES sizes,
 * each size (the first column) once, so a shopper never finds two answers for one size.
 */
export function checkSizeTable(rows: { cells?: unknown[] }[] | undefined): true | string {
  const table = checkTable(rows);
  if (table !== true) return table;
  const sizes = (rows ?? []).slice(1).map((row) => String(row.cells?.[0] ?? "").trim());
  if (sizes.length < SIZE_TABLE_MIN_SIZES) return `A size table needs at least ${SIZE_TABLE_MIN_SIZES} sizes.`;
  const twice = sizes.find((size, i) => sizes.indexOf(size) !== i);
  return twice === undefined ? true : `The size ${twice} is in the table twice.`;
}

export interface GuideCategories {
  categoryIds: string | null;
}

/**
 * The guide a product links to: the one naming the product's own category or its
 * nearest ancestor (`categories` from the root down), so a guide for first shoes
 * would win over the one for all shoes. Null when no guide names any of them.
 */
export function sizeGuideFor<G extends GuideCategories>(guides: readonly G[], categories: readonly number[]): G | null {
  const named = guides.map((guide) => ({ guide, ids: safeIds(guide.categoryIds) }));
  for (const id of [...categories].reverse()) {
    const found = named.find(({ ids }) => ids.includes(id));
    if (found) return found.guide;
  }
  return null;
}

function safeIds(value: string | null): number[] {
  try {
    return parseCategoryIds(value);
  } catch {
    return [];
  }
}
