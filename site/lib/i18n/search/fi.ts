import type { SearchStrings } from "./en.ts";

export const fi: SearchStrings = {
  panel: {
    title: "Haku",
    label: "Hae tuotteita",
    placeholder: "Mitä etsit?",
    close: "Sulje haku",
    submit: "Hae",
    recent: "Viimeisimmät haut",
    clearRecent: "Tyhjennä",
    clearRecentLabel: "Tyhjennä viimeisimmät haut",
    phrases: "Hakuehdotukset",
    products: "Tuotteet",
    showAll: "Näytä {count} tuotetta",
    showAllOne: "Näytä 1 tuote",
    noResults: "Tuloksia ei löytynyt",
    status: "{count} ehdotusta",
    statusOne: "1 ehdotus",
    soldOut: "Loppuunmyyty",
  },
  results: {
    didYouMean: "Tarkoititko {q}?",
    relevance: "Osuvuus",
    allCategories: "Kaikki kategoriat",
  },
};
