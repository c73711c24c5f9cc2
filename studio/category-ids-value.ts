/**
 * The category id list input's edits, on the stored text ("201,158"): what the chips show,
 * adding and removing an id. Kept apart from the React input so it can be tested alone.
 */
import type { CategoryOption } from "../schemas/rules/category-ids.ts";

/** The ids of the stored text, in order and once each; a malformed part is left out (the schema's rule reports it). */
export function categoryIdsOf(value: string | undefined): number[] {
  const ids = (value ?? "")
    .split(",")
    .map((part) => part.trim())
    .filter((part) => /^[1-9]\d*$/.test(part))
    .map(Number);
  return [...new Set(ids)];
}

export function addCategoryId(value: string | undefined, id: number): string {
  return [...new Set([...categoryIdsOf(value), id])].join(",");
}

export function removeCategoryId(value: string | undefined, id: number): string {
  return categoryIdsOf(value)
    .filter((other) => other !== id)
    .join(",");
}

/** A category matches a query by any word of its name or place in the tree, or by its id. */
export function matchesCategory(category: CategoryOption, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  if (/^\d+$/.test(q)) return String(category.id).startsWith(q);
  return category.path.toLowerCase().includes(q);
}
