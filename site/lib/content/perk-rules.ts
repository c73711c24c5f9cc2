import { parseCategoryIds } from "#schemas/rules/category-ids.ts";

export interface CategoryFilters {
  categoryID: string | null;
  excludeCategoryID: string | null;
}

/**
 * Specification 5: a perk shows only for categories listed in categoryID (when
 * set) and never for categories listed in excludeCategoryID. A product belongs to
 * its category and every ancestor, so a perk for shoes (182) covers sneakers (186).
 * A malformed list (the Studio refuses them) hides the perk rather than guessing.
 */
export function perkAppliesTo(perk: CategoryFilters, productCategories: readonly number[]): boolean {
  let include: number[];
  let exclude: number[];
  try {
    include = parseCategoryIds(perk.categoryID);
    exclude = parseCategoryIds(perk.excludeCategoryID);
  } catch {
    return false;
  }
  if (exclude.some((id) => productCategories.includes(id))) return false;
  return include.length === 0 || include.some((id) => productCategories.includes(id));
}

/** Whether the foot-measuring hint applies: the category info lists one of the product's categories. */
export function categoryInfoApplies(categoryIds: string | null, productCategories: readonly number[]): boolean {
  try {
    return parseCategoryIds(categoryIds).some((id) => productCategories.includes(id));
  } catch {
    return false;
  }
}
