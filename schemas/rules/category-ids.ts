/**
 * Category id lists as the specification writes them ("201,158"), shared by the Studio's
 * validation and input and by the shop. An id must be one of the catalog's categories: the
 * category tree in site/lib/commerce/catalog/taxonomy.ts, from which the catalog's categories table is loaded.
 */
import { type CategoryNode, TAXONOMY } from "#lib/commerce/catalog/taxonomy.ts";

const CATEGORY_IDS = /^[1-9]\d*(,[1-9]\d*)*$/;

export const CATEGORY_IDS_HELP = "Write category ids as whole numbers separated by commas, without spaces, like 201,158.";

export interface CategoryOption {
  id: number;
  /** The category's working name, as editors find it: "Sneakers". */
  name: string;
  /** Where it sits in the tree: "Shoes › Sneakers". */
  path: string;
}

function options(nodes: readonly CategoryNode[], parents: string[] = []): CategoryOption[] {
  return nodes.flatMap((node) => [
    { id: node.id, name: node.en, path: [...parents, node.en].join(" › ") },
    ...options(node.children ?? [], [...parents, node.en]),
  ]);
}

/** Every category of the catalog, in the tree's order. */
export const CATEGORIES: readonly CategoryOption[] = options(TAXONOMY);
const BY_ID = new Map(CATEGORIES.map((c) => [c.id, c]));

export function categoryById(id: number): CategoryOption | undefined {
  return BY_ID.get(id);
}

/** The list's format only: what the shop needs to read it. */
function isCategoryIdList(value: unknown): value is string {
  return typeof value === "string" && CATEGORY_IDS.test(value);
}

/** The Studio's rule: a well-formed list of ids the catalog has (empty is allowed). */
export function checkCategoryIds(value: unknown): true | string {
  if (value === undefined || value === null || value === "") return true;
  if (!isCategoryIdList(value)) return CATEGORY_IDS_HELP;
  const unknown = [...new Set(value.split(",").map(Number))].filter((id) => !BY_ID.has(id));
  if (unknown.length === 0) return true;
  return `${unknown.length === 1 ? "No category has id" : "No categories have ids"} ${unknown.join(", ")}. Pick categories by name from the list.`;
}

/**
 * The ids of a comma-separated list; empty for null or blank. Throws on a malformed list.
 * An id the catalog lacks is read like any other: it simply matches no product.
 */
export function parseCategoryIds(value: string | null | undefined): number[] {
  if (value === undefined || value === null || value === "") return [];
  if (!isCategoryIdList(value)) throw new RangeError(`malformed category id list: ${value}`);
  return value.split(",").map(Number);
}
