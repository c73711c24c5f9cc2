import type { SearchStrings } from "./en.ts";

export const nl: SearchStrings = {
  panel: {
    title: "Zoeken",
    label: "Zoek in alle producten",
    placeholder: "Waar ben je naar op zoek?",
    close: "Zoeken sluiten",
    submit: "Zoek",
    recent: "Recente zoekopdrachten",
    clearRecent: "Wissen",
    clearRecentLabel: "Recente zoekopdrachten wissen",
    phrases: "Zoeksuggesties",
    products: "Producten",
    showAll: "Toon {count} producten",
    showAllOne: "Toon 1 product",
    noResults: "Geen resultaten gevonden",
    status: "{count} suggesties",
    statusOne: "1 suggestie",
    soldOut: "Uitverkocht",
  },
  results: {
    didYouMean: "Bedoelde je {q}?",
    relevance: "Relevantie",
    allCategories: "Alle categorieën",
  },
};
