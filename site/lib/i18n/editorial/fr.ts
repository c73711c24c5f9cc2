import type { EditorialDictionary } from "./en.ts";

export const fr: EditorialDictionary = {
  rail: {
    seeAll: "Tout voir",
    loading: "Chargement des articles",
    empty: "Rien pour le moment : jetez un œil à nos nouveautés.",
    previous: "Articles précédents",
    next: "Articles suivants",
  },
  guides: {
    read: "Lire le guide",
    more: "Nos autres guides",
    shoeSizeLink: "Comment mesurer le pied de votre enfant",
  },
  community: {
    shopTheLook: "Les pièces de cette tenue",
    productsIn: "Articles de la tenue « {look} »",
  },
  club: {
    benefits: "Avantages membres",
    readMore: "En savoir plus sur family",
  },
  inspo: {
    products: "Notre sélection",
    more: "Voir plus d’articles",
  },
};
