import type { SearchStrings } from "./en.ts";

export const da: SearchStrings = {
  panel: {
    title: "Søg",
    label: "Søg efter produkter",
    placeholder: "Hvad leder du efter?",
    close: "Luk søgningen",
    submit: "Søg",
    recent: "Seneste søgninger",
    clearRecent: "Ryd",
    clearRecentLabel: "Ryd seneste søgninger",
    phrases: "Søgeforslag",
    products: "Produkter",
    showAll: "Vis {count} produkter",
    showAllOne: "Vis 1 produkt",
    noResults: "Ingen resultater fundet",
    status: "{count} forslag",
    statusOne: "1 forslag",
    soldOut: "Udsolgt",
  },
  results: {
    didYouMean: "Mente du {q}?",
    relevance: "Relevans",
    allCategories: "Alle kategorier",
  },
};
