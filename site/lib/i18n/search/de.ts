import type { SearchStrings } from "./en.ts";

export const de: SearchStrings = {
  panel: {
    title: "Suche",
    label: "Nach Artikeln suchen",
    placeholder: "Wonach suchst du?",
    close: "Suche schließen",
    submit: "Suchen",
    recent: "Letzte Suchanfragen",
    clearRecent: "Löschen",
    clearRecentLabel: "Letzte Suchanfragen löschen",
    phrases: "Suchvorschläge",
    products: "Artikel",
    showAll: "{count} Artikel anzeigen",
    showAllOne: "1 Artikel anzeigen",
    noResults: "Keine Ergebnisse gefunden",
    status: "{count} Vorschläge",
    statusOne: "1 Vorschlag",
    soldOut: "Ausverkauft",
  },
  results: {
    didYouMean: "Meintest du {q}?",
    relevance: "Relevanz",
    allCategories: "Alle Kategorien",
  },
};
