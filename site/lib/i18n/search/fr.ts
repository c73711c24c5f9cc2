import type { SearchStrings } from "./en.ts";

export const fr: SearchStrings = {
  panel: {
    title: "Recherche",
    label: "Rechercher un article",
    placeholder: "Que recherchez-vous ?",
    close: "Fermer la recherche",
    submit: "Rechercher",
    recent: "Recherches récentes",
    clearRecent: "Effacer",
    clearRecentLabel: "Effacer les recherches récentes",
    phrases: "Suggestions de recherche",
    products: "Articles",
    showAll: "Voir les {count} articles",
    showAllOne: "Voir l’article",
    noResults: "Aucun résultat trouvé",
    status: "{count} suggestions disponibles",
    statusOne: "1 suggestion disponible",
    soldOut: "Épuisé",
  },
  results: {
    didYouMean: "Vouliez-vous dire {q} ?",
    relevance: "Pertinence",
    allCategories: "Toutes les catégories",
  },
};
