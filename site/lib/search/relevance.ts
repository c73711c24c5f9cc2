/**
 * Scoring the relevance set (tests/fixtures/relevance-set.ts): a query counts when a product it
 * expects is among the first five results. Expectations are turned into product
 * ids from the catalog's own facts, so any engine's results can be scored the
 * same way (the shop's suggestion query, and Orama in bench/search.mjs).
 */
import type { Language } from "#lib/markets/markets.ts";

export interface Expectation {
  /** A category key of site/lib/commerce/catalog/taxonomy.ts; its subcategories count too. */
  category?: string;
  brand?: string;
  /** Colour keys of site/lib/commerce/catalog/vocabulary.ts; any of them. */
  colour?: string | string[];
  gender?: "boys" | "girls";
}

export interface RelevanceCase extends Expectation {
  q: string;
  /** A case every engine change must keep (a reported defect), not one of the 95 %. */
  must?: true;
}

export const TOP = 5;
/** The share of a language's queries that must find what they expect (issue 17). */
export const TARGET_ACCURACY = 0.95;

/** What an expectation is checked against: one product of the catalog. */
export interface CatalogFacts {
  id: number;
  brand: string;
  /** Category keys of the product's category and its ancestors. */
  categories: string[];
  colour: string;
  gender: "boys" | "girls";
  clone: boolean;
}

export function fits(product: CatalogFacts, e: Expectation): boolean {
  if (e.category && !product.categories.includes(e.category)) return false;
  if (e.brand && product.brand !== e.brand) return false;
  if (e.colour) {
    const colours = Array.isArray(e.colour) ? e.colour : [e.colour];
    if (!colours.includes(product.colour)) return false;
  }
  if (e.gender && product.gender !== e.gender && !product.clone) return false;
  return true;
}

export interface CaseResult {
  q: string;
  hit: boolean;
  /** Position (1-based) of the first expected product in the top five, or null. */
  rank: number | null;
  /** Products in the catalog that fit the expectation (0 means the case is wrong, not the engine). */
  expected: number;
  top: number[];
}

export interface LanguageScore {
  language: Language;
  accuracy: number;
  cases: CaseResult[];
}

/** Scores one language: `search` gives result ids in order for a query. */
export async function scoreLanguage(
  language: Language,
  cases: readonly RelevanceCase[],
  catalog: readonly CatalogFacts[],
  search: (q: string) => Promise<number[]>,
): Promise<LanguageScore> {
  const results: CaseResult[] = [];
  for (const c of cases) {
    const expected = new Set(catalog.filter((p) => fits(p, c)).map((p) => p.id));
    const top = (await search(c.q)).slice(0, TOP);
    const index = top.findIndex((id) => expected.has(id));
    results.push({ q: c.q, hit: index !== -1, rank: index === -1 ? null : index + 1, expected: expected.size, top });
  }
  return { language, accuracy: results.filter((r) => r.hit).length / results.length, cases: results };
}
