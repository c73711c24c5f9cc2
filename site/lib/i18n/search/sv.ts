import type { SearchStrings } from "./en.ts";

export const sv: SearchStrings = {
  panel: {
    title: "Sök",
    label: "Sök bland produkterna",
    placeholder: "Vad letar du efter?",
    close: "Stäng sökningen",
    submit: "Sök",
    recent: "Senaste sökningar",
    clearRecent: "Rensa",
    clearRecentLabel: "Rensa senaste sökningar",
    phrases: "Sökförslag",
    products: "Produkter",
    showAll: "Visa {count} produkter",
    showAllOne: "Visa 1 produkt",
    noResults: "Inga resultat hittades",
    status: "{count} förslag",
    statusOne: "1 förslag",
    soldOut: "Slutsåld",
  },
  results: {
    didYouMean: "Menade du {q}?",
    relevance: "Relevans",
    allCategories: "Alla kategorier",
  },
};
