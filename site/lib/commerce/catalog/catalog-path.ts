import type { Language } from "#lib/markets/markets.ts";
import { FIXED_ROUTES, ROUTES } from "#lib/markets/routes.ts";
import { type CategoryNode, type CategoryTree, findBySlugs, type Gender, shownFor } from "./category-tree.ts";

/** What a market-relative path in the shop shows. */
export type CatalogPath =
  | { kind: "gender"; gender: Gender; category: CategoryNode | null }
  | { kind: "categories"; category: CategoryNode | null }
  | { kind: "new" }
  | { kind: "sale" }
  | { kind: "brands" }
  | { kind: "brand"; brandSlug: string }
  | { kind: "inspo"; slug: string }
  | { kind: "community" }
  | { kind: "search" }
  | { kind: "guides" }
  | { kind: "guide"; slug: string }
  | { kind: "product"; id: number; slug: string };

/** A product's full slug ends in its id: `{brand}-{name}-{id}`. */
const PRODUCT_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*-(\d{1,9})$/;

export function productIdFromSlug(slug: string): number | null {
  const match = PRODUCT_SLUG.exec(slug);
  return match ? Number(match[1]) : null;
}

/**
 * Reads a market-relative path (`/kille/skor/sneakers`, `/rea`, `/varumarken/nordkid`,
 * `/nordkid-morkbla-jeans-100042`) in a language; null when the shop has no such page.
 */
export function resolveCatalogPath(rest: string, language: Language, tree: CategoryTree): CatalogPath | null {
  const segments = rest.split("/").filter(Boolean);
  const [first, ...more] = segments;
  if (!first) return null;
  const words = ROUTES[language];

  if (first === words.boys || first === words.girls) {
    const gender: Gender = first === words.boys ? "boys" : "girls";
    if (more.length === 0) return { kind: "gender", gender, category: null };
    const category = findBySlugs(tree.roots, more);
    return category && shownFor(category, gender) ? { kind: "gender", gender, category } : null;
  }
  if (first === words.categories) {
    if (more.length === 0) return { kind: "categories", category: null };
    const category = findBySlugs(tree.roots, more);
    return category ? { kind: "categories", category } : null;
  }
  if (more.length === 0) {
    if (first === words.new) return { kind: "new" };
    if (first === words.sale) return { kind: "sale" };
    if (first === words.brands) return { kind: "brands" };
    if (first === words.guides) return { kind: "guides" };
    if (first === FIXED_ROUTES.community) return { kind: "community" };
    if (first === FIXED_ROUTES.search) return { kind: "search" };
    const id = productIdFromSlug(first);
    if (id !== null) return { kind: "product", id, slug: first };
    return null;
  }
  if (more.length === 1) {
    const [second] = more as [string];
    if (first === words.brands) return { kind: "brand", brandSlug: second };
    if (first === FIXED_ROUTES.inspo) return { kind: "inspo", slug: second };
    if (first === words.guides) return { kind: "guide", slug: second };
  }
  return null;
}

/** The market-relative path of a category under a gender or in the categories section. */
export function categoryPath(language: Language, category: CategoryNode | null, gender: Gender | null): string {
  const words = ROUTES[language];
  const slugs: string[] = [];
  for (let n = category; n; n = n.parent) slugs.unshift(n.slug);
  return `/${[gender ? words[gender] : words.categories, ...slugs].join("/")}`;
}
