import type { Widen } from "#lib/i18n/widen.ts";

/** The search panel and the search results page; `{count}`, `{q}` slots are filled by `fill()`. */
export const en = {
  panel: {
    title: "Search",
    label: "Search for products",
    placeholder: "What are you looking for?",
    close: "Close search",
    submit: "Search",
    recent: "Recent searches",
    clearRecent: "Clear",
    clearRecentLabel: "Clear recent searches",
    phrases: "Suggestions",
    products: "Products",
    /** The panel's link to the results page. */
    showAll: "Show {count} products",
    showAllOne: "Show 1 product",
    /** Specification 8: a non-empty query with no phrase and no product suggestions. */
    noResults: "No results found",
    /** Read by screen readers when suggestions arrive. */
    status: "{count} suggestions available",
    statusOne: "1 suggestion available",
    soldOut: "Sold out",
  },
  results: {
    didYouMean: "Did you mean {q}?",
    relevance: "Relevance",
    allCategories: "All categories",
  },
};

export type SearchStrings = Widen<typeof en>;
