import type { SearchStrings } from "./en.ts";

export const nb: SearchStrings = {
  panel: {
    title: "Søk",
    label: "Søk etter produkter",
    placeholder: "Hva leter du etter?",
    close: "Lukk søket",
    submit: "Søk",
    recent: "Siste søk",
    clearRecent: "Tøm",
    clearRecentLabel: "Tøm siste søk",
    phrases: "Søkeforslag",
    products: "Produkter",
    showAll: "Vis {count} produkter",
    showAllOne: "Vis 1 produkt",
    noResults: "Ingen resultater funnet",
    status: "{count} forslag",
    statusOne: "1 forslag",
    soldOut: "Utsolgt",
  },
  results: {
    didYouMean: "Mente du {q}?",
    relevance: "Relevans",
    allCategories: "Alle kategorier",
  },
};
