import type { SearchStrings } from "./en.ts";

export const pl: SearchStrings = {
  panel: {
    title: "Wyszukiwarka",
    label: "Szukaj produktów",
    placeholder: "Czego szukasz?",
    close: "Zamknij wyszukiwarkę",
    submit: "Szukaj",
    recent: "Ostatnio wyszukiwane",
    clearRecent: "Wyczyść",
    clearRecentLabel: "Wyczyść ostatnio wyszukiwane",
    phrases: "Podpowiedzi",
    products: "Produkty",
    showAll: "Pokaż produkty: {count}",
    showAllOne: "Pokaż 1 produkt",
    noResults: "Nie znaleziono wyników",
    status: "Podpowiedzi: {count}",
    statusOne: "1 podpowiedź",
    soldOut: "Wyprzedane",
  },
  results: {
    didYouMean: "Czy chodziło Ci o {q}?",
    relevance: "Trafność",
    allCategories: "Wszystkie kategorie",
  },
};
