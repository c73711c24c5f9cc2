/** The search service's response shapes (specification 3 and 7), shared by the server and the panel. */
import type { ProductGroup } from "#lib/commerce/cart/types.ts";

/** Where a search on the results page came from (specification 2.1); ORGANIC when typed. */
export const SEARCH_ORIGINS = ["ORGANIC", "RECENT_SEARCH", "PHRASE_SUGGEST"] as const;
export type SearchOrigin = (typeof SEARCH_ORIGINS)[number];

/** A product suggestion: the specification's product fields, with the click ticket in its attributes. */
export type ProductSuggestion = Omit<ProductGroup, "variants" | "clone"> & {
  /** The product page in the storefront that asked. */
  url: string;
  /** The market's currency of `price` and `salePrice` (minor units). */
  currency: string;
  inStock: boolean;
  attributes: { clone: boolean; ticket: string };
};

export interface PhraseSuggestion {
  q: string;
  /** The phrase with the matched part in braces: `{jea}ns`. */
  highlighted: string;
}

export interface SearchSuggestions {
  productSuggestions: ProductSuggestion[];
  phraseSuggestions: PhraseSuggestion[];
  recentSearches: { q: string }[];
  /** Products the query finds in all: the panel's "show N products". */
  totalHits: number;
}
